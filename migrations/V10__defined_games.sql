-- Issue 14, games by data defined by players and administrators: every version of every
-- definition stays, so a board keeps the rules it started with after its game is
-- redefined. The name is kept as its author wrote it; names are unique ignoring case.
CREATE TABLE definitions (
    name       TEXT    NOT NULL,               -- the game word: 'mygame'
    version    INTEGER NOT NULL,               -- 1, 2, ... per name
    author     TEXT    NOT NULL,               -- the userid, or 'admin' for 'pbm game define'
    text       TEXT    NOT NULL,               -- the definition as sent, at most 16 KiB
    created_at TEXT    NOT NULL,
    PRIMARY KEY (name, version)
);
CREATE INDEX definitions_lower_name ON definitions (lower(name));

-- The definition version a board plays: NULL for the shipped games and draughts.
ALTER TABLE games ADD COLUMN definition_version INTEGER;
