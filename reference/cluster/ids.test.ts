// Hostile names are refused before they are stored; rows stored before the check do no lasting damage.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openSqliteStore } from '../store/sqlite/open.ts';
import { openTestServer, type TestServer } from '../test-support/task-server.ts';
import { idProblem, MAX_ID_LENGTH } from './ids.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(() => t.close());

const HOSTILE = [
  '',
  '.hidden',
  'a/b',
  'a\u0000b',
  'tab\there',
  'line\nfeed',
  'del\u007f',
  'lone\ud800',
  'x'.repeat(300),
];

test('the real system refuses what IdUtils.validateId refuses; spaces, accents and emoji pass here', () => {
  for (const name of HOSTILE) assert.notEqual(idProblem(name), undefined, JSON.stringify(name));
  for (const name of ['wiki', 'with space', 'héllo', 'emoji 🙂', 'x'.repeat(MAX_ID_LENGTH), 'a.b'])
    assert.equal(idProblem(name), undefined, name);
});

test('INSERT, retention rules and compaction configurations refuse hostile datasource names with a 400', async () => {
  for (const name of HOSTILE) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const insert = await t.request('POST', '/analytics/v2/sql/task', {
      query: `INSERT INTO ${quoted} SELECT TIMESTAMP '2020-01-01' AS __time, 1 AS x PARTITIONED BY DAY`,
    });
    assert.ok(insert.statusCode >= 400 && insert.statusCode < 500, `${JSON.stringify(name)}: ${insert.body}`);
    const compaction = await t.request('POST', '/analytics/coordinator/v1/config/compaction', {
      dataSource: name,
    });
    assert.equal(compaction.statusCode, 400, `${JSON.stringify(name)}: ${compaction.body}`);
    assert.equal(typeof compaction.json().error, 'string');
    if (name === '' || name.includes('/') || !wellFormed(name)) continue; // no path segment of its own
    const rules = await t.request('POST', `/analytics/coordinator/v1/rules/${encodeURIComponent(name)}`, []);
    assert.equal(rules.statusCode, 400, `${JSON.stringify(name)}: ${rules.body}`);
  }
});

test('a task ID over 255 characters or with a / is refused at submit', async () => {
  for (const sqlQueryId of ['q'.repeat(250), 'a/b']) {
    const response = await t.request('POST', '/analytics/v2/sql/task', {
      query: `INSERT INTO "ok" SELECT TIMESTAMP '2020-01-01' AS __time, 1 AS x PARTITIONED BY DAY`,
      context: { sqlQueryId },
    });
    assert.equal(response.statusCode, 400, response.body);
  }
});

test('a task row with a hostile datasource stored earlier does not break sys.tasks or the task lists', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostile-rows-'));
  const store = openSqliteStore(dataDir);
  for (const [i, datasource] of HOSTILE.entries())
    store.tasks.add({
      id: `old-${i}`,
      type: 'query_controller',
      groupId: `old-${i}`,
      datasource,
      createdTime: 0,
      queueInsertionTime: 0,
      status: 'FAILED',
      runnerStatus: 'NONE',
      startTime: null,
      duration: 0,
      errorMsg: `bad ${datasource}`,
      sqlRequest: { query: '', context: {}, parameters: [] },
      report: null,
    });
  store.close();
  const old = await openTestServer({ dataDir });
  try {
    const sys = await old.request('POST', '/analytics/v2/sql', { query: 'SELECT * FROM sys.tasks' });
    assert.equal(sys.statusCode, 200, sys.body);
    assert.equal(sys.json().length, HOSTILE.length);
    for (const path of ['/analytics/indexer/v1/tasks', '/analytics/indexer/v1/completeTasks'])
      assert.equal((await old.request('GET', path)).statusCode, 200, path);
  } finally {
    await old.close();
  }
});

/** No lone surrogate (String.prototype.isWellFormed, not in this project's TypeScript lib). */
const wellFormed = (text: string): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
