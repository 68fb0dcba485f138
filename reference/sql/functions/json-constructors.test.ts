// JSON_OBJECT, JSON_PATHS, JSON_QUERY_ARRAY and TO_JSON_STRING end to end, against the real system's answers
// (docs/facts/sql.md §sql.66–§sql.69, Druid 33.0.0 live), and the Java hash order they rely on.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CatalogTable } from '../catalog/catalog.ts';
import type { SqlEngine } from '../engine.ts';
import { catalogOf, openTestEngine } from '../engine-test-support.ts';
import { SqlError } from '../errors.ts';
import type { DuckEngine } from '../execute/duckdb.ts';
import { javaJsonText } from '../execute/java-json.ts';
import { T } from '../types.ts';
import { javaHashCapacity, javaStringHash, javaStringHashSql } from './java-hash-order.ts';

// Keys and documents only known when the query runs: the order must be computed by DuckDB too.
const docs: CatalogTable = {
  schema: 'druid',
  name: 'docs',
  isDatasource: true,
  columns: [
    { name: '__time', type: T.timestamp },
    { name: 'k', type: T.varchar },
    { name: 'j', type: T.varchar },
  ],
  sourceSql: () =>
    `(SELECT * FROM (VALUES (TIMESTAMP '2020-01-01 00:00:00', 'big', '{"x y":1,"b":2}'), (TIMESTAMP '2020-01-01 00:00:01', 'a', NULL), (TIMESTAMP '2020-01-01 00:00:02', NULL, '{}')) AS v("__time", k, j))`,
};

let engine: SqlEngine;
let duck: DuckEngine;
before(async () => {
  ({ engine, duck } = await openTestEngine(catalogOf(docs)));
});
after(async () => duck.close());

const run = (query: string, context: Record<string, unknown> = {}) =>
  engine.query({ query, context, parameters: [] });
const one = async (expression: string): Promise<unknown> =>
  (await run(`SELECT ${expression} AS v`)).rows[0]?.[0];

async function refused(query: string): Promise<SqlError> {
  try {
    await run(query);
  } catch (error) {
    assert.ok(error instanceof SqlError, `${query}: not a SqlError: ${String(error)}`);
    return error;
  }
  assert.fail(`${query} was answered`);
}

test("String.hashCode as Java computes it, in TypeScript and in DuckDB's SQL alike", async () => {
  assert.equal(javaStringHash('a'), 97);
  assert.equal(javaStringHash('hello') | 0, 99162322);
  // A character beyond U+FFFF counts as its two UTF-16 surrogates.
  assert.equal(javaStringHash('😀'), 0xd83d * 31 + 0xde00);
  const texts = [
    '',
    'a',
    'big',
    'x.y',
    'é',
    'e\u0301',
    '😀x',
    'a long key that wraps around 32 bits many times',
  ];
  const sql = texts.map((text, i) => `${javaStringHashSql(`'${text}'`)} AS h${i}`).join(', ');
  const { rows } = await duck.run(`SELECT ${sql}`);
  assert.deepEqual(
    rows[0]?.map((value) => Number(value)),
    texts.map(javaStringHash),
  );
});

test('a HashMap of 16 buckets doubles past 0.75 load', () => {
  assert.deepEqual([0, 12, 13, 24, 25].map(javaHashCapacity), [16, 16, 32, 32, 64]);
});

test('JSON_OBJECT: entries of every form, keys in HashMap order, a repeated key keeps its place and last value', async () => {
  assert.equal(await one(`JSON_OBJECT('a': 1, KEY 'b' VALUE 'x', 'c', TRUE)`), '{"a":1,"b":"x","c":1}');
  assert.equal(
    await one(
      `JSON_OBJECT('z': 1, 'a': 2, 'big': 9223372036854775807, 'd': 1e300, 'f': 0.1, 'neg': -0.0, 'm': 'q')`,
    ),
    '{"a":2,"big":9223372036854775807,"neg":0.0,"d":1.0E300,"f":0.1,"z":1,"m":"q"}',
  );
  assert.equal(await one(`JSON_OBJECT('a': 1, 'b': 2, 'a': 3)`), '{"a":3,"b":2}');
  assert.equal(
    await one(`JSON_OBJECT('a': TIMESTAMP '2020-01-01 00:00:00', 'b': CAST(NULL AS VARCHAR) ABSENT ON NULL)`),
    '{"a":1577836800000,"b":null}',
  );
  // 24 keys: a table of 32 buckets (live 33).
  const keys = Array.from({ length: 24 }, (_, i) => `'k${i}': ${i}`).join(', ');
  const order = JSON.parse((await one(`JSON_OBJECT(${keys})`)) as string);
  assert.deepEqual(
    Object.keys(order).join(','),
    'k0,k1,k2,k3,k20,k4,k5,k11,k22,k6,k10,k21,k7,k13,k8,k12,k23,k9,k15,k14,k17,k16,k19,k18',
  );
});

test('JSON_OBJECT: an untyped NULL among the values makes the other scalar values text (live 33)', async () => {
  assert.equal(
    await one(`JSON_OBJECT('a': NULL, 'b': 1.5, 'c': TRUE, 'd': 2)`),
    '{"a":null,"b":"1.5","c":"1","d":"2"}',
  );
  assert.equal(await one(`JSON_OBJECT('a': CAST(NULL AS BIGINT), 'b': 1.5)`), '{"a":null,"b":1.5}');
});

test('JSON_OBJECT: keys known at run time order as constant ones; a NULL key fails the query as a bad one', async () => {
  const { rows } = await run(
    `SELECT JSON_OBJECT(KEY k VALUE 1, 'b': 2, 'a': 3) AS v FROM docs WHERE k IS NOT NULL`,
  );
  // `big` and `a` share a bucket: the first inserted comes first. (A scan orders only by __time.)
  assert.deepEqual([...rows].sort(), [['{"a":3,"b":2}'], ['{"big":1,"a":3,"b":2}']]);
  const error = await refused(`SELECT JSON_OBJECT(KEY k VALUE 1) AS v FROM docs`);
  assert.notEqual(error.kind, 'runtime');
  assert.match(error.message, /field name must be a STRING/);
});

test('JSON_OBJECT: a key that is not text, a value without its key, a stray colon are refused as bad queries', async () => {
  for (const query of [
    'SELECT JSON_OBJECT(1: 2)',
    'SELECT JSON_OBJECT(NULL: 2)',
    'SELECT JSON_OBJECT(ARRAY[1]: 2)',
  ]) {
    const error = await refused(query);
    assert.equal(error.kind, 'validation', query);
    assert.match(error.message, /field name must be a STRING/);
  }
  assert.equal((await refused(`SELECT JSON_OBJECT('a')`)).kind, 'parse');
  assert.equal((await refused(`SELECT JSON_OBJECT('a' 1)`)).kind, 'parse');
  assert.match((await refused(`SELECT ARRAY[1: 2]`)).message, /^Lexical error: unexpected character \[:\]/);
  assert.match((await refused(`SELECT JSON_OBJECT('a': (1 : 2))`)).message, /unexpected character \[:\]/);
  assert.equal(
    (await refused(`SELECT JSON_OBJECT('a': HLL_SKETCH_ESTIMATE(DS_HLL('x')) + INTERVAL '1' DAY)`)).kind,
    'validation',
  );
});

test('JSON_OBJECT: KEY and VALUE stay column names where they are not its words', async () => {
  const { rows } = await run(
    `SELECT JSON_OBJECT(KEY "key" VALUE "value") AS v FROM (VALUES ('x', 1)) AS t("key", "value")`,
  );
  assert.deepEqual(rows, [['{"x":1}']]);
});

test('JSON_PATHS: leaf paths in HashSet order, as live 33 answers', async () => {
  const cases: [string, string[]][] = [
    [
      '{"z":1,"a":{"b":1,"a":2},"c":[1,2],"d":[{"e":1}],"f":null,"g":{},"h":[]}',
      ['$.a.a', '$.c', '$.a.b', '$.f', '$.d[0].e', '$.h', '$.z'],
    ],
    ['{"x y":1,"b":2}', ['$.b', '$.x y']],
    [
      '{"m":[1,{"b":2}],"n":[[1,2],[3]],"o":[null,1],"p":[{},{"q":1}],"x.y":1,"u":true,"v":"s","w":1.5}',
      ["$['x.y']", '$.u', '$.n[0]', '$.v', '$.m[0]', '$.n[1]', '$.w', '$.p[1].q', '$.o', '$.m[1].b'],
    ],
    ['[1,[2,3],{"a":1}]', ['$[2].a', '$[0]', '$[1]']],
    [
      `{"a''b":1, "c\\"d":2, "e]":3, "":4, "x y":5, "é":6, "f[":7, "g$":8, "h\\\\i":9}`,
      ["$['c\"d']", '$.h\\i', "$['f[']", "$['e]']", '$.é', "$['a'b']", '$.g$', '$.', '$.x y'],
    ],
    ['{"a":{"b":{}}, "c":[[]], "d":[{}], "k":1}', ['$.k', '$.c[0]']],
    ['[]', ['$']],
    ['"s"', ['$']],
    // Druid 33 fails with a 500 on a constant empty list; the reference answers it.
    ['{}', []],
  ];
  for (const [doc, paths] of cases) {
    const result = await run(`SELECT JSON_PATHS(PARSE_JSON('${doc}')) AS v`, { sqlStringifyArrays: false });
    assert.deepEqual(result.rows[0]?.[0], paths, doc);
  }
  for (const scalar of ["'text'", '1', 'NULL', 'ARRAY[1]'])
    assert.equal(await one(`JSON_PATHS(${scalar})`), '["$"]', scalar);
  const { rows } = await run(`SELECT JSON_PATHS(PARSE_JSON(j)) AS v FROM docs ORDER BY __time`);
  assert.deepEqual(rows, [['["$.b","$.x y"]'], ['["$"]'], ['[]']]);
});

test('JSON_QUERY_ARRAY: members of an array, a scalar as a list of one, NULL for an object, JSON null or nothing', async () => {
  const doc = `PARSE_JSON('{"a":[1.5e3,{"b":2}],"s":5,"o":{},"n":null}')`;
  assert.equal(await one(`JSON_QUERY_ARRAY(${doc}, '$.a')`), '[1500.0,{"b":2}]');
  assert.equal(await one(`JSON_QUERY_ARRAY(${doc}, '$.s')`), '[5]');
  for (const path of ['$.o', '$.n', '$.zz'])
    assert.equal(await one(`JSON_QUERY_ARRAY(${doc}, '${path}')`), null, path);
  const unstringified = await run(`SELECT JSON_QUERY_ARRAY(${doc}, '$.a') AS v`, {
    sqlStringifyArrays: false,
  });
  assert.deepEqual(unstringified.rows, [[['1500.0', '{"b":2}']]]);
  assert.deepEqual(unstringified.columns, [
    { name: 'v', sqlType: 'ARRAY', runtimeType: 'ARRAY<COMPLEX<json>>' },
  ]);
});

test('TO_JSON_STRING: booleans as 1, times as milliseconds, NULL as NULL (live 33)', async () => {
  const { rows } = await run(
    "SELECT TO_JSON_STRING(TRUE), TO_JSON_STRING(TIMESTAMP '2020-01-01 00:00:00'), TO_JSON_STRING(NULL), TO_JSON_STRING(ARRAY[1.5, 2.0]), TO_JSON_STRING(MV_APPEND('a', 'b'))",
  );
  assert.deepEqual(rows, [['1', '1577836800000', null, '[1.5,2.0]', '["a","b"]']]);
});

test("JSON text with doubles in Java's form, integers and strings as they are", () => {
  assert.equal(
    javaJsonText(
      '{"a":1.50,"b":1e300,"c":100.0,"d":1e-05,"e":-0.0,"f":-0,"g":12345678901234567890123,"s":"1e5 \\" -0"}',
    ),
    '{"a":1.5,"b":1.0E300,"c":100.0,"d":1.0E-5,"e":-0.0,"f":0,"g":12345678901234567890123,"s":"1e5 \\" -0"}',
  );
  assert.equal(javaJsonText('[true,null,-12]'), '[true,null,-12]');
});

// One argument of every kind, as the functions' fuzz test passes them.
const ARGUMENTS = [
  'ARRAY[1, 2]',
  "STRING_TO_MV('x,y', ',')",
  "'abc'",
  '1',
  '2.5',
  'NULL',
  'TRUE',
  `PARSE_JSON('{"a": [1, {"b": true}]}')`,
  "TIMESTAMP '2020-01-01 00:00:00'",
  "DS_HLL('x')",
  'k',
  'j',
];

test('JSON_OBJECT and JSON_PATHS with arguments of every kind: answered or refused as the user error, never a fault', async () => {
  const calls = ARGUMENTS.flatMap((key) => [
    `JSON_PATHS(${key})`,
    ...ARGUMENTS.map((value) => `JSON_OBJECT(${key}: ${value}, 'z': ${value})`),
  ]);
  for (const call of calls) {
    try {
      await run(`SELECT ${call} FROM docs WHERE k = 'a'`);
    } catch (error) {
      assert.ok(error instanceof SqlError, `${call}: not a SqlError: ${String(error)}`);
      assert.notEqual(
        error.kind,
        'runtime',
        `${call}: ${(error as { engineMessage?: string }).engineMessage}`,
      );
    }
  }
});
