-- Automatic compaction: each datasource's configuration, the state compacted segments record, compaction task specs.
CREATE TABLE compaction_configs (
  datasource TEXT PRIMARY KEY,
  -- The normalized configuration as JSON; NULL once deleted (the datasource's compaction is NOT_ENABLED).
  payload TEXT,
  updated_ms INTEGER NOT NULL
);

-- What the compaction that wrote a segment was configured with (sys.segments last_compaction_state); NULL otherwise.
ALTER TABLE segments ADD COLUMN last_compaction_state TEXT;

-- The spec of a task not submitted as SQL (a compaction task), as JSON; NULL for query tasks.
ALTER TABLE tasks ADD COLUMN spec TEXT;
