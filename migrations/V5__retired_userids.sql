-- Schema v5: a userid that ever existed is never given to anyone else.

-- An account that signs off or that the administrator removes leaves its userid here,
-- so a later signup cannot take over its finished games, its ratings or the boards its
-- opponents remember. Compared without letter case, as the users table is.
CREATE TABLE retired_userids (
    userid  TEXT NOT NULL PRIMARY KEY,
    created TEXT NOT NULL,               -- when the account was made
    retired TEXT NOT NULL,               -- when it ended
    reason  TEXT NOT NULL                -- 'signed off', 'removed by the administrator'
);
CREATE UNIQUE INDEX retired_userids_folded ON retired_userids (lower(userid));
