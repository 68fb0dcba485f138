-- Dynamic configurations (one JSON document per name) and the audit trail shared by every history endpoint.
CREATE TABLE config (
  name TEXT PRIMARY KEY,
  payload TEXT NOT NULL
);

CREATE TABLE audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  audit_key TEXT NOT NULL,
  type TEXT NOT NULL,
  author TEXT NOT NULL,
  comment TEXT NOT NULL,
  ip TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_ms INTEGER NOT NULL
);

CREATE INDEX audit_by_type_time ON audit (type, audit_key, created_ms);
