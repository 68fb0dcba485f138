// Unit tests of the ingestion statement built from a rows table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ingestSql, parseIngestTable } from './ingest-sql.ts';

test('header cells give names and types; cells become typed values or null', () => {
  const table = parseIngestTable([
    ['__time', 'page', 'added:long', 'ratio:double'],
    ['2015-09-12T00:46:58.771Z', 'Alpha', '36', '0.5'],
    ['2015-09-12T01:00:00.000Z', '', '<null>', '-1e3'],
  ]);
  assert.deepEqual(
    table.columns.map((c) => c.type),
    ['string', 'string', 'long', 'double'],
  );
  assert.deepEqual(table.rows[1], {
    __time: '2015-09-12T01:00:00.000Z',
    page: '',
    added: null,
    ratio: -1000,
  });
});

test('a malformed table is a harness error', () => {
  assert.throws(() => parseIngestTable([['a:int'], ['1']]), /Bad column/);
  assert.throws(() => parseIngestTable([['a:long'], ['1.5']]), /not a long/);
  assert.throws(() => parseIngestTable([['a:double'], ['']]), /not a double/);
  assert.throws(
    () =>
      parseIngestTable([
        ['a', 'a'],
        ['1', '2'],
      ]),
    /twice/,
  );
  assert.throws(() => parseIngestTable([['__time'], ['<null>']]), /__time/);
  assert.throws(() => parseIngestTable([['__time:long'], ['1']]), /__time/);
});

test('the statement selects every column from inline JSON rows, __time parsed from text under another name', () => {
  const sql = ingestSql(
    'kit_1',
    parseIngestTable([
      ['__time', 'page'],
      ['2015-09-12T00:00:00.000Z', "it's"],
    ]),
  );
  const lines = sql.split('\n');
  assert.equal(lines[0], 'INSERT INTO "kit_1"');
  assert.equal(lines[1], 'SELECT TIME_PARSE("kit_time_text") AS "__time", "page"');
  assert.equal(lines[3], 'PARTITIONED BY DAY');
  const args = /^FROM TABLE\(EXTERN\('(.*)', '(.*)', '(.*)'\)\)$/.exec(lines[2] ?? '');
  assert.ok(args, lines[2]);
  const [source, format, signature] = args.slice(1).map((text) => JSON.parse(text.replace(/''/g, "'")));
  assert.deepEqual(source, {
    type: 'inline',
    data: '{"kit_time_text":"2015-09-12T00:00:00.000Z","page":"it\'s"}',
  });
  assert.deepEqual(format, { type: 'json' });
  assert.deepEqual(signature, [
    { name: 'kit_time_text', type: 'string' },
    { name: 'page', type: 'string' },
  ]);
});

test('without a __time column every row sits at the epoch', () => {
  const sql = ingestSql('kit_1', parseIngestTable([['n:long'], ['1'], ['2']]));
  assert.ok(sql.includes('"data":"{\\"kit_time_text\\":\\"1970-01-01T00:00:00.000Z\\",\\"n\\":1}\\n{'), sql);
});

test('the time text column takes a name no column of the table has', () => {
  const sql = ingestSql(
    'kit_1',
    parseIngestTable([
      ['kit_time_text', '__time'],
      ['a', '2015-09-12T00:00:00.000Z'],
    ]),
  );
  assert.ok(sql.includes('TIME_PARSE("kit_time_text_") AS "__time", "kit_time_text"'), sql);
  assert.ok(!sql.includes('"name":"__time"'), sql);
});

test('the statement partitions by the granularity asked for', () => {
  const sql = ingestSql('kit_1', parseIngestTable([['n:long'], ['1']]), 'HOUR');
  assert.equal(sql.split('\n')[3], 'PARTITIONED BY HOUR');
});
