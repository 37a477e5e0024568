-- Issue 16, tenth round: the index behind the error-reply guard (Outbox.countErrorReplies, at
-- most so many error replies to one address a day) held every reply ever queued, so each board
-- mail's insert also put an entry into it, at a place its recipient's address made random.
-- Only replies whose subject ends in the word "error" are ever looked up there: a partial index
-- of those, whose condition is written exactly as the guard's query writes it so that SQLite
-- uses it, leaves board mails out of it.
DROP INDEX outbox_recipients_created;
CREATE INDEX outbox_error_replies ON outbox (recipients, created)
    WHERE lower(subject) LIKE '% error' OR lower(subject) = 'error';
