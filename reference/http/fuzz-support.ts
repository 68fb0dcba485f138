// Generators of hostile requests for the HTTP fuzz test: a seeded PRNG and random paths, query parameters, bodies
// and SQL. Everything is bounded (sizes, depths), so a case is cheap to build and a failure reproduces from its seed.

/** mulberry32: a small, fast, seeded generator with a full 2^32 period. */
export function prng(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)] as T,
  };
}

export interface Random {
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** Text a client might send where a name is expected: ordinary, empty, hostile, long, unicode. */
const NAME_TEXTS = [
  'wiki',
  '_default',
  'kit_fuzz',
  '',
  '.',
  '..',
  '.hidden',
  'a b',
  'a\u0000b',
  'tab\tname',
  'line\nbreak',
  '\u007f',
  '\u0085',
  '\ud800',
  '\udfff',
  '\uffff',
  '🙂',
  'שלום',
  'é',
  "quote'd",
  'double"quote',
  'back\\slash',
  '%',
  '%00',
  '%ZZ',
  '?x=1',
  '#frag',
  '<script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal placeholder text is hostile input here
  '${unique}',
  'null',
  'undefined',
  '-1',
  '0',
  '99999999999999999999',
  'query-00000000-0000-0000-0000-000000000000',
  'wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_v1',
];

/** A text for a name: from the list, sometimes repeated long or glued to another. */
export function nameText(r: Random): string {
  const base = r.pick(NAME_TEXTS);
  if (r.chance(0.1)) return base.repeat(1 + r.int(400)) || 'x'.repeat(1 + r.int(3000));
  if (r.chance(0.15)) return base + r.pick(NAME_TEXTS);
  return base;
}

/** A path segment: the text percent-encoded as a client would, or raw hostile escapes. */
export function pathSegment(r: Random): string {
  if (r.chance(0.1))
    return r.pick(['%00', '%ZZ', '%', '%2F', '%ED%A0%80', '%C0%AF', '%ff%fe', '..', '.', '%2e%2e']);
  const text = nameText(r);
  return wellFormed(text) ? encodeURIComponent(text) : '%ED%A0%80';
}

/** Values of query parameters: numbers out of range, wrong types, empty, hostile. */
const PARAM_VALUES = [
  '',
  '0',
  '1',
  '-1',
  '10',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1e309',
  'NaN',
  '0x10',
  '1.5',
  'true',
  'false',
  'yes',
  'P1D',
  'PT-1S',
  'P99999999Y',
  '2015-09-12/2015-09-13',
  '2015-09-12T00:00:00.000Z_2015-09-13',
  '0000-01-01/9999-12-31',
  'bogus/interval',
  'object',
  'array',
  'csv',
  'RUNNING',
  'complete',
  '%00',
  '%ff',
  '🙂',
];

const PARAM_NAMES = [
  'count',
  'full',
  'simple',
  'interval',
  'intervals',
  'page',
  'resultFormat',
  'state',
  'datasource',
  'datasources',
  'max',
  'ratio',
  'useAutoScaleSlots',
  'createdTimeInterval',
  'includeOvershadowedStatus',
  'includeRealtimeSegments',
  'includeDisabled',
  'forceMetadataRefresh',
  'offset',
  'limit',
  'type',
  'detail',
  'cluster',
  'kill',
  'pretty',
  'n',
  'numCandidates',
  'includeUnused',
  'computeUsingClusterView',
  'dataSource',
  'createdTimeInterval',
];

export function queryString(r: Random): string {
  const count = r.int(4);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = r.pick(PARAM_NAMES);
    const value = r.chance(0.1) ? 'x'.repeat(r.int(2000)) : r.pick(PARAM_VALUES);
    parts.push(r.chance(0.1) ? name : `${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** A JSON value of wrong types, huge numbers and bounded nesting. */
export function jsonValue(r: Random, depth = 0): unknown {
  const leaf = (): unknown =>
    r.pick<unknown>([
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2147483648,
      2 ** 53 + 2,
      1e308,
      -1e308,
      '',
      'text',
      nameText(r),
      'P1D',
      '2015-09-12T00:00:00Z',
    ]);
  if (depth > 4 || r.chance(0.4)) return leaf();
  if (r.chance(0.5)) return Array.from({ length: r.int(4) }, () => jsonValue(r, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = r.int(5); i > 0; i--) object[r.pick([...FIELD_NAMES, nameText(r)])] = jsonValue(r, depth + 1);
  return object;
}

const FIELD_NAMES = [
  'query',
  'context',
  'parameters',
  'resultFormat',
  'header',
  'dataSource',
  'type',
  'tieredReplicants',
  'period',
  'interval',
  'autoScaler',
  'minNumWorkers',
  'maxNumWorkers',
  'selectStrategy',
  'tuningConfig',
  'partitionsSpec',
  'maxRowsPerSegment',
  'skipOffsetFromLatest',
  'taskPriority',
  'inputSegmentSizeBytes',
  'granularitySpec',
  'segmentIds',
  'interval',
  'sqlQueryId',
  'rowsPerSegment',
  'name',
  'password',
];

/** Bodies that are not what the route wants: malformed JSON, wrong types, deep nesting, huge numbers. */
export function bodyText(r: Random, sample: () => unknown): string {
  switch (r.int(9)) {
    case 0:
      return r.pick([
        '{',
        '[',
        '{"a":',
        '{"a" 1}',
        'nul',
        '"unterminated',
        '{}}',
        '\u0000',
        '\ufeff{}',
        '',
        ' ',
      ]);
    case 1: {
      const depth = 1 + r.int(r.chance(0.3) ? 20_000 : 600);
      return r.chance(0.5)
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    }
    case 2:
      return r.pick(['1e999999', '-0', '123456789012345678901234567890', '[1e309]', '{"count":1e400}']);
    case 3:
      return JSON.stringify(jsonValue(r));
    default:
      return JSON.stringify(mutate(r, sample()));
  }
}

/** A well-formed body of the route with one field replaced, removed or given a hostile value. */
function mutate(r: Random, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return r.chance(0.5) ? jsonValue(r) : value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0) return copy;
  const key = r.pick(keys);
  const target = copy as Record<string, unknown>;
  switch (r.int(4)) {
    case 0:
      delete target[key];
      break;
    case 1:
      target[key] = jsonValue(r);
      break;
    case 2:
      target[key] = mutate(r, target[key]);
      break;
    default:
      target[key] = r.pick<unknown>([3_000_000, 1, 0, -1, 1e20, nameText(r), 'x'.repeat(5000)]);
  }
  return copy;
}

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

/** No lone surrogate (String.prototype.isWellFormed, not in this project's TypeScript lib). */
const wellFormed = (text: string): boolean =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
