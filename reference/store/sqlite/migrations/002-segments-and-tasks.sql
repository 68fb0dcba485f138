-- Published segments (one row per segment file or tombstone) and the Overlord's query tasks with their reports.
CREATE TABLE segments (
  id TEXT PRIMARY KEY,
  datasource TEXT NOT NULL,
  -- Epoch milliseconds, end exclusive; eternity ends are clamped to ±(2^53 - 1), the exact text is in *_iso.
  start_ms INTEGER NOT NULL,
  end_ms INTEGER NOT NULL,
  start_iso TEXT NOT NULL,
  end_iso TEXT NOT NULL,
  version TEXT NOT NULL,
  partition_num INTEGER NOT NULL,
  partitions INTEGER NOT NULL,
  num_rows INTEGER NOT NULL,
  size INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 1,
  used_status_last_updated TEXT NOT NULL,
  created_date TEXT NOT NULL,
  -- JSON [{name, type}] with runtime types; dimensions and metrics are JSON arrays of names.
  columns TEXT NOT NULL,
  dimensions TEXT NOT NULL,
  metrics TEXT NOT NULL,
  is_tombstone INTEGER NOT NULL DEFAULT 0,
  -- The deep-storage file, relative to the data directory when inside it; NULL for tombstones.
  path TEXT,
  UNIQUE (datasource, start_ms, end_ms, version, partition_num)
);

CREATE INDEX segments_by_datasource ON segments (datasource, used, start_ms);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  group_id TEXT NOT NULL,
  datasource TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  queue_insertion_ms INTEGER NOT NULL,
  -- RUNNING, SUCCESS or FAILED; runner_status WAITING, PENDING, RUNNING or NONE.
  status TEXT NOT NULL,
  runner_status TEXT NOT NULL,
  started_ms INTEGER,
  duration_ms INTEGER NOT NULL DEFAULT -1,
  error_msg TEXT,
  -- The submitted SQL request and the last saved report, as JSON text.
  sql_request TEXT NOT NULL,
  report TEXT
);

CREATE INDEX tasks_by_status ON tasks (status, created_ms);
