-- Issue 34, set-up starts: a game challenged from a set-up position or with a shogi handicap
-- counts for the ratings only where the server says so (ratings.setup-starts); the boards it
-- leaves out are listed here.
CREATE TABLE unrated_games (
    board INTEGER PRIMARY KEY REFERENCES games(board) ON DELETE CASCADE
);
