// SQL for the fuzz test: token soup, deep nesting, long chains, hostile expressions, mutated corpus queries.
import { nameText } from './names.ts';
import type { Random } from './random.ts';

const SQL_CORPUS = [
  'SELECT 1',
  "SELECT COUNT(*) AS c FROM wiki WHERE channel = '#en'",
  "SELECT TIME_FLOOR(__time, 'PT1H') AS h, SUM(added) AS s FROM wiki GROUP BY 1 ORDER BY 1 LIMIT 5",
  'SELECT * FROM sys.tasks',
  'SELECT * FROM sys.segments',
  'SELECT TABLE_NAME FROM INFORMATION_SCHEMA.TABLES',
  "SELECT CASE WHEN added > 5 THEN 'big' ELSE 'small' END AS size FROM wiki",
  'SELECT channel FROM wiki UNION ALL SELECT channel FROM wiki',
  "INSERT INTO fuzz_target SELECT TIMESTAMP '2020-01-01' AS __time, 1 AS x PARTITIONED BY DAY",
  "REPLACE INTO fuzz_target OVERWRITE ALL SELECT TIMESTAMP '2020-01-01' AS __time, 1 AS x PARTITIONED BY ALL",
  'EXPLAIN PLAN FOR SELECT 1',
];

const SQL_TOKENS = [
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP',
  'BY',
  'ORDER',
  'LIMIT',
  'OFFSET',
  'UNION',
  'ALL',
  'JOIN',
  'ON',
  'AS',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'AND',
  'OR',
  'NOT',
  'NULL',
  'IN',
  'IS',
  'LIKE',
  'CAST',
  'INTERVAL',
  'TIMESTAMP',
  'EXTERN',
  'TABLE',
  'INSERT',
  'INTO',
  'REPLACE',
  'OVERWRITE',
  'PARTITIONED',
  'CLUSTERED',
  'WITH',
  'OVER',
  '(',
  ')',
  ',',
  '.',
  ';',
  '*',
  '+',
  '-',
  '/',
  '%',
  '||',
  '=',
  '<>',
  '?',
  '[',
  ']',
  '1',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  "'x'",
  "''",
  "'\u0000'",
  "'\ud800'",
  'wiki',
  'sys',
  'tasks',
  '__time',
  '"wiki"',
  '""',
  '"a\u0000b"',
  'SQRT',
  'LN',
  'PARSE_JSON',
  'TIME_FLOOR',
  'COUNT',
  'SUM',
  'LPAD',
  'REPEAT',
  "U&'\\0000'",
];

const HOSTILE_EXPRESSIONS = [
  '1/0',
  'SQRT(-1)',
  'LN(0)',
  '9223372036854775807 + 1',
  '-9223372036854775807 - 10',
  '99999999999999999999',
  "PARSE_JSON('{')",
  "CAST('abc' AS BIGINT)",
  "TIME_PARSE('not a time')",
  "TIMESTAMP '99999-01-01 00:00:00'",
  "TIME_FLOOR(__time, 'P-1D')",
  "'a\u0000b'",
  "U&'\\D800'",
  'CHAR_LENGTH(NULL)',
  '1.0/0',
  'MILLIS_TO_TIMESTAMP(9223372036854775807)',
];

/** SQL: token soup, deep nesting, long chains, hostile expressions, or a corpus query with a token changed. */
export function sqlText(r: Random): string {
  switch (r.int(6)) {
    case 0:
      return Array.from({ length: 1 + r.int(25) }, () => r.pick(SQL_TOKENS)).join(' ');
    case 1: {
      const n = r.pick([50, 199, 201, 500, 3000]);
      const kind = r.int(4);
      if (kind === 0) return `SELECT ${'('.repeat(n)}1${')'.repeat(n)}`;
      if (kind === 1) return `SELECT ${'CASE WHEN 1=1 THEN '.repeat(n)}1${' END'.repeat(n)}`;
      if (kind === 2) return `SELECT * FROM ${'(SELECT * FROM '.repeat(n)}(SELECT 1)${')'.repeat(n)}`;
      return `SELECT 1${'+1'.repeat(n * r.pick([1, 4]))}`;
    }
    case 2:
      return `SELECT ${r.pick(HOSTILE_EXPRESSIONS)} AS v${r.chance(0.5) ? ' FROM wiki' : ''}`;
    case 3:
      return `SELECT 1 ${r.pick(['LIMIT', 'OFFSET'])} ${r.pick(['99999999999999999999', '-1', '1e3', '?', "'1'"])}`;
    default: {
      const tokens = r.pick(SQL_CORPUS).split(' ');
      tokens[r.int(tokens.length)] = r.pick([...SQL_TOKENS, ...HOSTILE_EXPRESSIONS, `"${nameText(r)}"`]);
      return tokens.join(' ');
    }
  }
}
