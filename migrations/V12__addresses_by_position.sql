-- Issue 16, seventh round: an account's addresses in order straight from an index. Every
-- board mail reads its player's addresses "WHERE userid = ? ORDER BY position"; without an
-- index in that order SQLite sorted the one or two rows in a temporary structure for each
-- query, which cost 20 µs of a move mail's handling twice over in the server. With the
-- address in the index too, the table itself is not read.
CREATE INDEX user_addresses_in_order ON user_addresses (userid, position, address);
