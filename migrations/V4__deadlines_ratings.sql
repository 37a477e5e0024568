-- Schema v4: vacations (clocks stopped), Elo ratings, and how each rated game changed them.

-- A player's vacations: the clocks of all their games stand still from starts to ends.
-- Every vacation has an end ('on' ends when the yearly allowance runs out); 'off' moves
-- the end of the current one to the moment it was sent.
CREATE TABLE vacations (
    userid TEXT NOT NULL REFERENCES users (userid) ON DELETE CASCADE,
    starts TEXT NOT NULL,
    ends   TEXT NOT NULL,
    PRIMARY KEY (userid, starts),
    CHECK (ends > starts)
);

-- One Elo table per rating pool. The pool is the full variant name ('draughts',
-- 'draughts -small', 'checkers -reverse'), so reverse games and board sizes are rated
-- apart. No foreign key to users: a rating outlives the account (standings hide it).
CREATE TABLE ratings (
    pool   TEXT    NOT NULL,
    userid TEXT    NOT NULL,
    rating REAL    NOT NULL,
    games  INTEGER NOT NULL,
    PRIMARY KEY (pool, userid)
);

-- The rating of each player before and after a rated game, written in the transaction
-- that ended it; a finished game without rows here was not rated.
CREATE TABLE rating_changes (
    board  INTEGER NOT NULL REFERENCES games (board) ON DELETE CASCADE,
    userid TEXT    NOT NULL,
    pool   TEXT    NOT NULL,
    before REAL    NOT NULL,
    after  REAL    NOT NULL,
    seat   INTEGER NOT NULL,
    PRIMARY KEY (board, userid)
);
