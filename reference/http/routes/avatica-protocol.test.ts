// Avatica's JSON protocol on the reference, as Druid 33 answers it (docs/facts/avatica.md §avatica.1–§avatica.7).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { failure, firstResult, loadNumbers, ok, runRequest } from '../../test-support/avatica-client.ts';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
  await loadNumbers(t, 'numbers', 1000);
});
after(async () => t.close());

let connections = 0;
async function connect(info: Record<string, string> = {}): Promise<string> {
  const connectionId = `c${++connections}`;
  assert.deepEqual(await ok(t, { request: 'openConnection', connectionId, info }), {
    response: 'openConnection',
    rpcMetadata: { response: 'rpcMetadata', serverAddress: 'localhost:80' },
  });
  return connectionId;
}

test('a plain statement answers its signature and frames: at least minRowsPerFrame, forward only, closed when done', async () => {
  const connectionId = await connect();
  const created = await ok(t, { request: 'createStatement', connectionId });
  assert.equal(created.statementId, 1);
  const statementId = 1;
  // Grouped so that Druid plans the order by n (a scan orders by __time only, §sql-semantics.10).
  const sql = 'SELECT __time, n, s FROM numbers GROUP BY __time, n, s ORDER BY n';
  const executed = await ok(t, runRequest(connectionId, statementId, sql, 5));
  const result = firstResult(executed);
  assert.deepEqual(
    result.signature.columns.map((c) => [
      c.label,
      (c.type as { name: string }).name,
      c.columnClassName,
      c.nullable,
    ]),
    [
      ['__time', 'TIMESTAMP', 'java.sql.Timestamp', 0],
      ['n', 'BIGINT', 'java.lang.Long', 1],
      ['s', 'VARCHAR', 'java.lang.String', 1],
    ],
  );
  assert.equal(result.firstFrame.rows.length, 100);
  assert.deepEqual(result.firstFrame.rows[0], [1577836800000, 0, 's0']);
  assert.equal(result.firstFrame.done, false);
  const backwards = await failure(t, {
    request: 'fetch',
    connectionId,
    statementId,
    offset: 50,
    fetchMaxRowCount: 10,
  });
  assert.equal(
    backwards.errorMessage,
    'QueryInterruptedException: Druid can only fetch forward. Requested offset of 50 != current offset 100 -> IAE: Druid can only fetch forward. Requested offset of 50 != current offset 100',
  );
  const rest = await ok(t, {
    request: 'fetch',
    connectionId,
    statementId,
    offset: 100,
    fetchMaxRowCount: -1,
  });
  const frame = rest.frame as { offset: number; done: boolean; rows: unknown[][] };
  assert.deepEqual([frame.offset, frame.done, frame.rows.length], [100, true, 900]);
  const after = await failure(t, {
    request: 'fetch',
    connectionId,
    statementId,
    offset: 1000,
    fetchMaxRowCount: 10,
  });
  assert.equal(after.errorMessage, 'ISE: No result set open for statement [1]');
  await ok(t, { request: 'closeStatement', connectionId, statementId });
  const closed = await failure(t, {
    request: 'fetch',
    connectionId,
    statementId,
    offset: 0,
    fetchMaxRowCount: 10,
  });
  assert.match(String(closed.errorMessage), /NoSuchStatementException/);
  await ok(t, { request: 'closeConnection', connectionId });
});

test('a huge fetch size is bounded by maxRowsPerFrame; a plain statement ignores maxRowCount, as Druid 33 does', async () => {
  const connectionId = await connect();
  await ok(t, { request: 'createStatement', connectionId });
  const sql = 'SELECT a.n FROM numbers a CROSS JOIN numbers b';
  const first = firstResult(await ok(t, runRequest(connectionId, 1, sql, 2147483647, 3)));
  assert.equal(first.firstFrame.rows.length, 5000);
  assert.equal(first.firstFrame.done, false);
  const next = await ok(t, {
    request: 'fetch',
    connectionId,
    statementId: 1,
    offset: 5000,
    fetchMaxRowCount: 2147483647,
  });
  assert.equal((next.frame as { rows: unknown[] }).rows.length, 5000);
  await ok(t, { request: 'closeConnection', connectionId });
});

test('a prepared statement binds typed values per execution and honours its maxRowCount', async () => {
  const connectionId = await connect();
  const sql =
    'SELECT n, s FROM numbers WHERE n < ? AND s <> ? AND __time >= ? AND CAST(__time AS DATE) = ? GROUP BY n, s ORDER BY n';
  const prepared = await ok(t, { request: 'prepare', connectionId, sql, maxRowCount: 3 });
  const statement = prepared.statement as { id: number; signature: { parameters: unknown[] } };
  assert.equal(statement.signature.parameters.length, 4);
  const handle = { connectionId, id: statement.id };
  const values = (limit: number, skip: string) => [
    { type: 'LONG', value: limit },
    { type: 'STRING', value: skip },
    { type: 'JAVA_SQL_TIMESTAMP', value: 1577836800000 },
    { type: 'JAVA_SQL_DATE', value: 18262 },
  ];
  const first = firstResult(
    await ok(t, {
      request: 'execute',
      statementHandle: handle,
      parameterValues: values(10, 's1'),
      maxRowCount: -1,
    }),
  );
  assert.deepEqual(first.firstFrame, {
    offset: 0,
    done: true,
    rows: [
      [0, 's0'],
      [2, 's2'],
      [3, 's3'],
    ],
  });
  const second = firstResult(
    await ok(t, {
      request: 'execute',
      statementHandle: handle,
      parameterValues: values(2, 's0'),
      maxRowCount: -1,
    }),
  );
  assert.deepEqual(second.firstFrame.rows, [[1, 's1']]);
  const missing = await failure(t, {
    request: 'execute',
    statementHandle: handle,
    parameterValues: [],
    maxRowCount: -1,
  });
  assert.equal(
    missing.errorMessage,
    'QueryInterruptedException: No value bound for parameter (position [1]) -> DruidException: No value bound for parameter (position [1])',
  );
  // A prepared statement takes execute, a plain one prepareAndExecute: the other pairing finds no statement.
  const wrong = await failure(t, runRequest(connectionId, statement.id, 'SELECT 1'));
  assert.equal(
    wrong.errorMessage,
    'QueryInterruptedException: (null exception message) -> NoSuchStatementException: (null exception message)',
  );
  await ok(t, { request: 'closeConnection', connectionId });
});

test('catalog calls answer from INFORMATION_SCHEMA, one frame, on a statement of their own', async () => {
  const connectionId = await connect();
  const tables = await ok(t, {
    request: 'getTables',
    connectionId,
    catalog: null,
    schemaPattern: 'druid',
    tableNamePattern: 'num%',
    typeList: null,
  });
  assert.equal(tables.response, 'resultSet');
  const frame = tables.firstFrame as { done: boolean; rows: unknown[][] };
  assert.deepEqual(frame.rows, [['druid', 'druid', 'numbers', 'TABLE', null, null, null, null, null, null]]);
  const columns = await ok(t, {
    request: 'getColumns',
    connectionId,
    catalog: null,
    schemaPattern: null,
    tableNamePattern: 'numbers',
    columnNamePattern: '_',
  });
  const rows = (columns.firstFrame as { rows: unknown[][] }).rows;
  assert.deepEqual(
    rows.map((row) => [row[3], row[4], row[5], row[10], row[16], row[17]]),
    [
      ['n', -5, 'BIGINT', 1, 2, 'YES'],
      ['s', 12, 'VARCHAR', 1, 3, 'YES'],
    ],
  );
  const types = await ok(t, { request: 'getTableTypes', connectionId });
  assert.deepEqual((types.firstFrame as { rows: unknown[][] }).rows, [['SYSTEM_TABLE'], ['TABLE']]);
  const catalogs = await ok(t, { request: 'getCatalogs', connectionId });
  assert.deepEqual((catalogs.firstFrame as { rows: unknown[][] }).rows, [['druid']]);
  // The statements the calls used are closed: the connection's own still start at the next number.
  assert.equal((await ok(t, { request: 'createStatement', connectionId })).statementId, 5);
  await ok(t, { request: 'closeConnection', connectionId });
});

test('connection properties are the query context: sqlTimeZone makes TIMESTAMPs wall-clock times of that zone', async () => {
  const connectionId = await connect({
    sqlTimeZone: 'America/New_York',
    user: 'ignored',
    password: 'ignored',
  });
  await ok(t, { request: 'createStatement', connectionId });
  const sql = 'SELECT __time, TIME_FORMAT(__time) AS f, CAST(__time AS DATE) AS d FROM numbers WHERE n = 0';
  const result = firstResult(await ok(t, runRequest(connectionId, 1, sql)));
  assert.deepEqual(result.firstFrame.rows, [[1577818800000, '2019-12-31T19:00:00.000-05:00', 18261]]);
  await ok(t, { request: 'closeConnection', connectionId });
});

test('SQL errors carry the HTTP API message wrapped as Druid wraps it; an INSERT is refused as on the query endpoint', async () => {
  const connectionId = await connect();
  await ok(t, { request: 'createStatement', connectionId });
  const run = (sql: string) => failure(t, runRequest(connectionId, 1, sql));
  assert.equal(
    (await run('SELECT * FROM nope')).errorMessage,
    "QueryInterruptedException: Object 'nope' not found (line [1], column [15]) -> DruidException: Object 'nope' not found (line [1], column [15])",
  );
  assert.match(
    String((await run('INSERT INTO x SELECT 1 PARTITIONED BY ALL')).errorMessage),
    /INSERT operations are not supported by requested SQL engine \[native\]/,
  );
  assert.equal((await run('SELECT NULL AS x')).errorMessage, 'ISE: No rep for SQL type [NULL]');
  const division = await run('SELECT n / 0 FROM numbers');
  assert.match(String(division.errorMessage), /\/ by zero/);
  await ok(t, { request: 'closeConnection', connectionId });
});
