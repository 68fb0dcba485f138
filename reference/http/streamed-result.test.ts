import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { test } from 'node:test';
import { SqlError } from '../sql/errors.ts';
import { resultWriter } from '../sql/results/format.ts';
import { COMMIT_BYTES, streamResult } from './streamed-result.ts';

const shape = {
  columns: [{ name: 'n', sqlType: 'BIGINT', runtimeType: 'LONG' }],
  timeZone: 'UTC',
};
const writer = () =>
  resultWriter(shape, { format: 'array', header: false, typesHeader: false, sqlTypesHeader: false });

/** `count` chunks of `size` rows, then `end` (nothing, or a failure). */
const rows =
  (count: number, size: number, failure?: Error) =>
  async (onRows: (rows: unknown[][]) => Promise<void>): Promise<void> => {
    for (let chunk = 0; chunk < count; chunk++)
      await onRows(Array.from({ length: size }, (_, index) => [chunk * size + index]));
    if (failure) throw failure;
  };

test('a result that ends within the commit size is answered whole', async () => {
  const answer = await streamResult(rows(2, 3), writer(), Number.POSITIVE_INFINITY);
  assert.ok('whole' in answer);
  assert.equal(answer.whole, '[[0],[1],[2],[3],[4],[5]]\n');
});

test('a failure before the commit size rejects: the caller answers an error, no body was sent', async () => {
  const failure = new SqlError('timeout', 'stopped');
  await assert.rejects(streamResult(rows(2, 3, failure), writer(), Number.POSITIVE_INFINITY), failure);
});

test('a large result streams, and its text is the whole result in order', async () => {
  const chunks = Math.ceil(COMMIT_BYTES / 1000) * 3;
  const answer = await streamResult(rows(chunks, 200), writer(), Number.POSITIVE_INFINITY);
  assert.ok('stream' in answer, 'committed before the end');
  const body = JSON.parse(await text(answer.stream)) as number[][];
  assert.equal(body.length, chunks * 200);
  assert.deepEqual(body.at(-1), [chunks * 200 - 1]);
  await answer.finished;
});

test('a failure after the commit cuts the stream off: the reader gets an error, never a complete body', async () => {
  const failure = new SqlError('timeout', 'stopped');
  const chunks = Math.ceil(COMMIT_BYTES / 1000) * 2;
  const answer = await streamResult(rows(chunks, 200, failure), writer(), Number.POSITIVE_INFINITY);
  assert.ok('stream' in answer);
  await assert.rejects(text(answer.stream));
  await assert.rejects(answer.finished, failure);
});

test('an answer longer than the bound fails with a resource limit, before or after the commit', async () => {
  await assert.rejects(streamResult(rows(5, 10), writer(), 20), { kind: 'resourceLimit' });
  const answer = await streamResult(rows(100, 2000), writer(), COMMIT_BYTES * 2);
  assert.ok('stream' in answer);
  await assert.rejects(text(answer.stream));
  await assert.rejects(answer.finished, { kind: 'resourceLimit' });
});

test('a reader that goes away stops the rows: the producer hears a cancel', async () => {
  let produced = 0;
  const endless = async (onRows: (rows: unknown[][]) => Promise<void>): Promise<void> => {
    for (;;) {
      await onRows(Array.from({ length: 500 }, (_, index) => [index]));
      produced++;
    }
  };
  const answer = await streamResult(endless, writer(), Number.POSITIVE_INFINITY);
  assert.ok('stream' in answer);
  answer.stream.destroy();
  await assert.rejects(answer.finished, { kind: 'cancelled' });
  assert.ok(produced < 1000, `the producer stopped (${produced} chunks)`);
});
