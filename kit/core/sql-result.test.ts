// Unit tests of SQL result helpers: cell parsing, splitting the array body, tolerant and unordered comparison.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertColumnTypes,
  assertColumnTypesAmong,
  assertResultMatches,
  expectedResult,
  parseCell,
  renderTable,
  splitArrayResult,
  valuesMatch,
} from './sql-result.ts';

const body = [
  ['page', 'added', 'ratio'],
  ['STRING', 'LONG', 'FLOAT'],
  ['VARCHAR', 'BIGINT', 'FLOAT'],
  ['Alpha', 36, 0.1],
  ['Beta', 17, null],
];

test('cells are JSON when they parse, else text; an empty cell is the empty string', () => {
  assert.equal(parseCell('1'), 1);
  assert.equal(parseCell('1.5'), 1.5);
  assert.equal(parseCell('null'), null);
  assert.equal(parseCell('true'), true);
  assert.equal(parseCell('"1"'), '1');
  assert.deepEqual(parseCell('["a","b"]'), ['a', 'b']);
  assert.equal(parseCell('en'), 'en');
  assert.equal(parseCell('2015-09-12T00:00:00.000Z'), '2015-09-12T00:00:00.000Z');
  assert.equal(parseCell(''), '');
});

test('a table without a header row is a harness error, not an assertion', () => {
  assert.throws(
    () => expectedResult([]),
    (error) => !(error instanceof assert.AssertionError),
  );
  assert.throws(() => expectedResult([['a', '']]), /every column/);
});

test('the array body splits into names, types, SQL types and rows', () => {
  const result = splitArrayResult(body);
  assert.deepEqual(result.columns, ['page', 'added', 'ratio']);
  assert.deepEqual(result.sqlTypes, ['VARCHAR', 'BIGINT', 'FLOAT']);
  assert.equal(result.rows.length, 2);
});

test('a body that is not [names, types, sqlTypes, ...rows] is a conformance failure', () => {
  assert.throws(() => splitArrayResult({ a: 1 }), assert.AssertionError);
  assert.throws(() => splitArrayResult([['a'], ['STRING']]), assert.AssertionError);
  assert.throws(() => splitArrayResult([['a'], ['STRING'], ['VARCHAR'], [1, 2]]), assert.AssertionError);
});

test('numbers match within a relative tolerance; strings and types exactly', () => {
  assert.ok(valuesMatch(0.1 + 0.2, 0.3, 1e-9));
  assert.ok(!valuesMatch(1.001, 1, 1e-9));
  assert.ok(valuesMatch(1.0000001, 1, 1e-6));
  assert.ok(!valuesMatch(1, '1', 1e-9));
  assert.ok(!valuesMatch('', null, 1e-9));
  assert.ok(valuesMatch([1, { a: [2] }], [1, { a: [2] }], 1e-9));
  assert.ok(!valuesMatch({ a: 1 }, { a: 1, b: 2 }, 1e-9));
  assert.ok(!valuesMatch([1], [1, 2], 1e-9));
});

test('rows compare in order, or in any order', () => {
  const actual = splitArrayResult(body);
  const inOrder = expectedResult([
    ['page', 'added', 'ratio'],
    ['Alpha', '36', '0.1000000001'],
    ['Beta', '17', 'null'],
  ]);
  assertResultMatches(inOrder, actual, true);
  const reversed = expectedResult([
    ['page', 'added', 'ratio'],
    ['Beta', '17', 'null'],
    ['Alpha', '36', '0.1'],
  ]);
  assert.throws(() => assertResultMatches(reversed, actual, true), /Row 1 of the result differs/);
  assertResultMatches(reversed, actual, false);
});

test('a wrong column, row count or missing row fails with both tables shown', () => {
  const actual = splitArrayResult(body);
  const columns = expectedResult([
    ['page', 'added'],
    ['Alpha', '36'],
  ]);
  assert.throws(() => assertResultMatches(columns, actual, true), /columns differ/);
  const fewer = expectedResult([
    ['page', 'added', 'ratio'],
    ['Alpha', '36', '0.1'],
  ]);
  assert.throws(() => assertResultMatches(fewer, actual, false), /has 2 rows/);
  const other = expectedResult([
    ['page', 'added', 'ratio'],
    ['Alpha', '36', '0.1'],
    ['Beta', '"17"', 'null'],
  ]);
  assert.throws(
    () => assertResultMatches(other, actual, false),
    /Expected row 2 is not in the result[\s\S]*\| Beta \| "17" \|/,
  );
});

test('tables render cells so they read back as the same values', () => {
  assert.equal(
    renderTable(
      ['a', 'b'],
      [
        ['x|y', '1'],
        [null, 'en'],
      ],
    ),
    '| a | b |\n| x\\|y | "1" |\n| null | en |',
  );
});

test('column types are checked against the type rows', () => {
  const actual = splitArrayResult(body);
  assertColumnTypes(actual, [
    ['column', 'type', 'sqlType'],
    ['added', 'LONG', 'BIGINT'],
  ]);
  assert.throws(
    () =>
      assertColumnTypes(actual, [
        ['column', 'type', 'sqlType'],
        ['added', 'LONG', 'INTEGER'],
      ]),
    assert.AssertionError,
  );
  assert.throws(
    () =>
      assertColumnTypes(actual, [
        ['column', 'type', 'sqlType'],
        ['nope', 'LONG', 'BIGINT'],
      ]),
    /No column/,
  );
  assert.throws(() => assertColumnTypes(actual, [['name', 'type']]), /header/);
});

test('column types may be one of several rows naming the column; any other pair fails', () => {
  const actual = splitArrayResult(body);
  const among = (...rows: string[][]) =>
    assertColumnTypesAmong(actual, [['column', 'type', 'sqlType'], ...rows]);
  among(['added', 'ARRAY<LONG>', 'ARRAY'], ['added', 'LONG', 'BIGINT']);
  among(['added', 'LONG', 'BIGINT']);
  assert.throws(
    () => among(['added', 'ARRAY<LONG>', 'ARRAY'], ['added', 'LONG', 'INTEGER']),
    /expected one of: ARRAY<LONG> \/ ARRAY, LONG \/ INTEGER/,
  );
  assert.throws(() => among(['nope', 'LONG', 'BIGINT']), /No column/);
  assert.throws(() => assertColumnTypesAmong(actual, [['column', 'type']]), /header/);
});
