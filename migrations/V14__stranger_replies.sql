-- Issue 30, strangers and floods: an address that is no player's (a stranger's) gets at most
-- a few replies an hour (stranger.replies-per-hour); its further mail within the hour is dropped
-- unread. One row per mailbox that was answered: the first reply of its current hour and how
-- many went out since. The mailbox is the address in lower case without a "+tag" after the
-- local part, so spelling one address many ways buys no more replies. Rows older than an hour
-- mean nothing and are deleted as new ones are written (hence the index on since).
CREATE TABLE stranger_replies (
    mailbox TEXT    NOT NULL PRIMARY KEY,
    since   TEXT    NOT NULL,
    replies INTEGER NOT NULL
);
CREATE INDEX stranger_replies_since ON stranger_replies (since);
