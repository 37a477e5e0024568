-- Issue 17, reply to play: a board mail carries a Reply-To address with a token for one
-- player and board. The token is computed from a server secret, never stored; the outbox
-- keeps the header each queued mail is to be written with.
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- 'set token off' turns a player's reply addresses off: their board mails carry none and
-- replies to older ones are refused. On (1) for everyone until they say otherwise.
ALTER TABLE users ADD COLUMN reply_tokens INTEGER NOT NULL DEFAULT 1;
