-- Issue 32, the whole game in the board mail: how many move rows a player's board mails list
-- ('set moves all' or 'set moves N'), per game word like the other display choices. NULL is
-- the server's default (Preferences.Choice.DEFAULT_MOVE_ROWS); 0 is the whole game.
ALTER TABLE preferences ADD COLUMN move_rows INTEGER;
