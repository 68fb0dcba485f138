// Pages in durable storage: cut at rowsPerPage, read back in order, and swept when no finished statement owns them.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { PageWriter, pageLines, pagesPresent, resultsDir, sweepDurableResults } from './durable-storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'durable-storage-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => [from + i, `r${from + i}`]);

test('rows are cut into pages of at most rowsPerPage rows, across chunks, and read back in order', async () => {
  const dir = resultsDir(dataDir, 'query-pages');
  const writer = await PageWriter.create(dir, 4);
  await writer.write(rows(0, 3));
  await writer.write(rows(3, 6));
  const pages = await writer.finish();
  assert.deepEqual(
    pages.map((p) => [p.id, p.numRows]),
    [
      [0, 4],
      [1, 4],
      [2, 1],
    ],
  );
  assert.equal(
    pages[0]?.sizeInBytes,
    Buffer.byteLength(
      `${rows(0, 4)
        .map((r) => JSON.stringify(r))
        .join('\n')}\n`,
    ),
  );
  const read: unknown[] = [];
  for await (const line of pageLines(dir, pages)) read.push(JSON.parse(line));
  assert.deepEqual(read, rows(0, 9));
  const second: unknown[] = [];
  for await (const line of pageLines(dir, pages.slice(1, 2))) second.push(JSON.parse(line));
  assert.deepEqual(second, rows(4, 4));
});

test('a result without rows has no page; a discarded write leaves nothing', async () => {
  const empty = await PageWriter.create(resultsDir(dataDir, 'query-empty'), 10);
  assert.deepEqual(await empty.finish(), []);
  const dir = resultsDir(dataDir, 'query-discarded');
  const writer = await PageWriter.create(dir, 10);
  await writer.write(rows(0, 3));
  await writer.discard();
  assert.equal(existsSync(dir), false);
});

test('a client-chosen query ID is one directory inside durable storage', () => {
  const dir = resultsDir(dataDir, 'query-../../etc');
  assert.ok(dir.startsWith(join(dataDir, 'durable-storage', 'query-results')));
  assert.equal(dir.split('/').at(-1), 'query-..%2F..%2Fetc');
});

test('the sweep keeps the results of the queries it is told to keep, and notices missing pages', async () => {
  const keep = resultsDir(dataDir, 'query-keep');
  const drop = resultsDir(dataDir, 'query-drop');
  const kept = await PageWriter.create(keep, 5);
  await kept.write(rows(0, 2));
  const pages = await kept.finish();
  await (await PageWriter.create(drop, 5)).finish();
  sweepDurableResults(dataDir, (id) => id === 'query-keep');
  assert.equal(pagesPresent(keep, pages), true);
  assert.equal(existsSync(drop), false);
  assert.equal(pagesPresent(drop, [{ id: 0, numRows: 1, sizeInBytes: 1 }]), false);
});
