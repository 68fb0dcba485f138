-- Statements (asynchronous SQL): the query task each one runs as, who submitted it, where its SELECT rows go,
-- its result schema, and the pages it wrote to durable storage.
CREATE TABLE statements (
  query_id TEXT PRIMARY KEY REFERENCES tasks (id),
  -- The authenticated identity that submitted it: only it may see the statement.
  identity TEXT NOT NULL,
  -- taskReport or durableStorage.
  destination TEXT NOT NULL,
  -- JSON [{name, type, nativeType}].
  result_schema TEXT NOT NULL,
  -- JSON [{id, numRows, sizeInBytes}] once the rows are in durable storage; NULL otherwise.
  pages TEXT
);
