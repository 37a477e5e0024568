-- Issue 17, the board as a picture: board mails may carry an HTML part with the board as an
-- inline PNG. New players get it (default 1); every player who exists now keeps the text-only
-- mails they know (0) until they send 'set html'.
ALTER TABLE users ADD COLUMN board_html INTEGER NOT NULL DEFAULT 1;
UPDATE users SET board_html = 0;

-- The HTML part and its picture of a queued mail, written as multipart/alternative.
ALTER TABLE outbox ADD COLUMN html TEXT;
ALTER TABLE outbox ADD COLUMN png BLOB;
