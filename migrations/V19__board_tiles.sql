-- Issue 33, boards players recognise: a board mail's HTML shows the board as a table of tiles,
-- each drawn once and named by everything its drawing reads. A queued mail keeps the names of
-- the tiles it shows (blank-separated), not their pictures; the sender draws or finds them.
-- Its page is kept deflated (zlib): a board is one table cell repeated, a tenth of its size
-- compressed, and the row's size was most of the cost of queuing a board mail.
-- Rows queued before keep their page in html and their one picture in png.
ALTER TABLE outbox ADD COLUMN pictures TEXT;
ALTER TABLE outbox ADD COLUMN page BLOB;
