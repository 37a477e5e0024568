-- Issue 35, a web page for every game: each board's unguessable key (its page's address holds
-- it, so a link to a private player's board still opens), and the players who keep their games
-- out of the web lists ('set private').
CREATE TABLE board_keys (
    board INTEGER PRIMARY KEY REFERENCES games (board) ON DELETE CASCADE,
    key TEXT NOT NULL UNIQUE
);
CREATE TABLE private_players (
    userid TEXT PRIMARY KEY
);
