// The five formats of statement results, streamed: same layouts as synchronous SQL, no header rows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ResultFormat } from '../../sql/results/format.ts';
import { encodeRows } from './results-encoder.ts';

const rows = [JSON.stringify([1442018818771, 'Alpha', 36]), JSON.stringify([null, 'Beta, "B"', -17])];
const names = ['__time', 'page', 'added'];

async function body(format: ResultFormat, lines: readonly string[] = rows): Promise<string> {
  let text = '';
  for await (const chunk of encodeRows(format, names, lines)) text += chunk;
  return text;
}

test('object and array are one JSON array of the rows, then a line break', async () => {
  assert.deepEqual(JSON.parse(await body('object')), [
    { __time: 1442018818771, page: 'Alpha', added: 36 },
    { __time: null, page: 'Beta, "B"', added: -17 },
  ]);
  assert.equal(await body('array'), '[[1442018818771,"Alpha",36],[null,"Beta, \\"B\\"",-17]]\n');
});

test('the line formats and csv end with a blank line', async () => {
  assert.equal(await body('arrayLines'), '[1442018818771,"Alpha",36]\n[null,"Beta, \\"B\\"",-17]\n\n');
  assert.equal(
    await body('objectLines'),
    '{"__time":1442018818771,"page":"Alpha","added":36}\n{"__time":null,"page":"Beta, \\"B\\"","added":-17}\n\n',
  );
  assert.equal(await body('csv'), '1442018818771,Alpha,36\n,"Beta, ""B""",-17\n\n');
});

test('large results come in several chunks that together are the whole body', async () => {
  const many = Array.from({ length: 20_000 }, (_, n) => JSON.stringify([n, `row ${n}`, n * 2]));
  const chunks: string[] = [];
  for await (const chunk of encodeRows('array', names, many)) chunks.push(chunk);
  assert.ok(chunks.length > 1);
  assert.equal((JSON.parse(chunks.join('')) as unknown[]).length, 20_000);
});
