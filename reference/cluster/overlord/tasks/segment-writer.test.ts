// How an ingestion groups time chunks for sorting: consecutive chunks up to rowsInMemory rows, big chunks alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkGroups } from './segment-writer.ts';

const counts = (...rows: number[]) => rows.map((n, i) => ({ chunk: BigInt(i), rows: n }));
const shape = (groups: ReturnType<typeof chunkGroups>) => groups.map((g) => g.map((c) => Number(c.chunk)));

test('chunks are grouped in order up to the row limit; a chunk over it is a group of its own', () => {
  assert.deepEqual(shape(chunkGroups(counts(40, 40, 40, 40, 40), 100)), [[0, 1], [2, 3], [4]]);
  assert.deepEqual(shape(chunkGroups(counts(10, 500, 10, 10), 100)), [[0], [1], [2, 3]]);
  assert.deepEqual(chunkGroups([], 100), []);
});
