// The hostile requests of issue 18, each with what a bounded server answers: a 4xx, a timeout, a failed task.
import { gzipSync } from 'node:zlib';
import { type Answer, postJson, send, statementEnd, taskEnd } from './http.ts';

export interface Attack {
  readonly name: string;
  /** What the reference should answer (a status, or a task's or statement's end). */
  readonly expected: string;
  /** Sends the request(s) and describes the outcome in the terms of `expected`. */
  run(baseUrl: string): Promise<string>;
}

const SQL = '/analytics/v2/sql';
/** The datasource the cross joins read: 1,000 rows, ingested before the attacks. */
export const TABLE = 'robust_attacks';

const sql =
  (query: string, context: Record<string, unknown> = {}, abortAfterMs?: number) =>
  (base: string) =>
    postJson(`${base}${SQL}`, { query, context }, abortAfterMs).then(statusOf);
const statusOf = (answer: Answer): string => (answer.status === 0 ? answer.text : String(answer.status));

const nested = (levels: number, wrap: (inner: string) => string): string => {
  let query = '1';
  for (let level = 0; level < levels; level++) query = wrap(query);
  return `SELECT ${query}`;
};
const scalar = (inner: string) => `(SELECT ${inner})`;
const exists = (inner: string) => `(SELECT 1 FROM (SELECT 1 AS a) t WHERE EXISTS (SELECT ${inner}))`;

/** A count over `copies` cross-joined copies of the 1,000-row table: 10^(3·copies) combinations. */
const crossJoin = (copies: number): string =>
  `SELECT COUNT(*) FROM ${Array.from({ length: copies }, (_, i) => `"${TABLE}" AS t${i}`).join(' CROSS JOIN ')}`;

async function submitTask(
  base: string,
  query: string,
  context: Record<string, unknown> = {},
): Promise<string> {
  const answer = await postJson(`${base}${SQL}/task`, { query, context });
  if (answer.status !== 200 && answer.status !== 202) return String(answer.status);
  return taskEnd(base, (JSON.parse(answer.text) as { taskId: string }).taskId);
}

export const ATTACKS: readonly Attack[] = [
  { name: "LPAD('x', 2147483647)", expected: '400', run: sql("SELECT LPAD('x', 2147483647)") },
  {
    name: 'REPEAT over rows to 2 GB',
    expected: '400',
    run: sql(`SELECT MAX(LENGTH(REPEAT('x', "n" * 2000000))) FROM "${TABLE}"`),
  },
  {
    name: 'cross join of 4 copies (10^12 rows), client gone after 3 s',
    expected: 'client gave up',
    run: sql(crossJoin(4), {}, 3000),
  },
  {
    name: 'cross join with context.timeout 1000 ms',
    expected: '504',
    run: sql(crossJoin(4), { timeout: 1000 }),
  },
  { name: '30 nested scalar subqueries', expected: '200', run: sql(nested(30, scalar)) },
  { name: '50 nested scalar subqueries', expected: '200', run: sql(nested(50, scalar)) },
  { name: '15 nested EXISTS (30 subqueries deep)', expected: '200', run: sql(nested(15, exists)) },
  { name: '300 nested scalar subqueries', expected: '400', run: sql(nested(300, scalar)) },
  {
    name: '300 subqueries side by side',
    expected: '400',
    run: sql(`SELECT ${Array.from({ length: 300 }, (_, i) => `(SELECT ${i}) AS c${i}`).join(', ')}`),
  },
  {
    name: 'two SELECT tasks of 15 nested EXISTS at once (both task slots)',
    expected: 'SUCCESS,SUCCESS',
    run: async (base) =>
      (await Promise.all([submitTask(base, nested(15, exists)), submitTask(base, nested(15, exists))])).join(
        ',',
      ),
  },
  {
    name: 'statement: cross join with context.timeout 1000 ms',
    expected: 'FAILED (Canceled, TIMEOUT)',
    run: async (base) => {
      const answer = await postJson(`${base}${SQL}/statements`, {
        query: crossJoin(4),
        context: { executionMode: 'ASYNC', timeout: 1000 },
      });
      if (answer.status !== 200) return String(answer.status);
      return statementEnd(base, (JSON.parse(answer.text) as { queryId: string }).queryId);
    },
  },
  {
    name: 'INSERT of 3,000 rows with rowsPerSegment 1',
    expected: 'FAILED (TooManyPartitions)',
    run: (base) =>
      submitTask(
        base,
        `INSERT INTO "robust_segments" SELECT a."__time", a."n" FROM "${TABLE}" a CROSS JOIN "${TABLE}" b ` +
          'WHERE b."n" < 3 PARTITIONED BY DAY',
        { rowsPerSegment: 1 },
      ),
  },
  {
    name: 'autoScaler minNumWorkers 3,000,000',
    expected: '400',
    run: async (base) =>
      statusOf(
        await postJson(`${base}/analytics/indexer/v1/worker`, {
          selectStrategy: { type: 'fillCapacity' },
          autoScaler: { type: 'ec2', minNumWorkers: 3_000_000, maxNumWorkers: 3_000_000, envConfig: {} },
        }),
      ),
  },
  {
    name: 'form body with a bad %-escape',
    expected: '400',
    run: async (base) =>
      statusOf(
        await send(`${base}${SQL}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'query=SELECT%201%ZZ&x=%',
        }),
      ),
  },
  {
    name: 'sqlQueryId of 1,000,000 characters',
    expected: '400',
    run: sql('SELECT 1', { sqlQueryId: 'q'.repeat(1e6) }),
  },
  {
    name: 'INSERT into a datasource whose name holds NUL',
    expected: '400',
    run: async (base) =>
      submitTask(base, `INSERT INTO "a\u0000b" SELECT TIMESTAMP '2015-09-12' AS "__time" PARTITIONED BY DAY`),
  },
  {
    name: 'retention rules of a datasource whose name holds NUL',
    expected: '400',
    run: async (base) => statusOf(await postJson(`${base}/analytics/coordinator/v1/rules/a%00b`, [])),
  },
  {
    name: '10,000 nested parentheses',
    expected: '400',
    run: sql(`SELECT ${'('.repeat(10_000)}1${')'.repeat(10_000)}`),
  },
  { name: '1+1+… with 100,000 terms', expected: '400', run: sql(`SELECT 1${'+1'.repeat(100_000)}`) },
  {
    name: 'SQL parameter value nested 100,000 levels deep',
    expected: '400',
    run: async (base) =>
      statusOf(
        await send(`${base}${SQL}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: `{"query":"SELECT ?","parameters":[{"type":"VARCHAR","value":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`,
        }),
      ),
  },
  {
    name: 'IN list of 50,000 values',
    expected: '400',
    run: sql(
      `SELECT COUNT(*) FROM "${TABLE}" WHERE "n" IN (${Array.from({ length: 50_000 }, (_, i) => i).join(',')})`,
    ),
  },
  {
    name: 'IN list of 4,900 values (within the token bound)',
    expected: '200',
    run: sql(
      `SELECT COUNT(*) FROM "${TABLE}" WHERE "n" IN (${Array.from({ length: 4_900 }, (_, i) => i).join(',')})`,
    ),
  },
  {
    name: 'gzip body inflating to 200 MB',
    expected: '413',
    run: async (base) =>
      statusOf(
        await send(`${base}${SQL}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
          body: gzipSync(Buffer.alloc(200 * 1024 * 1024, 32)),
        }),
      ),
  },
];
