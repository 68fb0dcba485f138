// The tables a differential run loads into both servers: their columns and their rows as JSON lines, read verbatim.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A column's stored type. `mv` is a string column given JSON arrays (a multi-value string); the array types and
 * `json` are nested columns, which only servers that load them natively or with arrays get (Druid 33: not Druid 27).
 */
export const TABLE_COLUMN_TYPES = [
  'string',
  'long',
  'double',
  'float',
  'mv',
  'array<long>',
  'array<string>',
  'array<double>',
  'json',
] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];

export interface TableColumn {
  readonly name: string;
  readonly type: TableColumnType;
}

/** The placeholders a corpus query names the run's tables by (`${datasource}` is the wikiticker slice). */
export const TABLE_PLACEHOLDERS = ['datasource', 'channels', 'typed', 'nested'] as const;
export type TablePlaceholder = (typeof TABLE_PLACEHOLDERS)[number];

export interface CorpusTable {
  readonly placeholder: TablePlaceholder;
  /** A server that cannot store it (Druid 27: no ARRAY columns) runs without it: its queries then diverge. */
  readonly optional: boolean;
  /** Every column but __time, in the order SELECT * shows them after __time. */
  readonly columns: readonly TableColumn[];
  /**
   * The rows as JSON object text, `"__time"` (ISO text) first when the table has times: kept verbatim so that
   * BIGINT extremes and negative zero reach the servers exactly (JSON.parse would round them).
   */
  readonly lines: readonly string[];
}

const col = (spec: string): TableColumn[] =>
  spec.split(',').map((entry) => {
    const [name = '', type = 'string'] = entry.trim().split(':');
    if (!(TABLE_COLUMN_TYPES as readonly string[]).includes(type)) throw new Error(`bad column type ${type}`);
    return { name, type: type as TableColumnType };
  });

/**
 * wikiticker-slice.ndjson: every 131st line (from the first) of bench/data's wikiticker sample, 300 edits of
 * 2015-09-12, with the booleans as "true"/"false" text. channels.ndjson: written by hand for the joins, with
 * approximate speaker counts (millions) as a DOUBLE column, a channel absent from the edits and a null, no times.
 * typed.ndjson: written to expose semantics (nulls of every type, empty strings, BIGINT and FLOAT extremes,
 * negative zero, Unicode, escapes, case and spaces, times across days, the turn of the millennium, before the epoch
 * and the DST changes of America (2024-03-10, 2024-11-03) and Europe (2024-03-31, 2024-10-27), multi-value
 * strings with empty lists). nested.ndjson: arrays of every element type and JSON objects, arrays and nulls.
 */
const TABLES: readonly { file: string; placeholder: TablePlaceholder; columns: string; optional?: true }[] = [
  {
    file: 'wikiticker-slice.ndjson',
    placeholder: 'datasource',
    columns:
      'channel,page,user,namespace,countryName,cityName,isRobot,isNew,isAnonymous,metroCode:long,added:long,deleted:long,delta:long',
  },
  { file: 'channels.ndjson', placeholder: 'channels', columns: 'channel,lang,speakers:double' },
  {
    file: 'typed.ndjson',
    placeholder: 'typed',
    columns: 'k:long,s,s2,n_text,l:long,d:double,f:float,mv:mv',
  },
  {
    file: 'nested.ndjson',
    placeholder: 'nested',
    columns: 'k:long,arr_l:array<long>,arr_s:array<string>,arr_d:array<double>,j:json',
    optional: true,
  },
];

function readLines(file: string): string[] {
  const path = fileURLToPath(new URL(file, import.meta.url));
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** Every table of a run, in load order. */
export function readTables(): CorpusTable[] {
  return TABLES.map(({ file, placeholder, columns, optional }) => ({
    placeholder,
    optional: optional === true,
    columns: col(columns),
    lines: readLines(file),
  }));
}
