-- Issue 16, a game's revision: a number that changes with every change to a game's moves,
-- so a process that already replayed a game can tell from the games row alone (read on every
-- mail anyway) that its copy of the moves is still the stored one, and skip reading them.
--
-- The revision is a fresh random 64-bit value at each change (SQLite's random() here; a
-- value drawn the same way in Java where pbm writes a move itself), never "revision + 1".
-- A process may cache the moves under a revision it wrote in a transaction, or in the
-- savepoint of one mail of a batch, that is then rolled back: the row goes back to the old
-- revision, and a counter would hand the very number the process cached to the next change,
-- a different move, perhaps made by another process on the same database (deliver and serve
-- may run at once); the cache would then serve moves that were never stored. A random value
-- is in practice never drawn twice, so a revision names one move list only, in every process
-- and in every copy of the database.
ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;

-- Games stored before this migration get a revision of their own (one game's 0 must not
-- match another database's game under the same board number in one process).
UPDATE games SET revision = random();

-- Every writer of moves (a move, an undo, an administrator's edit, an import, a game's
-- deletion, code not yet written) changes the revision without knowing of it.
CREATE TRIGGER moves_insert_revision AFTER INSERT ON moves
BEGIN
    UPDATE games SET revision = random() WHERE board = NEW.board;
END;

CREATE TRIGGER moves_delete_revision AFTER DELETE ON moves
BEGIN
    UPDATE games SET revision = random() WHERE board = OLD.board;
END;

CREATE TRIGGER moves_update_revision AFTER UPDATE ON moves
BEGIN
    UPDATE games SET revision = random() WHERE board IN (OLD.board, NEW.board);
END;
