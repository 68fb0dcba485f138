// Integration test of runDifferential: two reference servers (one behind an altering proxy) compared on the corpus.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { DivergenceKind } from './compare.ts';
import { readCorpus } from './corpus.ts';
import type { Expectation } from './expectations.ts';
import { runDifferential } from './run.ts';
import { writeScenarioRecords } from './scenario-records.ts';
import { type Alteration, alteringProxy, type Listening, listeningReference } from './test-servers.ts';

const LINK = 'https://example.org/issues/1';
let target: Listening;
let reference: Listening;
let proxy: Awaited<ReturnType<typeof alteringProxy>>;
const dirs: string[] = [];

before(async () => {
  [target, reference] = await Promise.all([listeningReference(), listeningReference()]);
  proxy = await alteringProxy(reference.url);
});

after(async () => {
  await proxy.close();
  await Promise.all([target.close(), reference.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function reportDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'differential-report-'));
  dirs.push(dir);
  return dir;
}

async function run(dir: string, expectations: Expectation[] = [], referenceUrl = proxy.url) {
  const expectationsFile = join(dir, 'expectations.json');
  writeFileSync(expectationsFile, JSON.stringify({ expectations }));
  return runDifferential({
    target: { url: target.url, serviceWord: 'analytics' },
    reference: { url: referenceUrl, serviceWord: 'analytics' },
    reportDir: dir,
    expectationsFile,
    setupTimeoutMs: 20_000,
  });
}

const statusOf = (result: Awaited<ReturnType<typeof run>>, id: string) =>
  result.queries.find((query) => query.id === id)?.status;

/** The reference counts one row more in count-all, `SELECT COUNT(*) AS n FROM "…"` (the setup's own count says `AS "n"`). */
const countOneMore: Alteration = (request, responseBody) => {
  if (request.method !== 'POST' || request.path !== '/analytics/v2/sql') return undefined;
  const { query } = JSON.parse(request.body) as { query: string };
  if (!/^SELECT COUNT\(\*\) AS n FROM "[^"]+"$/.test(query)) return undefined;
  const rows = JSON.parse(responseBody) as unknown[][];
  // An error body (the corpus also counts a missing table) stays as it is.
  if (!Array.isArray(rows)) return undefined;
  return JSON.stringify(rows.map((row, i) => (i === rows.length - 1 ? [Number(row[0]) + 1] : row)));
};

test('two reference servers agree on every corpus query', async () => {
  proxy.alter = undefined;
  const dir = reportDir();
  const result = await run(dir);
  assert.equal(result.exitCode, 0, readFileSync(result.files.markdown, 'utf8'));
  assert.equal(result.counts.match, readCorpus().length);
  assert.ok(existsSync(join(dir, 'differential.json')));
  assert.match(readFileSync(join(dir, 'differential.md'), 'utf8'), /Every query matched\./);
  assert.deepEqual(result.cleanup, []);
});

test('a listed query that now matches is an unexpected pass that fails the run; scenario records are judged too', async () => {
  proxy.alter = undefined;
  const dir = reportDir();
  const divergence = {
    query: 'SELECT 1',
    kind: 'values' as DivergenceKind,
    detail: 'only on the target: [1]; only on the reference: [2]',
    target: { kind: 'error' as const, status: 400, errorCode: 'x' },
    reference: { kind: 'error' as const, status: 400, errorCode: 'y' },
  };
  const scenario = (name: string, divergences: (typeof divergence)[]) => ({
    scenario: name,
    feature: 'features/sql/x.feature',
    compared: 1,
    divergences,
    errors: [],
  });
  writeScenarioRecords(dir, undefined, [
    scenario('listed and diverging', [divergence]),
    scenario('listed but matching', []),
    scenario('diverging', [divergence]),
  ]);
  const result = await run(dir, [
    { id: 'group-by-channel', note: 'rounds AVG differently', link: LINK },
    { scenario: 'listed and diverging', note: 'n', link: LINK },
    { scenario: 'listed but matching', note: 'n', link: LINK },
  ]);
  assert.equal(statusOf(result, 'group-by-channel'), 'unexpected-pass');
  assert.deepEqual(
    result.scenarios.map((s) => s.status),
    ['expected-divergence', 'unexpected-pass', 'divergence'],
  );
  assert.equal(result.exitCode, 1);
  const markdown = readFileSync(result.files.markdown, 'utf8');
  assert.match(
    markdown,
    /\*\*Unexpected passes\*\* \(remove them from the expectations file\): group-by-channel, listed but matching/,
  );
});

test('an altered value is a divergence, and an expected divergence once listed with its kind', async () => {
  proxy.alter = countOneMore;
  const diverging = await run(reportDir());
  const query = diverging.queries.find((q) => q.id === 'count-all');
  assert.equal(query?.status, 'divergence');
  assert.equal(query?.kind, 'values');
  assert.equal(query?.detail, 'only on the target: [300]; only on the reference: [301]');
  assert.equal(
    diverging.counts.divergence,
    1,
    JSON.stringify(diverging.queries.filter((q) => q.status !== 'match')),
  );
  assert.equal(diverging.exitCode, 1);

  const listed = await run(reportDir(), [
    { id: 'count-all', note: 'counts one more', link: LINK, kind: 'values' },
  ]);
  assert.equal(statusOf(listed, 'count-all'), 'expected-divergence');
  assert.equal(listed.exitCode, 0);
  const json = JSON.parse(readFileSync(listed.files.json, 'utf8')) as {
    queries: { id: string; expectation?: unknown }[];
  };
  assert.deepEqual(json.queries.find((q) => q.id === 'count-all')?.expectation, {
    id: 'count-all',
    note: 'counts one more',
    link: LINK,
    kind: 'values',
  });
});

test('a query listed as not sent reaches neither server and counts as its listed divergence', async () => {
  const seen: string[] = [];
  proxy.alter = (request) => {
    if (request.method === 'POST' && request.path === '/analytics/v2/sql') seen.push(request.body);
    return undefined;
  };
  const result = await run(reportDir(), [
    { id: 'count-all', note: 'never ends', class: 'druid-bug', evidence: 'a thread dump', notSent: true },
  ]);
  proxy.alter = undefined;
  const query = result.queries.find((q) => q.id === 'count-all');
  assert.equal(query?.status, 'expected-divergence');
  assert.equal(query?.reason, 'not sent: never ends');
  assert.equal(query?.target, undefined);
  assert.equal(result.exitCode, 0);
  assert.ok(seen.length > 0);
  const countAll = `SELECT COUNT(*) AS n FROM "${result.datasources.datasource}"`;
  const queries = seen.map((body) => (JSON.parse(body) as { query: string }).query);
  assert.ok(!queries.includes(countAll), 'count-all was sent');
});

test('an unreachable reference is a harness error for every query, never a divergence', async () => {
  const closed = await alteringProxy('http://127.0.0.1:9');
  const url = closed.url;
  await closed.close();
  const result = await run(reportDir(), [], url);
  assert.equal(result.exitCode, 2);
  assert.equal(result.counts.error, readCorpus().length);
  assert.equal(result.counts.divergence, 0);
  assert.match(result.setup.reference ?? '', /failed/);
  assert.equal(result.setup.target, null);
});

test('a reference that stops answering queries is asked three times, then every query left is a harness error', async () => {
  proxy.alter = (request) =>
    request.method === 'POST' && request.path === '/analytics/v2/sql' && !request.body.includes('AS \\"n\\"')
      ? null
      : undefined;
  const result = await run(reportDir());
  proxy.alter = undefined;
  assert.equal(result.setup.reference, null);
  assert.equal(result.counts.error, readCorpus().length);
  assert.equal(result.exitCode, 2);
  assert.match(
    result.queries[0]?.reason ?? '',
    /^reference: POST http:\/\/127\.0\.0\.1:\d+\/analytics\/v2\/sql failed/,
  );
  assert.equal(result.queries[3]?.reason, 'not run: the 3 queries before got no answer');
});
