-- Schema v3: guards around real mail.

-- A reply being sent is claimed by one sender (a drainer in some process) until
-- next_try, so two processes draining the same outbox never send the same row twice.
-- The claimant is 'pid:start-millis@host#n'; a claim by a process that is gone is
-- taken over at once, any other claim only when its lease (next_try) ran out.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;

-- Error replies are limited per address and hour: counted from the outbox.
CREATE INDEX outbox_recipients_created ON outbox (recipients, created);

-- Delivery status notifications (RFC 3464) are never answered; the addresses they
-- report as failed are recorded here. address is NULL when the report names none.
CREATE TABLE bounces (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    address     TEXT,
    received    TEXT NOT NULL,
    message_key TEXT NOT NULL,
    status      TEXT
);
CREATE INDEX bounces_address ON bounces (address, received);
