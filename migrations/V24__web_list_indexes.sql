-- Issue 35, the web pages' lists at 100,000 games: the newest boards being played
-- (state, then board number) and the boards that ended last (state, then when) are read
-- from an index's end, a few rows, not sorted out of every game.
CREATE INDEX games_state_board ON games (state, board);
CREATE INDEX games_state_updated ON games (state, updated);
