-- Schema v7: a board challenged as 'draughts -large' is Canadian draughts everywhere.

-- Such boards were stored under the typed word 'draughts' while their variant was
-- 'canadian', so subjects, 'draughts games' and the counts of 'list' showed them as
-- International draughts. From now on a board keeps its game's own word.
UPDATE games SET game_word = 'canadian' WHERE variant = 'canadian' OR variant LIKE 'canadian %';
