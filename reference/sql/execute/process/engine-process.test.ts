import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { SqlError } from '../../errors.ts';
import { DATA_HEADROOM_BYTES } from '../open-engine.ts';
import { EngineProcess } from './engine-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'engine-process-'));
const replaced: string[] = [];
let engine: EngineProcess;

/** A small process: a string grown past it fails the statement, not the test machine. */
const PROCESS_MEMORY = 400 * 1024 ** 2;

before(async () => {
  engine = await EngineProcess.open({
    sandbox: { allowedDirectories: [dir], memoryLimit: '200MB', threads: 1 },
    dataLimitBytes: PROCESS_MEMORY + DATA_HEADROOM_BYTES,
    residentLimitBytes: PROCESS_MEMORY,
    onReplaced: (reason) => replaced.push(reason),
  });
});

after(async () => {
  await engine.close();
  rmSync(dir, { recursive: true, force: true });
});

test('values cross the process boundary as DuckDB gives them in process', async () => {
  const { columnNames, rows } = await engine.run(
    "SELECT 9007199254740993::BIGINT AS b, TIMESTAMP '2015-09-12 01:02:03' AS t, [1, 2] AS l, NULL AS n, 'é' AS s",
  );
  assert.deepEqual(columnNames, ['b', 't', 'l', 'n', 's']);
  assert.deepEqual(rows, [[9007199254740993n, new Date('2015-09-12T01:02:03Z'), [1, 2], null, 'é']]);
});

test('rows come chunk by chunk, in order, and only as fast as they are consumed', async () => {
  let seen = 0;
  let inFlightMax = 0;
  let inFlight = 0;
  const columns = await engine.forEachChunk(
    'SELECT range AS n FROM range(100000) ORDER BY n',
    async (rows) => {
      inFlight++;
      inFlightMax = Math.max(inFlightMax, inFlight);
      for (const [n] of rows) assert.equal(n, BigInt(seen++));
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
    },
  );
  assert.deepEqual(columns, ['n']);
  assert.equal(seen, 100000);
  assert.equal(inFlightMax, 1, 'one chunk handed over at a time');
});

test('a consumer that fails stops the statement and its error is the answer', async () => {
  const failure = new Error('consumer gone');
  await assert.rejects(
    engine.forEachChunk('SELECT range FROM range(10000000)', () => {
      throw failure;
    }),
    failure,
  );
  assert.equal((await engine.run('SELECT 1 AS one')).rows[0]?.[0], 1);
});

test('a reader that stops reading and then stops the query leaves no statement behind', async () => {
  const before = replaced.length;
  const stop = new AbortController();
  const held = new Promise<void>(() => {});
  setTimeout(() => stop.abort(), 300);
  await assert.rejects(
    engine.forEachChunk('SELECT range FROM range(10000000)', () => held, stop.signal),
    (error: unknown) => error instanceof SqlError && error.kind === 'cancelled',
  );
  assert.equal((await engine.run('SELECT 6 AS six')).rows[0]?.[0], 6);
  assert.deepEqual(replaced.slice(before), [], 'no process was replaced');
});

test('readUpTo answers the rows within its bound and nothing past it', async () => {
  assert.equal((await engine.readUpTo('SELECT * FROM range(3)', 5))?.rows.length, 3);
  assert.equal(await engine.readUpTo('SELECT * FROM range(10)', 5), undefined);
});

test("DuckDB's errors keep their words; a stopped statement is cancelled", async () => {
  await assert.rejects(engine.run('SELECT * FROM no_such_table'), /Catalog Error/);
  const stop = new AbortController();
  setTimeout(() => stop.abort(), 200);
  await assert.rejects(
    engine.run('SELECT COUNT(*) FROM range(100000000000) a', stop.signal),
    (error: unknown) => error instanceof SqlError && error.kind === 'cancelled',
  );
});

test('one allocation past the data limit fails its statement, and the engine serves the next one', async () => {
  await assert.rejects(
    engine.run("SELECT LENGTH(REPEAT(REPEAT('x', 1000000), 2000)) AS n"),
    (error: unknown) => /Out of Memory|memory/i.test((error as Error).message),
  );
  assert.equal((await engine.run('SELECT 2 AS two')).rows[0]?.[0], 2);
});

test('a string grown without end fails its statement with a memory error; the next statement runs', async () => {
  await assert.rejects(
    engine.run("SELECT LENGTH(REGEXP_REPLACE(REPEAT('x', 1000000), 'x', REPEAT('y', 10000), 'g')) AS m"),
    (error: unknown) => /memory/i.test((error as Error).message),
  );
  assert.equal((await engine.run('SELECT 4 AS four')).rows[0]?.[0], 4);
});

test('past its resident ceiling the process is ended: its statements fail as a resource limit', async () => {
  const reasons: string[] = [];
  // DuckDB's own limit far above the ceiling: only the watchdog can stop this hash table from growing.
  const small = await EngineProcess.open({
    sandbox: { allowedDirectories: [dir], memoryLimit: '4GB', threads: 1 },
    dataLimitBytes: 4 * 1024 ** 3,
    residentLimitBytes: 300 * 1024 ** 2,
    onReplaced: (reason) => reasons.push(reason),
  });
  try {
    await assert.rejects(
      small.run(
        "SELECT COUNT(DISTINCT range::VARCHAR || 'some padding to make it larger') AS n FROM range(20000000)",
      ),
      (error: unknown) => error instanceof SqlError && error.kind === 'resourceLimit',
    );
    assert.deepEqual(reasons, ['memory']);
    assert.equal((await small.run('SELECT 5 AS five')).rows[0]?.[0], 5);
  } finally {
    await small.close();
  }
});

/** EXISTS subqueries nested `levels` deep: DuckDB plans them in exponential time and hears no interrupt meanwhile. */
function nestedExists(levels: number): string {
  let query = '1';
  for (let level = 0; level < levels; level++)
    query = `(SELECT 1 FROM (SELECT 1 AS a) t WHERE EXISTS (SELECT ${query}))`;
  return `SELECT ${query}`;
}

test('a statement that ignores its stop ends its process; the next statement gets a new one', async () => {
  const before = replaced.length;
  const pid = engine.pid;
  const stop = new AbortController();
  setTimeout(() => stop.abort(), 300);
  await assert.rejects(
    engine.run(nestedExists(14), stop.signal),
    (error: unknown) => error instanceof SqlError && error.kind === 'cancelled',
  );
  assert.equal((await engine.run('SELECT 3 AS three')).rows[0]?.[0], 3);
  assert.deepEqual(replaced.slice(before), ['stuck']);
  assert.notEqual(engine.pid, pid);
});
