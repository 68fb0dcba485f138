// Unit tests of a later batch into a datasource: the rows as the tasks read them, the SQL and the native task.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APPEND, batchNativeTask, batchRows, batchSql } from './ingest-batch.ts';

const rows = batchRows([
  ['__time', 'page', 'n:long', 'ratio:double'],
  ['2015-09-12T05:00:00.000Z', 'Delta', '9223372036854775807', '0.5'],
  ['2015-09-12T06:00:00.000Z', '<null>', '-9223372036854775808', '<null>'],
]);

test('rows keep every digit of a 64-bit long and carry their time under a column of their own', () => {
  assert.equal(rows.timeText, 'kit_time_text');
  assert.deepEqual(rows.columns, [
    { name: 'page', type: 'string' },
    { name: 'n', type: 'long' },
    { name: 'ratio', type: 'double' },
  ]);
  assert.equal(
    rows.data,
    [
      '{"kit_time_text":"2015-09-12T05:00:00.000Z","page":"Delta","n":9223372036854775807,"ratio":0.5}',
      '{"kit_time_text":"2015-09-12T06:00:00.000Z","page":null,"n":-9223372036854775808,"ratio":null}',
    ].join('\n'),
  );
});

test('a long past 64 bits, a malformed cell or a batch without __time is a harness error', () => {
  assert.throws(
    () =>
      batchRows([
        ['__time', 'n:long'],
        ['2015-09-12T00:00:00Z', '9223372036854775808'],
      ]),
    /long/,
  );
  assert.throws(
    () =>
      batchRows([
        ['__time', 'n:long'],
        ['2015-09-12T00:00:00Z', '1.5'],
      ]),
    /long/,
  );
  assert.throws(
    () =>
      batchRows([
        ['__time', 'x:double'],
        ['2015-09-12T00:00:00Z', 'abc'],
      ]),
    /double/,
  );
  assert.throws(() => batchRows([['page'], ['Alpha']]), /__time/);
});

test('an append is an INSERT, a replaced range a REPLACE … OVERWRITE WHERE of that range', () => {
  const append = batchSql('kit_1', rows, APPEND, 'HOUR').split('\n');
  assert.equal(append[0], 'INSERT INTO "kit_1"');
  assert.equal(append[1], 'SELECT TIME_PARSE("kit_time_text") AS "__time", "page", "n", "ratio"');
  assert.match(append[2] ?? '', /^FROM TABLE\(EXTERN\('\{"type":"inline","data":"\{\\"kit_time_text\\"/);
  assert.match(append[2] ?? '', /\\"n\\":9223372036854775807,/);
  assert.match(
    append[2] ?? '',
    /'\[\{"name":"kit_time_text","type":"string"\},\{"name":"page","type":"string"\}/,
  );
  assert.equal(append[3], 'PARTITIONED BY HOUR');
  const replace = {
    kind: 'replace',
    start: '2015-09-12T00:00:00.000Z',
    end: '2015-09-13T00:00:00Z',
  } as const;
  assert.equal(
    batchSql('kit_1', rows, replace, 'DAY').split('\n')[0],
    `REPLACE INTO "kit_1" OVERWRITE WHERE "__time" >= TIMESTAMP '2015-09-12 00:00:00' AND "__time" < TIMESTAMP '2015-09-13 00:00:00'`,
  );
  const within = { kind: 'replace', start: '2015-09-12T00:00:00.500Z', end: '2015-09-13T00:00:00Z' } as const;
  assert.throws(() => batchSql('kit_1', rows, within, 'DAY'), /whole second/);
});

test('the native task appends to what is there, or overwrites the range, dropping what it does not rewrite', () => {
  type Task = { spec: { dataSchema: { granularitySpec: unknown }; ioConfig: Record<string, unknown> } };
  const uniform = (segmentGranularity: string) => ({
    type: 'uniform',
    segmentGranularity,
    queryGranularity: 'NONE',
    rollup: false,
  });
  const append = batchNativeTask('kit_1', rows, APPEND, 'HOUR') as Task;
  assert.deepEqual(append.spec.dataSchema.granularitySpec, uniform('HOUR'));
  assert.equal(append.spec.ioConfig.appendToExisting, true);
  assert.equal(append.spec.ioConfig.dropExisting, undefined);
  assert.deepEqual(append.spec.ioConfig.inputSource, { type: 'inline', data: rows.data });
  const replace = {
    kind: 'replace',
    start: '2015-09-12T00:00:00.000Z',
    end: '2015-09-13T00:00:00.000Z',
  } as const;
  const overwrite = batchNativeTask('kit_1', rows, replace, 'DAY') as Task;
  assert.deepEqual(overwrite.spec.dataSchema.granularitySpec, {
    ...uniform('DAY'),
    intervals: ['2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z'],
  });
  assert.equal(overwrite.spec.ioConfig.appendToExisting, false);
  assert.equal(overwrite.spec.ioConfig.dropExisting, true);
});
