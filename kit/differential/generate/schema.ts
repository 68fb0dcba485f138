// What the generator knows of the run's tables: typed columns and literals drawn from (and around) their data.
import type { TablePlaceholder } from '../tables.ts';

/** The types the expression grammar produces; `time` is a TIMESTAMP, `bool` a predicate. */
export type GenType = 'string' | 'long' | 'double' | 'time' | 'bool';

export interface GenColumn {
  readonly name: string;
  readonly type: GenType;
  /** How often the grammar picks it among the columns of its type (extremes are picked rarely). */
  readonly weight: number;
}

export interface GenTable {
  readonly placeholder: TablePlaceholder;
  readonly columns: readonly GenColumn[];
  /** A column whose values are unique: a row's identity in outputs and a tie-breaker in orderings. */
  readonly key: string;
  /** Columns good for grouping (few distinct values). */
  readonly groupable: readonly string[];
}

const c = (name: string, type: GenType, weight = 1): GenColumn => ({ name, type, weight });

/** The typed table: every column of typed.ndjson but the multi-value one, which has queries of its own. */
export const TYPED: GenTable = {
  placeholder: 'typed',
  key: 'k',
  columns: [
    c('__time', 'time'),
    c('k', 'long', 2),
    c('l', 'long', 1),
    c('s', 'string', 3),
    c('s2', 'string', 2),
    c('n_text', 'string', 2),
    c('d', 'double', 2),
    c('f', 'double', 1),
  ],
  groupable: ['s2', 'n_text', 's'],
};

/** The wikiticker slice: real text, nulls in the geography columns, ordinary longs. */
export const WIKI: GenTable = {
  placeholder: 'datasource',
  key: '__time',
  columns: [
    c('__time', 'time'),
    c('channel', 'string', 2),
    c('page', 'string', 1),
    c('user', 'string', 1),
    c('namespace', 'string', 2),
    c('countryName', 'string', 2),
    c('cityName', 'string', 1),
    c('isRobot', 'string', 1),
    c('added', 'long', 2),
    c('deleted', 'long', 1),
    c('delta', 'long', 2),
    c('metroCode', 'long', 1),
  ],
  groupable: ['channel', 'namespace', 'countryName', 'isRobot', 'isNew'],
};

export const CHANNELS: GenTable = {
  placeholder: 'channels',
  key: 'channel',
  columns: [c('channel', 'string'), c('lang', 'string'), c('speakers', 'double')],
  groupable: ['lang'],
};

/** SQL literals of each type, from the data (hits) and beside it (misses, edge cases). */
export const LITERALS: Readonly<Record<Exclude<GenType, 'bool'>, readonly string[]>> = {
  string: [
    "'alpha'",
    "'Alpha'",
    "'ALPHA'",
    "'alpha '",
    "''",
    "'x'",
    "'y'",
    "'z'",
    "'a%b'",
    "'a_b'",
    "'ça'",
    "'Straße'",
    "'İstanbul'",
    "'日本語'",
    "'it''s'",
    "'10'",
    "'2'",
    "'-3'",
    "'1.5'",
    "'abc'",
    "'#en.wikipedia'",
    "'#de.wikipedia'",
    "'Main'",
    "'United States'",
    "'true'",
    "'zzz'",
  ],
  long: ['0', '1', '-1', '2', '3', '5', '7', '10', '42', '100', '-100', '1000000', '2147483647', '-5'],
  double: ['0.0', '0.5', '-2.5', '1.5', '2.675', '100.25', '1e3', '0.1', '-0.75', '3.0'],
  time: [
    "TIMESTAMP '2024-03-10 10:00:00'",
    "TIMESTAMP '2000-01-01 00:00:00'",
    "TIMESTAMP '2024-06-15 12:00:00'",
    "TIMESTAMP '2015-09-12 12:00:00'",
    "TIMESTAMP '2024-11-03 06:00:00'",
  ],
};

/** Zones with DST changes on both sides of the Atlantic, a half-hour offset, and UTC. */
export const ZONES = [
  "'America/Los_Angeles'",
  "'Europe/Paris'",
  "'Asia/Kolkata'",
  "'UTC'",
  "'America/New_York'",
];
export const PERIODS = ["'PT1H'", "'PT15M'", "'PT6H'", "'P1D'", "'P1W'", "'P1M'", "'P3M'", "'P1Y'"];
export const TIME_UNITS = ['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR'];
export const EXTRACT_UNITS = [
  'EPOCH',
  'MILLISECOND',
  'SECOND',
  'MINUTE',
  'HOUR',
  'DAY',
  'DOW',
  'ISODOW',
  'DOY',
  'WEEK',
  'MONTH',
  'QUARTER',
  'YEAR',
  'ISOYEAR',
  'DECADE',
  'CENTURY',
  'MILLENNIUM',
];
export const TIME_FORMATS = [
  "'yyyy-MM-dd'",
  "'yyyy-MM-dd HH:mm:ss'",
  "'yyyy-MM-dd''T''HH:mm:ss.SSSZZ'",
  "'EEE, d MMM yyyy'",
  "'D'",
  "'w xxxx'",
  "'hh:mm a'",
  "'HH:mm z'",
  "'MMMM'",
  "'e E'",
];
export const LIKE_PATTERNS = [
  "'a%'",
  "'%a'",
  "'%lph%'",
  "'_lpha'",
  "'%'",
  "''",
  "'a_b'",
  "'ALPHA'",
  "'%\\_%' ESCAPE '\\'",
  "'a!%b' ESCAPE '!'",
  "'%''%'",
  "'% '",
  "'#%.wikipedia'",
  "'%Talk%'",
  "'1%'",
];
export const REGEX_PATTERNS = [
  "'^a'",
  "'[0-9]+'",
  "'(?i)alpha'",
  "'^\\s'",
  "'a.b'",
  "'wiki'",
  "'^$'",
  "'\\p{L}+'",
];
