-- Schema v2: games, their moves, votes, and what players chose about display,
-- challenges and result notices.

-- Board numbers are global (101, 102, ...) whatever the game, so an admin can name
-- a board by its number alone, and never reused, so an old mail about a deleted
-- board cannot land on a new one; the game word players typed is kept for subjects.
CREATE TABLE games (
    board         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_word     TEXT    NOT NULL,              -- as players type it: draughts, canadian, checkers ...
    variant       TEXT    NOT NULL,              -- canonical variant name, e.g. 'draughts -small -reverse'
    state         TEXT    NOT NULL CHECK (state IN ('active', 'finished')),
    result        TEXT,                          -- PDN result: 1-0, 0-1, 1/2-1/2
    winner        TEXT,                          -- userid, NULL for a draw or while active
    reason        TEXT,                          -- 'alice resigned', 'threefold repetition', ...
    initial_fen   TEXT    NOT NULL,
    current_fen   TEXT    NOT NULL,              -- derived from the moves; kept to check a replay
    ply           INTEGER NOT NULL DEFAULT 0,    -- moves played so far
    nag_days      INTEGER NOT NULL DEFAULT 7,
    forfeit_days  INTEGER NOT NULL DEFAULT 21,
    created       TEXT    NOT NULL,
    updated       TEXT    NOT NULL,
    last_move_at  TEXT    NOT NULL,              -- when the player to move got the move
    nagged_at     TEXT                           -- the last reminder sent for this turn
);
CREATE INDEX games_state ON games (state, game_word);
-- pbmserv numbered boards from 101
INSERT INTO sqlite_sequence (name, seq) VALUES ('games', 100);

-- Players in seat order: seat 0 moves first. No foreign key to users: a finished
-- game keeps its players' names after they sign off.
CREATE TABLE game_players (
    board  INTEGER NOT NULL REFERENCES games (board) ON DELETE CASCADE,
    seat   INTEGER NOT NULL,
    userid TEXT    NOT NULL,
    PRIMARY KEY (board, seat)
);
CREATE INDEX game_players_userid ON game_players (userid);

-- The move list is the source of truth: replaying it from initial_fen gives current_fen.
CREATE TABLE moves (
    board     INTEGER NOT NULL REFERENCES games (board) ON DELETE CASCADE,
    ply       INTEGER NOT NULL,                  -- 1 for the first move
    userid    TEXT    NOT NULL,
    notation  TEXT    NOT NULL,                  -- as the server writes it
    fen_after TEXT    NOT NULL,
    comment   TEXT,
    played    TEXT    NOT NULL,
    PRIMARY KEY (board, ply)
);

-- Open draw and undo proposals: one row per player who agreed.
CREATE TABLE votes (
    board  INTEGER NOT NULL REFERENCES games (board) ON DELETE CASCADE,
    kind   TEXT    NOT NULL CHECK (kind IN ('draw', 'undo')),
    userid TEXT    NOT NULL,
    since  TEXT    NOT NULL,
    PRIMARY KEY (board, kind, userid)
);

-- Per player and game word: how boards are drawn for them, and whether they take challenges.
CREATE TABLE preferences (
    userid            TEXT    NOT NULL,
    game_word         TEXT    NOT NULL,
    flip              INTEGER NOT NULL DEFAULT 1,
    large             INTEGER NOT NULL DEFAULT 1,
    accept_challenges INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (userid, game_word)
);

-- Result notices asked for with 'notify': for one board, or board 0 for every board of the game word.
CREATE TABLE notices (
    userid    TEXT    NOT NULL,
    game_word TEXT    NOT NULL,
    board     INTEGER NOT NULL,
    PRIMARY KEY (userid, game_word, board)
);
