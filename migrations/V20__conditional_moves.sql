-- Issue 34, conditional moves: a player's prepared replies to the opponent's likely moves on a
-- board, one row a move of a line of play. Step 1 is the opponent's next move, step 2 the
-- owner's reply to it, and so on; "since" is the board's ply the lines start from, so lines
-- left over from another position (an undo, a board the admin changed) are never applied.
-- Private to their owner: nothing but the owner's own mails ever reads them.
CREATE TABLE conditional_moves (
    board  INTEGER NOT NULL REFERENCES games (board) ON DELETE CASCADE,
    userid TEXT    NOT NULL,
    since  INTEGER NOT NULL,
    line   INTEGER NOT NULL,                     -- 1, 2, ... in the order given
    step   INTEGER NOT NULL,                     -- 1 for the opponent's next move
    move   TEXT    NOT NULL,                     -- in the game's record notation
    PRIMARY KEY (board, userid, line, step)
);
