-- Schema v1: accounts, the messages already handled, and the replies waiting to leave.
-- Times are ISO-8601 instants in UTC (text), so they sort and compare as strings.

CREATE TABLE users (
    userid        TEXT    NOT NULL PRIMARY KEY,
    password_hash TEXT    NOT NULL,
    created       TEXT    NOT NULL,
    disabled      INTEGER NOT NULL DEFAULT 0
);
-- userids are case-sensitive, but two accounts that differ only in case would
-- confuse every player who reads a board: refuse them.
CREATE UNIQUE INDEX users_userid_folded ON users (lower(userid));

CREATE TABLE user_addresses (
    userid   TEXT    NOT NULL REFERENCES users (userid) ON DELETE CASCADE,
    address  TEXT    NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (userid, address)
);
CREATE INDEX user_addresses_address ON user_addresses (address);

-- One row per inbound message ever handled: its Message-ID, or a digest of its
-- bytes when it has none. A re-delivered message finds its row and is skipped.
CREATE TABLE seen_messages (
    message_key TEXT NOT NULL PRIMARY KEY,
    received    TEXT NOT NULL,
    sender      TEXT,
    outcome     TEXT NOT NULL
);

-- Replies are written here in the transaction that produced them and leave
-- from here, so a crash between commit and send re-sends instead of losing.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    recipients  TEXT    NOT NULL,            -- addresses separated by newlines
    subject     TEXT    NOT NULL,
    body        TEXT    NOT NULL,
    in_reply_to TEXT,
    refs        TEXT,                        -- References, separated by blanks
    state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    next_try    TEXT    NOT NULL,
    created     TEXT    NOT NULL,
    sent        TEXT,
    last_error  TEXT
);
CREATE INDEX outbox_due ON outbox (state, next_try);
