// The streaming cursor: frames in order, bounded read-ahead, the engine paused and stopped, failures and timeouts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AvaticaError } from './errors.ts';
import { ResultCursor, type RowSource } from './result-cursor.ts';

const CHUNK = 2048;

/** A source of `total` one-column rows in engine-sized chunks, recording how far it got and whether it was stopped. */
function counting(total: number) {
  const seen = { produced: 0, maxAhead: 0, aborted: false, finished: false };
  let cursor: ResultCursor | undefined;
  const source: RowSource = async (onRows, signal) => {
    signal.addEventListener('abort', () => {
      seen.aborted = true;
    });
    for (let start = 0; start < total; start += CHUNK) {
      if (signal.aborted) throw new Error('stopped');
      const rows = Array.from({ length: Math.min(CHUNK, total - start) }, (_, i) => [start + i]);
      seen.produced += rows.length;
      seen.maxAhead = Math.max(seen.maxAhead, seen.produced - (cursor?.offset ?? 0));
      await onRows(rows);
    }
    seen.finished = true;
  };
  return {
    source,
    seen,
    watch: (watched: ResultCursor) => {
      cursor = watched;
      return watched;
    },
  };
}

test('frames come in order, as asked, and the last one is done', async () => {
  const { source } = counting(5000);
  const cursor = new ResultCursor({ aheadRows: 1000, aheadBytes: 1 << 20 }, source);
  let offset = 0;
  let frame = await cursor.frame(0, 1500, 5000);
  const values: unknown[] = [];
  while (true) {
    assert.equal(frame.offset, offset);
    values.push(...frame.rows.map((row) => row[0]));
    offset += frame.rows.length;
    if (frame.done) break;
    assert.equal(frame.rows.length, 1500);
    frame = await cursor.frame(offset, 1500, 5000);
  }
  assert.deepEqual(
    values,
    Array.from({ length: 5000 }, (_, i) => i),
  );
  assert.ok(cursor.exhausted);
});

test('a million rows never run more than a frame plus one chunk ahead of the client', async () => {
  const { source, seen, watch } = counting(1_000_000);
  const cursor = watch(new ResultCursor({ aheadRows: 5000, aheadBytes: 4 << 20 }, source));
  let offset = 0;
  for (;;) {
    const frame = await cursor.frame(offset, 5000, 5000);
    offset += frame.rows.length;
    if (frame.done) break;
  }
  assert.equal(offset, 1_000_000);
  assert.ok(seen.maxAhead <= 5000 + CHUNK, `read ${seen.maxAhead} rows ahead`);
});

test('a client that stops fetching pauses the engine; closing stops it', async () => {
  const { source, seen } = counting(1_000_000);
  const cursor = new ResultCursor({ aheadRows: 5000, aheadBytes: 4 << 20 }, source);
  await cursor.frame(0, 100, 5000);
  await new Promise((done) => setTimeout(done, 50));
  assert.ok(seen.produced <= 100 + 5000 + CHUNK, `produced ${seen.produced} rows for a client that read 100`);
  cursor.close();
  await new Promise((done) => setTimeout(done, 10));
  assert.ok(seen.aborted);
  assert.equal(seen.finished, false);
});

test('a frame asked at any other offset than the next row is refused, and the result stays usable', async () => {
  const { source } = counting(1000);
  const cursor = new ResultCursor({ aheadRows: 500, aheadBytes: 1 << 20 }, source);
  await cursor.frame(0, 100, 5000);
  await assert.rejects(cursor.frame(50, 100, 5000), (error: AvaticaError) => {
    assert.equal(
      error.errorMessage?.includes(
        'Druid can only fetch forward. Requested offset of 50 != current offset 100',
      ),
      true,
    );
    return true;
  });
  assert.equal((await cursor.frame(100, 100, 5000)).rows[0]?.[0], 100);
});

test('a slow engine answers an empty frame, not done, after the wait, and the rows come later', async () => {
  let release: () => void = () => {};
  const source: RowSource = async (onRows) => {
    await new Promise<void>((done) => {
      release = done;
    });
    await onRows([[1]]);
  };
  const cursor = new ResultCursor({ aheadRows: 10, aheadBytes: 1 << 20 }, source);
  const empty = await cursor.frame(0, 10, 20);
  assert.deepEqual(empty, { offset: 0, done: false, rows: [] });
  release();
  assert.deepEqual(await cursor.frame(0, 10, 1000), { offset: 0, done: true, rows: [[1]] });
});

test('a failure of the engine reaches the next frame, mapped once', async () => {
  const source: RowSource = async (onRows) => {
    await onRows([[1]]);
    throw new Error('disk on fire');
  };
  const cursor = new ResultCursor({ aheadRows: 10, aheadBytes: 1 << 20 }, source, () => new Error('mapped'));
  const frame = await cursor.frame(0, 1, 1000);
  assert.deepEqual(frame.rows, [[1]]);
  await assert.rejects(cursor.frame(1, 1, 1000), /mapped/);
  assert.ok(cursor.failed);
});

test('rows of many bytes end a frame early at the byte bound (never below one row)', async () => {
  const wide = 'x'.repeat(1000);
  const source: RowSource = async (onRows) => onRows(Array.from({ length: 100 }, () => [wide]));
  const cursor = new ResultCursor({ aheadRows: 1000, aheadBytes: 10_000 }, source);
  const frame = await cursor.frame(0, 100, 1000);
  assert.ok(frame.rows.length >= 1 && frame.rows.length < 100, `${frame.rows.length} rows`);
  assert.equal(frame.done, false);
});
