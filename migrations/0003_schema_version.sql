-- The schema's history in a table anyone can read with sqlite3, beside SQLite's user_version
-- (which the migration runner keeps): one row per migration file. Versions 1 and 2 came
-- before this table, so when they were applied is unknown. Every later file ends by adding
-- its own row.
CREATE TABLE schema_version (
    version    INTEGER PRIMARY KEY,
    applied_at INTEGER
);
INSERT INTO schema_version (version, applied_at) VALUES (1, NULL), (2, NULL), (3, unixepoch());
