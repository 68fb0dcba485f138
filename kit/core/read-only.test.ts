// Read-only mode: which requests may be sent, the guard that refuses the others, and the exclusion it causes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Method, Target } from './client.ts';
import {
  changesNothing,
  excludeRefusedScenarios,
  ReadOnlyRefusal,
  readOnlyTarget,
  takePendingRefusal,
} from './read-only.ts';

const query = (text: string) => JSON.stringify({ query: text });

test('only reads and synchronous SQL queries change nothing', () => {
  const cases: [string, string, string | undefined, boolean][] = [
    ['GET', '/analytics/coordinator/v1/config', undefined, true],
    ['HEAD', '/analytics/status', undefined, true],
    ['POST', '/analytics/v2/sql', query('SELECT 1'), true],
    ['POST', '/analytics/v2/sql/?pretty', query('WITH a AS (SELECT 1) SELECT * FROM a'), true],
    ['POST', '/analytics/v2/sql', 'not json', true],
    ['POST', '/analytics/v2/sql', query(' -- load\n INSERT INTO t SELECT 1'), false],
    ['POST', '/analytics/v2/sql', query('/* x */ replace into t overwrite all select 1'), false],
    ['POST', '/analytics/v2/sql/task', query('SELECT 1'), false],
    ['POST', '/analytics/v2/sql/statements', query('SELECT 1'), false],
    ['POST', '/other/v2/sql', query('SELECT 1'), false],
    ['POST', '/analytics/coordinator/v1/config', '{}', false],
    ['DELETE', '/analytics/v2/sql/abc', undefined, false],
  ];
  for (const [method, path, body, expected] of cases)
    assert.equal(changesNothing(method, path, body), expected, `${method} ${path} ${body}`);
});

function recordingTarget(): Target & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(method: Method, path: string) {
      sent.push(`${method} ${path}`);
      return { status: 200, headers: {}, text: '' };
    },
    async close() {},
  };
}

test('the guard never sends a refused request and throws a refusal naming it', async () => {
  const base = recordingTarget();
  const guarded = readOnlyTarget(base);
  await guarded.send('GET', '/analytics/coordinator/v1/config');
  await assert.rejects(guarded.send('POST', '/analytics/coordinator/v1/config', '{}'), (error: unknown) => {
    assert.ok(error instanceof ReadOnlyRefusal);
    assert.equal(
      error.message,
      'read-only mode: the scenario would send POST /analytics/coordinator/v1/config',
    );
    return true;
  });
  assert.deepEqual(base.sent, ['GET /analytics/coordinator/v1/config']);
  assert.ok(takePendingRefusal() instanceof ReadOnlyRefusal);
  assert.equal(takePendingRefusal(), undefined);
});

class FakeWorld {
  readonly logs: string[] = [];
  log(text: string) {
    this.logs.push(text);
  }
}

test('a step whose request is refused ends skipped, with the reason logged as excluded', async () => {
  const guarded = readOnlyTarget(recordingTarget());
  const step = excludeRefusedScenarios(async function (this: FakeWorld, _path: string, _body: string) {
    await guarded.send('DELETE', '/analytics/v2/sql/q1');
  });
  assert.equal(step.length, 2);
  const world = new FakeWorld();
  assert.equal(await step.call(world, 'a', 'b'), 'skipped');
  assert.deepEqual(world.logs, [
    'excluded: read-only mode: the scenario would send DELETE /analytics/v2/sql/q1',
  ]);
});

test('a refusal a helper swallowed excludes the scenario when the step fails for it', async () => {
  const guarded = readOnlyTarget(recordingTarget());
  const step = excludeRefusedScenarios(async function (this: FakeWorld) {
    const outcome = await guarded.send('POST', '/analytics/v2/sql/statements').catch(() => 'lost');
    throw new Error(`the statement was ${outcome}`);
  });
  const world = new FakeWorld();
  assert.equal(await step.call(world), 'skipped');
  assert.match(
    world.logs[0] ?? '',
    /^excluded: read-only mode: the scenario would send POST \/analytics\/v2\/sql\/statements$/,
  );
});

test('other failures and results pass through; a new scenario starts without a pending refusal', async () => {
  const guarded = readOnlyTarget(recordingTarget());
  await guarded.send('POST', '/analytics/v2/sql/task').catch(() => undefined);
  const failing = excludeRefusedScenarios(function (this: FakeWorld) {
    throw new Error('a real failure');
  });
  assert.throws(() => failing.call(new FakeWorld()), /a real failure/);
  const sync = excludeRefusedScenarios(function (this: FakeWorld, value: number) {
    return value * 2;
  });
  assert.equal(sync.call(new FakeWorld(), 21), 42);
  const asyncFailure = excludeRefusedScenarios(async function (this: FakeWorld) {
    throw new assert.AssertionError({ message: 'non-conformant' });
  });
  await assert.rejects(asyncFailure.call(new FakeWorld()), /non-conformant/);
});

test('without a world to log to (BeforeAll), a refusal stays an error', () => {
  const hook = excludeRefusedScenarios(() => {
    throw new ReadOnlyRefusal('POST', '/x');
  });
  assert.throws(() => hook.call(undefined), ReadOnlyRefusal);
});
