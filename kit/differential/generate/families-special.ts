// Families of enumerated queries: multi-value strings, arrays and JSON, refusals, and the metadata tables.
import type { Family } from './family.ts';
import { from } from './family.ts';
import { TYPED } from './schema.ts';

const T = from(TYPED);
const N = `"\${nested}"`;

/** A family that runs through a fixed list of queries. */
function enumerated(name: string, title: string, queries: readonly string[]): Family {
  return {
    name,
    count: queries.length,
    make(_rng, index) {
      const query = queries[index] as string;
      return { title, query, ordered: /ORDER BY/.test(query) };
    },
  };
}

const MV_VALUES = ['"mv"', 'MV_TO_ARRAY("mv")', 'MV_LENGTH("mv")', 'ARRAY_LENGTH(MV_TO_ARRAY("mv"))'];

export const multiValueFamily = enumerated('mv', 'A multi-value string: filters, functions and grouping', [
  ...["= 'a'", "<> 'a'", "IN ('a', 'd')", 'IS NULL', 'IS NOT NULL', "LIKE 'b%'", "= ''", "> 'b'"].map(
    (condition) => `SELECT "k" FROM ${T} WHERE "mv" ${condition}`,
  ),
  ...MV_VALUES.map((value) => `SELECT "k", ${value} AS "v" FROM ${T}`),
  ...[
    `MV_CONTAINS("mv", 'a')`,
    `MV_CONTAINS("mv", ARRAY['a', 'b'])`,
    `MV_OVERLAP("mv", ARRAY['a', 'd'])`,
    `MV_TO_STRING("mv", ',')`,
    `MV_OFFSET("mv", 1)`,
    `MV_ORDINAL("mv", 1)`,
    `MV_OFFSET_OF("mv", 'c')`,
    `MV_FILTER_ONLY("mv", ARRAY['a'])`,
    `MV_FILTER_NONE("mv", ARRAY['a'])`,
    `MV_APPEND("mv", 'z')`,
    `MV_PREPEND('z', "mv")`,
    `MV_CONCAT("mv", "mv")`,
    `MV_SLICE("mv", 1)`,
    `UPPER("mv")`,
    `CONCAT("mv", '!')`,
    `"mv" || '-' || "s2"`,
    `STRING_TO_MV("n_text", '.')`,
    `ARRAY_CONTAINS(MV_TO_ARRAY("mv"), 'c')`,
    `CASE WHEN "mv" = 'a' THEN 'has a' ELSE 'no a' END`,
  ].map((value) => `SELECT "k", ${value} AS "v" FROM ${T}`),
  `SELECT "mv", COUNT(*) AS "n" FROM ${T} GROUP BY "mv" ORDER BY "mv"`,
  `SELECT "mv", COUNT(*) AS "n" FROM ${T} WHERE "mv" = 'a' GROUP BY "mv" ORDER BY "mv"`,
  `SELECT "mv", SUM("k") AS "total" FROM ${T} WHERE "s2" = 'x' GROUP BY 1 ORDER BY 1 DESC`,
  `SELECT MV_FILTER_ONLY("mv", ARRAY['a', 'b']) AS "v", COUNT(*) AS "n" FROM ${T} GROUP BY 1 ORDER BY 1`,
  `SELECT "s2", "mv", COUNT(*) AS "n" FROM ${T} GROUP BY 1, 2 ORDER BY 1, 2`,
  `SELECT COUNT(DISTINCT "mv") AS "n" FROM ${T}`,
  `SELECT COUNT("mv") AS "n", COUNT(*) FILTER (WHERE "mv" = 'b') AS "with_b" FROM ${T}`,
  `SELECT MV_TO_ARRAY("mv") AS "v", COUNT(*) AS "n" FROM ${T} GROUP BY 1 ORDER BY 2 DESC, 1`,
  `SELECT "k", "v" FROM ${T} CROSS JOIN UNNEST(MV_TO_ARRAY("mv")) AS "u"("v")`,
  `SELECT "v", COUNT(*) AS "n" FROM ${T} CROSS JOIN UNNEST(MV_TO_ARRAY("mv")) AS "u"("v") GROUP BY 1 ORDER BY 1`,
  `SELECT "k", STRING_AGG("s2", ',') AS "v" FROM ${T} WHERE "mv" = 'c' GROUP BY 1 ORDER BY 1`,
]);

const ARRAY_VALUES = [
  '"arr_l"',
  '"arr_s"',
  '"arr_d"',
  'ARRAY_LENGTH("arr_l")',
  'ARRAY_OFFSET("arr_l", 0)',
  'ARRAY_ORDINAL("arr_s", 2)',
  'ARRAY_CONTAINS("arr_l", 1)',
  "ARRAY_CONTAINS(\"arr_s\", ARRAY['a', 'b'])",
  "ARRAY_OVERLAP(\"arr_s\", ARRAY['a', 'z'])",
  'ARRAY_TO_STRING("arr_s", \'|\')',
  'ARRAY_TO_STRING("arr_l", \',\')',
  'ARRAY_APPEND("arr_l", 9)',
  'ARRAY_PREPEND(\'q\', "arr_s")',
  'ARRAY_CONCAT("arr_d", ARRAY[0.5])',
  'ARRAY_SLICE("arr_l", 1, 2)',
  'ARRAY_OFFSET_OF("arr_l", 1)',
  'ARRAY_ORDINAL_OF("arr_s", \'a\')',
  '"j"',
  'JSON_VALUE("j", \'$.a\')',
  'JSON_VALUE("j", \'$.a\' RETURNING BIGINT)',
  'JSON_VALUE("j", \'$.a\' RETURNING DOUBLE)',
  'JSON_VALUE("j", \'$.b.c\')',
  'JSON_QUERY("j", \'$.b\')',
  'JSON_QUERY("j", \'$.a\')',
  'JSON_KEYS("j", \'$\')',
  'JSON_PATHS("j")',
  'TO_JSON_STRING("j")',
  'JSON_QUERY_ARRAY("j", \'$.a\')',
  "JSON_OBJECT(KEY 'k' VALUE \"k\", KEY 'a' VALUE JSON_VALUE(\"j\", '$.a'))",
  'JSON_VALUE("j", \'$[1]\' RETURNING BIGINT)',
];

export const nestedFamily = enumerated('nested', 'Arrays and JSON of the nested table', [
  ...ARRAY_VALUES.map((value) => `SELECT "k", ${value} AS "v" FROM ${N}`),
  `SELECT "k" FROM ${N} WHERE "arr_l" = ARRAY[1, 2, 3]`,
  `SELECT "k" FROM ${N} WHERE ARRAY_CONTAINS("arr_l", 3)`,
  `SELECT "k" FROM ${N} WHERE "arr_s" IS NULL`,
  `SELECT "k" FROM ${N} WHERE JSON_VALUE("j", '$.a') = '1'`,
  `SELECT "k" FROM ${N} WHERE JSON_VALUE("j", '$.b.c') IS NOT NULL`,
  `SELECT "arr_l", COUNT(*) AS "n" FROM ${N} GROUP BY 1 ORDER BY 1`,
  `SELECT "arr_s", COUNT(*) AS "n" FROM ${N} GROUP BY 1 ORDER BY 1`,
  `SELECT JSON_VALUE("j", '$.b.c') AS "c", COUNT(*) AS "n" FROM ${N} GROUP BY 1 ORDER BY 1`,
  `SELECT "k", "x" FROM ${N} CROSS JOIN UNNEST("arr_l") AS "u"("x")`,
  `SELECT "x", COUNT(*) AS "n" FROM ${N} CROSS JOIN UNNEST("arr_s") AS "u"("x") GROUP BY 1 ORDER BY 1`,
  `SELECT SUM("x") AS "total", COUNT("x") AS "n" FROM ${N} CROSS JOIN UNNEST("arr_d") AS "u"("x")`,
  `SELECT ARRAY_LENGTH(ARRAY_AGG("k")) AS "n", ARRAY_LENGTH(ARRAY_AGG(DISTINCT "arr_l")) AS "distinct_arrays" FROM ${N}`,
  `SELECT ARRAY_CONCAT_AGG("arr_l") IS NOT NULL AS "v" FROM ${N} WHERE "k" = 1`,
  `SELECT "k", "arr_l"[1] AS "v" FROM ${N}`,
]);

export const errorFamily = enumerated('error', 'A query Druid refuses (both refusing alike is agreement)', [
  `SELECT "nope" FROM ${T}`,
  `SELECT "k" FROM ${T} ORDER BY "s"`,
  `SELECT "k" FROM ${T} ORDER BY "k" LIMIT 3`,
  `SELECT "s", COUNT(*) FROM ${T}`,
  `SELECT "k" FROM ${T} WHERE COUNT(*) > 1`,
  `SELECT SUM(COUNT(*)) FROM ${T}`,
  `SELECT UPPER("s", 1) FROM ${T}`,
  `SELECT "k" + FROM ${T}`,
  `SELECT TIME_FLOOR("__time", 'P1X') FROM ${T}`,
  `SELECT TIME_FORMAT("__time", 'yyyy', 'Not/AZone') FROM ${T}`,
  `SELECT REGEXP_LIKE("s", '(') FROM ${T}`,
  `SELECT COUNT(DISTINCT "s", "s2") FROM ${T}`,
  `SELECT "k" FROM ${T} LIMIT -1`,
  `SELECT MIN("s") AS "v" FROM ${T}`,
  `SELECT MAX("s2") AS "v" FROM ${T} GROUP BY "k" ORDER BY "k"`,
  `SELECT "k" FROM ${T} WHERE "s" = ANY (SELECT "s2" FROM ${T})`,
  `SELECT "k" FROM ${T} AS "a" WHERE EXISTS (SELECT 1 FROM ${T} AS "b" WHERE "b"."k" = "a"."k" + 1)`,
  `SELECT "k", (SELECT MAX("b"."k") FROM ${T} AS "b" WHERE "b"."s2" = "a"."s2") AS "m" FROM ${T} AS "a"`,
  `SELECT "k" FROM ${T}, ${T} AS "b"`,
  `SELECT "k" / 0 AS "v" FROM ${T}`,
  `SELECT MOD("k", 0) AS "v" FROM ${T}`,
  `SELECT "d" / 0 AS "v" FROM ${T}`,
  `SELECT "l" + 1 AS "v" FROM ${T} WHERE "k" = 5`,
  `SELECT "l" * 2 AS "v" FROM ${T}`,
  `SELECT SUM("l") + 9223372036854775807 AS "v" FROM ${T}`,
  `SELECT "s" + 1 AS "v" FROM ${T}`,
  `SELECT DISTINCT "k" FROM ${T} ORDER BY "s"`,
  `SELECT "k" FROM ${T} GROUP BY "k" HAVING "s" = 'alpha'`,
  `SELECT 1 UNION SELECT 2`,
]);

export const metadataFamily = enumerated('metadata', 'The metadata tables describe the run’s tables', [
  ...['typed', 'nested', 'datasource', 'channels'].map(
    (table) =>
      `SELECT "COLUMN_NAME", "DATA_TYPE", "IS_NULLABLE", "JDBC_TYPE" FROM INFORMATION_SCHEMA.COLUMNS WHERE "TABLE_SCHEMA" = 'druid' AND "TABLE_NAME" = '\${${table}}' ORDER BY "ORDINAL_POSITION"`,
  ),
  `SELECT "TABLE_NAME", "TABLE_TYPE" FROM INFORMATION_SCHEMA.TABLES WHERE "TABLE_NAME" IN ('\${typed}', '\${nested}')`,
  `SELECT COUNT(*) AS "segments" FROM sys.segments WHERE "datasource" = '\${typed}' AND "is_published" = 1`,
  `SELECT "datasource", COUNT(*) AS "segments" FROM sys.segments WHERE "datasource" IN ('\${typed}', '\${datasource}') GROUP BY 1 ORDER BY 1`,
  `SELECT "server_type" FROM sys.servers WHERE "server_type" = 'broker'`,
]);
