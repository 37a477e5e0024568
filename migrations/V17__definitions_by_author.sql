-- Issue 30: a player stores at most so many definition versions a day (GameDefinitions,
-- define.per-day). The count looks up one author's versions of the last 24 hours: this index
-- answers it without reading a definition's text (up to 16 KiB, stored before created_at).
CREATE INDEX definitions_author_created ON definitions (author, created_at);
