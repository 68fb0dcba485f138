// Unit tests of exact numbers end to end in the engine: literals, parameters, result text, refusals (docs/facts/sql.md §sql.40–§sql.45).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parseJsonExact, rawJson } from '../json/exact-json.ts';
import { catalogOf, openTestEngine, type TestEngine } from './engine-test-support.ts';
import type { SqlParameter } from './engine-types.ts';
import { SqlError } from './errors.ts';
import { doubleText, floatText } from './execute/number-text.ts';
import { formatResult, RESULT_FORMATS, type ResultFormat } from './results/format.ts';
import { T } from './types.ts';

let test_: TestEngine;
before(async () => {
  test_ = await openTestEngine(catalogOf());
});
after(() => test_.duck.close());

async function body(query: string, format: ResultFormat = 'array', parameters: SqlParameter[] = []) {
  const result = await test_.engine.query({ query, context: {}, parameters });
  return formatResult(result, { format, header: false, typesHeader: false, sqlTypesHeader: false }).body;
}

async function refusal(query: string, parameters: SqlParameter[] = []): Promise<SqlError> {
  try {
    await test_.engine.query({ query, context: {}, parameters });
  } catch (error) {
    assert.ok(error instanceof SqlError, String(error));
    return error;
  }
  assert.fail(`${query} was not refused`);
}

test('64-bit integers keep every digit in all five formats', async () => {
  const query = 'SELECT 9223372036854775807 AS big, -9223372036854775808 AS small, 9007199254740993 AS odd';
  const expected: Record<ResultFormat, string> = {
    object: '[{"big":9223372036854775807,"small":-9223372036854775808,"odd":9007199254740993}]\n',
    array: '[[9223372036854775807,-9223372036854775808,9007199254740993]]\n',
    objectLines: '{"big":9223372036854775807,"small":-9223372036854775808,"odd":9007199254740993}\n\n',
    arrayLines: '[9223372036854775807,-9223372036854775808,9007199254740993]\n\n',
    csv: '9223372036854775807,-9223372036854775808,9007199254740993\n\n',
  };
  for (const format of RESULT_FORMATS) assert.equal(await body(query, format), expected[format], format);
});

test('arithmetic near the top of 64 bits stays exact', async () => {
  assert.equal(
    await body('SELECT 9223372036854775807 - 1 AS a, 4611686018427387903 * 2 + 1 AS b'),
    '[[9223372036854775806,9223372036854775807]]\n',
  );
});

test('integer literals past 64 bits, decimals whose digits do not fit, and infinite doubles are refused', async () => {
  for (const [literal, shown] of [
    ['9223372036854775808', '9223372036854775808'],
    ['-9223372036854775809', '-9223372036854775809'],
    ['1.50000000000000000000', '1.50000000000000000000'],
    ['9.223372036854775808', '9.223372036854775808'],
    ['1e309', '1E309'],
    ['-12345.678e305', '-1.2345678E309'],
  ]) {
    const error = await refusal(`SELECT ${literal} AS a`);
    assert.equal(error.kind, 'validation');
    assert.equal(error.message, `Numeric literal '${shown}' out of range (line [1], column [8])`);
  }
  assert.equal(await body('SELECT 9.223372036854775807 AS a, 1e-400 AS b'), '[[9.223372036854776,0.0]]\n');
});

test('floating-point values print as Java does: FLOAT with its own shortest digits', async () => {
  assert.equal(
    await body(
      'SELECT CAST(0.1 AS FLOAT) AS f, CAST(1 AS DOUBLE) AS d, 1e21 AS e, 1e-7 AS s, CAST(100 AS FLOAT) AS h',
      'csv',
    ),
    '0.1,1.0,1.0E21,1.0E-7,100.0\n\n',
  );
  assert.equal(doubleText(0.001), '0.001');
  assert.equal(doubleText(9999999), '9999999.0');
  assert.equal(doubleText(1e7), '1.0E7');
  assert.equal(doubleText(0.0009999), '9.999E-4');
  assert.equal(doubleText(-0), '-0.0');
  assert.equal(floatText(Math.fround(3.4e38)), '3.4E38');
  assert.equal(floatText(Math.fround(16777217)), '1.6777216E7');
});

test('TINYINT and SMALLINT results are refused at their first value; inside arithmetic they are INTEGER', async () => {
  for (const type of ['TINYINT', 'SMALLINT']) {
    const error = await refusal(`SELECT CAST(1 AS ${type}) AS t`);
    assert.equal(error.message, `Cannot coerce field [t] from type [java.lang.Long] to type [${type}]`);
    const nothing = await test_.engine.query({
      query: `SELECT CAST(NULL AS ${type}) AS t`,
      context: {},
      parameters: [],
    });
    assert.deepEqual(nothing.columns[0]?.sqlType, type);
    assert.deepEqual(nothing.rows, [[null]]);
  }
  // A datasource column names itself and is read as an Integer (`__time` as a Long); a VALUES column keeps the alias.
  const withTable = await openTestEngine(
    catalogOf({
      schema: 'druid',
      name: 'ds',
      columns: [
        { name: '__time', type: T.timestamp },
        { name: 'id', type: T.bigint },
      ],
      isDatasource: true,
      sourceSql: () => "(SELECT TIMESTAMP '2026-10-01 00:00:00' AS __time, CAST(1 AS BIGINT) AS id)",
    }),
  );
  try {
    await assert.rejects(
      withTable.engine.query({
        query: 'SELECT CAST(id AS TINYINT) AS ti FROM ds',
        context: {},
        parameters: [],
      }),
      /Cannot coerce field \[id\] from type \[java.lang.Integer\] to type \[TINYINT\]/,
    );
  } finally {
    withTable.duck.close();
  }
  const fromValues = await refusal('SELECT CAST(x AS SMALLINT) AS t FROM (VALUES (1)) AS v(x)');
  assert.equal(fromValues.message, 'Cannot coerce field [t] from type [java.lang.Long] to type [SMALLINT]');
  const sum = await test_.engine.query({
    query: 'SELECT CAST(1 AS TINYINT) + 1 AS t',
    context: {},
    parameters: [],
  });
  assert.equal(sum.columns[0]?.sqlType, 'INTEGER');
  assert.deepEqual(sum.rows, [[2]]);
});

test('two columns of one name are both reported under that name', async () => {
  const result = await test_.engine.query({ query: 'SELECT 1 AS a, 2 AS a', context: {}, parameters: [] });
  assert.deepEqual(
    result.columns.map((column) => column.name),
    ['a', 'a'],
  );
  assert.equal(await body('SELECT 1 AS a, 2 AS a', 'object'), '[{"a":1,"a":2}]\n');
  assert.equal(await body('SELECT 1 AS a, 2 AS a', 'objectLines'), '{"a":1,"a":2}\n\n');
});

test('integer parameters: exact past 2^53, cut toward zero, wrapped to their width, typed by their value', async () => {
  const one = async (type: string, value: unknown) => {
    const result = await test_.engine.query({
      query: 'SELECT ? AS a',
      context: {},
      parameters: [{ type, value }],
    });
    const formatted = formatResult(result, {
      format: 'array',
      header: false,
      typesHeader: false,
      sqlTypesHeader: false,
    });
    return `${result.columns[0]?.sqlType} ${formatted.body.trim()}`;
  };
  assert.equal(await one('BIGINT', rawJson('9223372036854775807')), 'BIGINT [[9223372036854775807]]');
  assert.equal(await one('BIGINT', rawJson('9223372036854775808')), 'BIGINT [[-9223372036854775808]]');
  assert.equal(await one('BIGINT', 12), 'INTEGER [[12]]');
  assert.equal(await one('BIGINT', 1.9), 'INTEGER [[1]]');
  assert.equal(await one('INTEGER', -1.9), 'INTEGER [[-1]]');
  assert.equal(await one('INTEGER', 3000000000), 'INTEGER [[-1294967296]]');
  assert.equal(await one('TINYINT', 12), 'INTEGER [[12]]');
  assert.equal(await one('DECIMAL', 5), 'INTEGER [[5]]');
  assert.equal(await one('DECIMAL', 1.25), 'DECIMAL [[1.25]]');
  assert.equal(await one('FLOAT', 0.1), 'DOUBLE [[0.1]]');
  assert.equal(await one('DOUBLE', 5), 'DOUBLE [[5.0]]');
});

test('TIMESTAMP parameters take epoch milliseconds and ISO 8601 text as UTC clock readings', async () => {
  const at = async (value: unknown) =>
    (
      await test_.engine.query({
        query: 'SELECT ? AS a',
        context: {},
        parameters: [{ type: 'TIMESTAMP', value }],
      })
    ).rows[0]?.[0];
  assert.equal(await at(1442016000000), Date.parse('2015-09-12T00:00:00Z'));
  assert.equal(await at(1.5), 1);
  assert.equal(await at('2015-09-12T00:00:00Z'), Date.parse('2015-09-12T00:00:00Z'));
  assert.equal(await at('1970-01-01T00:00:00+02:00'), Date.parse('1969-12-31T22:00:00Z'));
  assert.equal(await at('2015-09-12 01:02:03'), Date.parse('2015-09-12T01:02:03Z'));
});

test('a parameter value of the wrong JSON kind is a validation error, not a runtime fault', async () => {
  for (const [type, value] of [
    ['BIGINT', '12'],
    ['INTEGER', true],
    ['DOUBLE', '1.5'],
    ['DECIMAL', '1.25'],
    ['VARCHAR', 12],
    ['TIMESTAMP', 'garbage'],
    ['TIMESTAMP', true],
  ] as const) {
    const error = await refusal('SELECT ? AS a', [{ type, value }]);
    assert.equal(error.kind, 'validation', `${type} ${JSON.stringify(value)}`);
    assert.match(error.message, /^Parameter at position \[1\] of type /);
  }
});

test('exact JSON parsing keeps long integers, and with `text` every number as written', () => {
  assert.equal(
    JSON.stringify(parseJsonExact('{"v":9223372036854775807,"w":1.0,"x":12}', 'integers')),
    '{"v":9223372036854775807,"w":1,"x":12}',
  );
  assert.equal(
    JSON.stringify(parseJsonExact('[9223372036854775807,1.0,1.0E21,12]', 'text')),
    '[9223372036854775807,1.0,1.0E21,12]',
  );
  assert.equal(typeof (parseJsonExact('[12]', 'text') as unknown[])[0], 'number');
});
