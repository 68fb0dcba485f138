import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import { observe } from './observation-sql.ts';
import type { Sender } from './sender.ts';

/** A target that answers `body` and records what the kit asked. */
function target(body: unknown, asked: string[] = []): Sender {
  return {
    request: async (_method, _path, sent) => {
      asked.push(sent ?? '');
      return { status: 200, headers: {}, text: JSON.stringify(body) } satisfies HttpResponse;
    },
  };
}

test('observes in the object format and gives rows in the order of the asked columns', async () => {
  const asked: string[] = [];
  const sender = target(
    [
      { size: 10, segment_id: 'a' },
      { segment_id: 'b', size: 20 },
    ],
    asked,
  );
  const result = await observe(sender, 'SELECT "segment_id", "size" FROM sys.segments', [
    'segment_id',
    'size',
  ]);
  assert.deepEqual(result.rows, [
    ['a', 10],
    ['b', 20],
  ]);
  assert.deepEqual(JSON.parse(asked[0] ?? ''), {
    query: 'SELECT "segment_id", "size" FROM sys.segments',
    resultFormat: 'object',
  });
});

test('SELECT * takes the columns of the first row; no row is no row', async () => {
  assert.deepEqual((await observe(target([{ page: 'Alpha' }]), 'SELECT * FROM t')).rows, [['Alpha']]);
  assert.deepEqual((await observe(target([]), 'SELECT * FROM t', ['page'])).rows, []);
});

test('an answer not in the object format, or a row without an asked column, fails the observation', async () => {
  await assert.rejects(
    observe(target([['page'], ['Alpha']]), 'SELECT page FROM t', ['page']),
    /resultFormat object/,
  );
  await assert.rejects(observe(target([{ other: 1 }]), 'SELECT page FROM t', ['page']), /no column "page"/);
  await assert.rejects(
    observe({ request: async () => ({ status: 400, headers: {}, text: '{"error":"x"}' }) }, 'SELECT 1', [
      'x',
    ]),
    /400/,
  );
});
