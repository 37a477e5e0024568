-- Issue 33, boards players recognise: a board mail's HTML shows the board as a table of tiles,
-- each drawn once and named by everything its drawing reads. A queued mail keeps the names of
-- the tiles it shows (blank-separated), not their pictures; the sender draws or finds them.
-- Rows queued before keep their one picture in png.
ALTER TABLE outbox ADD COLUMN pictures TEXT;
