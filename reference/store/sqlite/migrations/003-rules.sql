-- Retention rules: one row per datasource (or `_default`) that has had rules posted, an empty array included.
CREATE TABLE rules (
  datasource TEXT PRIMARY KEY,
  -- The normalized rules, in evaluation order, as a JSON array.
  payload TEXT NOT NULL,
  updated_ms INTEGER NOT NULL
);
