-- Issue 34, set-up starts: a game challenged from a set-up position or with a shogi handicap
-- counts for the ratings only where the server says so (ratings.setup-starts); the boards it
-- leaves out are listed here.
CREATE TABLE unrated_games (
    board INTEGER PRIMARY KEY REFERENCES games(board) ON DELETE CASCADE
);

-- Thematic openings a challenge may start from (-opening NAME): the admin's list, each a
-- game's name and its moves in the game's own notation, played before the first board mail.
-- Seeded with openings often set in ICCF thematic tournaments.
CREATE TABLE openings (
    name TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    moves TEXT NOT NULL
);
INSERT INTO openings (name, game, moves) VALUES
    ('kings-gambit', 'chess', 'e4 e5 f4'),
    ('evans-gambit', 'chess', 'e4 e5 Nf3 Nc6 Bc4 Bc5 b4'),
    ('benko-gambit', 'chess', 'd4 Nf6 c4 c5 d5 b5'),
    ('sicilian-najdorf', 'chess', 'e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6'),
    ('marshall-attack', 'chess', 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 O-O c3 d5');
