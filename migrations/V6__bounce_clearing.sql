-- Schema v6: hard bounces stop mail to an address until its player changes address.

-- When the player's 'change address' (or a new account) made a bounced address count
-- afresh; NULL while the bounce still counts towards bounce.limit.
ALTER TABLE bounces ADD COLUMN cleared TEXT;
