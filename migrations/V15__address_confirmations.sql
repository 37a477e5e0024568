-- Issue 30, third-party addresses: a signup or change address naming an address other than
-- the sender's does not give that address any mail until it is confirmed. Its one
-- confirmation mail carries a random code; only the code's SHA-256 is kept here. A row stays
-- after it was used, withdrawn (a later change of address) or expired: the rows of the last day
-- for a mailbox (lower case, "+tag" dropped) hold it to one confirmation mail a day.
CREATE TABLE address_confirmations (
    code_hash    TEXT NOT NULL PRIMARY KEY,
    userid       TEXT NOT NULL,
    address      TEXT NOT NULL,
    mailbox      TEXT NOT NULL,
    requested    TEXT NOT NULL, -- the addresses the command asked for, in order, separated by newlines
    requested_by TEXT NOT NULL, -- the address the command came from
    created      TEXT NOT NULL,
    expires      TEXT NOT NULL,
    state        TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'withdrawn'))
);
CREATE INDEX address_confirmations_mailbox ON address_confirmations (mailbox, created);
CREATE INDEX address_confirmations_userid ON address_confirmations (userid, state);
-- and one sender asks for at most a few confirmation mails a day
CREATE INDEX address_confirmations_requested_by ON address_confirmations (requested_by, created);
