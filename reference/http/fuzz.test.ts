// The HTTP fuzz test (issue 18): seeded hostile requests across every route family must never answer 5xx (but for
// the one the real system and the kit's errors.feature decide: integer division by zero), every 4xx must carry the
// spec's error shape, no request may hang, and the server must still answer afterwards.
// FUZZ_CASES (default 5000) and FUZZ_SEED (default 18) choose the run; a failure names its case to replay.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { answerProblem, SQL_ROUTES } from './fuzz/answer-problem.ts';
import { bodyText, jsonValue } from './fuzz/bodies.ts';
import { pathSegment } from './fuzz/names.ts';
import { queryString } from './fuzz/query-params.ts';
import { prng, type Random } from './fuzz/random.ts';
import { sqlText } from './fuzz/sql.ts';
import { declaredRoutes } from './route-permission.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 5000);
const SEED = Number(process.env.FUZZ_SEED ?? 18);
const REQUEST_TIMEOUT_MS = 15_000;
const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'HEAD', 'PATCH'] as const;
type Method = (typeof METHODS)[number];

/** A well-formed body per route family, for mutation. */
function sampleBody(url: string, r: Random): unknown {
  if (SQL_ROUTES.has(url)) return sqlRequest(r);
  if (url.includes('/rules')) return [{ type: 'loadForever', tieredReplicants: { _default_tier: 1 } }];
  if (url.includes('/config/compaction'))
    return { dataSource: 'wiki', maxRowsPerSegment: 1000, skipOffsetFromLatest: 'P1D' };
  if (url.includes('/worker'))
    return {
      selectStrategy: { type: 'fillCapacity' },
      autoScaler: { type: 'ec2', minNumWorkers: 0, maxNumWorkers: 1 },
    };
  if (url.includes('/coordinator/v1/config')) return { maxSegmentsToMove: 5, replicantLifetime: 15 };
  if (url.includes('markUnused') || url.includes('markUsed')) return { interval: '2015-09-12/2015-09-13' };
  if (url.includes('/security/')) return { password: 'secret' };
  return {};
}

function sqlRequest(r: Random): Record<string, unknown> {
  const request: Record<string, unknown> = { query: sqlText(r) };
  if (r.chance(0.3)) request.context = r.chance(0.5) ? jsonValue(r) : { sqlQueryId: pathSegment(r) };
  if (r.chance(0.2))
    request.parameters = [{ type: r.pick(['BIGINT', 'VARCHAR', 'NOPE']), value: jsonValue(r) }];
  if (r.chance(0.2)) request.resultFormat = r.pick(['object', 'array', 'csv', 'nope', 1]);
  return request;
}

interface FuzzCase {
  readonly method: Method;
  readonly url: string;
  readonly route: string;
  readonly headers: Record<string, string>;
  readonly payload?: string;
}

function makeCase(routes: readonly { method: string; url: string }[], r: Random): FuzzCase {
  // SQL routes get a third of the cases: they have the most input to get wrong.
  const route = r.chance(0.33)
    ? { method: 'POST', url: r.pick([...SQL_ROUTES]) }
    : r.pick(routes.filter((x) => x.method !== 'HEAD'));
  const method = r.chance(0.9) ? (route.method as Method) : r.pick(METHODS);
  const path = route.url.replace(/:[A-Za-z]+|\*/g, () => pathSegment(r));
  const longer = r.chance(0.03);
  const url = (longer ? `${path}/${'x'.repeat(r.int(9000))}` : path) + queryString(r);
  const headers: Record<string, string> = {};
  const hasBody = method !== 'GET' && method !== 'HEAD' && !(method === 'DELETE' && r.chance(0.7));
  if (hasBody)
    headers['content-type'] = r.chance(0.9)
      ? 'application/json'
      : r.pick(['text/plain', 'application/x-www-form-urlencoded', 'bogus', '']);
  const payload = hasBody
    ? SQL_ROUTES.has(route.url) && r.chance(0.8)
      ? JSON.stringify(sqlRequest(r))
      : bodyText(r, () => sampleBody(route.url, r))
    : undefined;
  return {
    method,
    url,
    route: longer ? '' : route.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  };
}

let t: TestServer;
before(async () => {
  t = await openTestServer();
  // A datasource with rows, so that SQL on `wiki` evaluates hostile expressions on data, not only on constants.
  const rows = [
    "SELECT TIMESTAMP '2015-09-12 00:00:00' AS __time, '#en' AS channel, 10 AS added, 1.5 AS delta",
    "SELECT TIMESTAMP '2015-09-12 01:00:00' AS __time, '#fr' AS channel, 0 AS added, -2.0 AS delta",
  ];
  const task = await t.submit(`INSERT INTO wiki ${rows.join(' UNION ALL ')} PARTITIONED BY DAY`);
  assert.equal((await t.finished(task)).statusCode, 'SUCCESS');
});
after(() => t.close());

test(`${CASES} hostile requests (seed ${SEED}): no 5xx, the error shape on every 4xx, no hang`, async () => {
  const r = prng(SEED);
  const routes = declaredRoutes(t.server.app);
  assert.ok(routes.length > 50, 'every route is declared');
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < CASES; i++) {
    const c = makeCase(routes, r);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((done) => {
      timer = setTimeout(() => done('timeout'), REQUEST_TIMEOUT_MS);
    });
    const answer = await Promise.race([
      t.server.app.inject({
        method: c.method,
        url: c.url,
        headers: c.headers,
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      }),
      timeout,
    ]);
    clearTimeout(timer);
    const found =
      answer === 'timeout'
        ? `no answer within ${REQUEST_TIMEOUT_MS} ms`
        : answerProblem(c.route, c.method, answer);
    if (answer !== 'timeout') statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    if (found !== undefined) {
      const said = answer === 'timeout' ? '' : answer.body.slice(0, 300);
      failures.push(
        `case ${i}: ${c.method} ${c.url.slice(0, 200)} ${(c.payload ?? '').slice(0, 200)}\n  → ${found} ${said}`,
      );
    }
  }
  const health = await t.server.app.inject({ method: 'GET', url: '/status/health' });
  assert.equal(health.statusCode, 200, 'the server still answers');
  const sql = await t.request('POST', '/analytics/v2/sql', { query: 'SELECT 1 AS one' });
  assert.equal(sql.statusCode, 200, sql.body);
  if (process.env.FUZZ_VERBOSE) console.log([...statuses].sort(([a], [b]) => a - b));
  assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${CASES} cases failed`);
});
