// Every array, multi-value, JSON, sketch and lookup function, called with too few and too many arguments and with
// arguments of every kind: each call is answered or refused as the user's error (a 400), never a runtime fault.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CatalogTable } from '../catalog/catalog.ts';
import type { SqlEngine } from '../engine.ts';
import { catalogOf, openTestEngine } from '../engine-test-support.ts';
import { SqlError } from '../errors.ts';
import type { DuckEngine } from '../execute/duckdb.ts';
import { T } from '../types.ts';
import { ARRAY_FUNCTIONS } from './arrays.ts';
import { JSON_FUNCTIONS } from './json.ts';
import { LOOKUP_FUNCTIONS } from './lookup.ts';
import { MULTI_VALUE_FUNCTIONS } from './multi-value.ts';
import { SKETCH_FUNCTIONS } from './sketches.ts';

const table: CatalogTable = {
  schema: 'druid',
  name: 't',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 's', type: T.varchar },
    { name: 'n', type: T.bigint },
  ],
  sourceSql: () =>
    `(SELECT * FROM (VALUES (TIMESTAMP '2020-01-01 00:00:00', 'a', 1), (TIMESTAMP '2020-01-01 00:00:01', NULL, NULL)) AS v("__time", s, n))`,
};

// One argument of every kind the functions meet: lists, multi-value strings, scalars, JSON, NULL, extremes.
const ARGUMENTS = [
  'ARRAY[1, 2, 3]',
  "ARRAY['a', NULL]",
  'ARRAY[1.5]',
  "STRING_TO_MV('x,y', ',')",
  "'abc'",
  "'$.a'",
  "'['",
  '1',
  '-1',
  '9223372036854775807',
  '2.5',
  'NULL',
  'TRUE',
  `PARSE_JSON('{"a": [1, {"b": true}]}')`,
  "TIMESTAMP '2020-01-01 00:00:00'",
  's',
  'n',
];

const FUNCTIONS = [
  ...ARRAY_FUNCTIONS,
  ...MULTI_VALUE_FUNCTIONS,
  ...JSON_FUNCTIONS,
  ...SKETCH_FUNCTIONS,
  ...LOOKUP_FUNCTIONS,
];

let engine: SqlEngine;
let duck: DuckEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(table)));
});
after(async () => duck.close());

/** Runs a query; a refusal must be a SqlError of a user's kind, never a runtime fault or another exception. */
async function answeredOrRefused(query: string): Promise<'answered' | SqlError> {
  try {
    await engine.query({ query, context: {}, parameters: [] });
    return 'answered';
  } catch (error) {
    assert.ok(error instanceof SqlError, `${query}: not a SqlError: ${String(error)}`);
    assert.notEqual(
      error.kind,
      'runtime',
      `${query}: a runtime fault: ${(error as { engineMessage?: string }).engineMessage ?? error.message}`,
    );
    return error;
  }
}

/** A deterministic pick of argument lists: every argument in every position once, with neighbours rotating. */
function argumentLists(count: number): string[][] {
  if (count === 0) return [[]];
  return ARGUMENTS.flatMap((_, start) =>
    Array.from({ length: count }, (_, position) =>
      Array.from(
        { length: count },
        (_, index) => ARGUMENTS[(start + index * (position + 3)) % ARGUMENTS.length] as string,
      ),
    ),
  );
}

test('a wrong number of arguments is refused, naming the function', async () => {
  for (const definition of FUNCTIONS) {
    for (const count of [definition.minArgs - 1, definition.maxArgs + 1]) {
      if (count < 0) continue;
      const args = Array.from({ length: count }, () => "'a'").join(', ');
      const outcome = await answeredOrRefused(`SELECT ${definition.name}(${args}) FROM t`);
      assert.ok(outcome instanceof SqlError, `${definition.name} with ${count} arguments was answered`);
      assert.match(
        outcome.message,
        new RegExp(`Invalid number of arguments to function '${definition.name}'`),
      );
    }
  }
});

test('arguments of every kind are answered or refused as the user error, never a runtime fault', async () => {
  for (const definition of FUNCTIONS) {
    for (let count = definition.minArgs; count <= definition.maxArgs; count++) {
      for (const args of argumentLists(count)) {
        await answeredOrRefused(`SELECT ${definition.name}(${args.join(', ')}) FROM t`);
      }
    }
  }
});

test('arguments of a kind the function does not take are refused with the planner wording', async () => {
  const refused = [
    "ARRAY_LENGTH(PARSE_JSON('[1]'))",
    "ARRAY_OFFSET(ARRAY[1, 2], 'x')",
    "ARRAY_CONCAT(ARRAY[1], ARRAY['x'])",
    'PARSE_JSON(1)',
    "JSON_VALUE(PARSE_JSON('{}'), 1)",
    "HLL_SKETCH_ESTIMATE('x')",
    'ARRAY_TO_MV(1)',
  ];
  for (const call of refused) {
    const outcome = await answeredOrRefused(`SELECT ${call}`);
    assert.ok(outcome instanceof SqlError, `${call} was answered`);
    assert.equal(outcome.kind, 'validation');
    assert.match(outcome.message, /^Cannot apply '/);
  }
});

test('bad constants are refused at analysis: a JSONPath, JSON text, a delimiter, an unknown lookup', async () => {
  const cases: [string, RegExp][] = [
    ["JSON_VALUE(PARSE_JSON('{}'), 'a')", /JSONPath \[a\] is invalid, it must start with '\$'/],
    ["PARSE_JSON('not json')", /bad string input \[not json\]/],
    ["STRING_TO_ARRAY('a,b', '[')", /Invalid regular expression/],
    ["LOOKUP('a', 'nope')", /Lookup \[nope\] not found/],
    ['ARRAY_LENGTH(ARRAY[])', /Require at least 1 argument/],
  ];
  for (const [call, message] of cases) {
    const outcome = await answeredOrRefused(`SELECT ${call}`);
    assert.ok(outcome instanceof SqlError, `${call} was answered`);
    assert.match(outcome.message, message);
  }
});
