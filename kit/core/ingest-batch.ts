// A batch of rows written into a datasource that may hold data already: appended, or replacing one time range. The
// SQL statement for a target with SQL ingestion, the native batch task for one without (pure; docs/facts/ingestion.md).
import {
  type IngestColumn,
  parseIngestTable,
  type SegmentGranularity,
  timeTextColumn,
} from './ingest-sql.ts';

const TIME = '__time';
const NULL_CELL = '<null>';
const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** Rows as the tasks read them: inline JSON lines, each with its time text under `timeText`. */
export interface BatchRows {
  /** The columns other than `__time`, in the table's order. */
  readonly columns: readonly IngestColumn[];
  readonly timeText: string;
  readonly data: string;
}

/** Appended beside what the datasource holds, or replacing what it holds in `[start, end)` (ISO 8601 instants). */
export type BatchWrite =
  | { readonly kind: 'append' }
  | { readonly kind: 'replace'; readonly start: string; readonly end: string };

export const APPEND: BatchWrite = { kind: 'append' };

/** A long cell's digits, checked against the 64-bit range (a JSON number of any size is exact as text). */
function longDigits(text: string, column: string): string {
  const value = /^-?\d+$/.test(text) ? BigInt(text) : undefined;
  if (value === undefined || value < LONG_MIN || value > LONG_MAX)
    throw new Error(`"${text}" is not a long value (column ${column})`);
  return value.toString();
}

/**
 * Reads a rows table as the loader's step does (header `name` or `name:type`, `<null>` a missing value), with a
 * `__time` column; a long keeps every digit up to 64 bits, where the loader's own table stops at 2^53.
 */
export function batchRows(raw: readonly (readonly string[])[]): BatchRows {
  const [header = [], ...body] = raw;
  const longs = new Set(header.flatMap((cell, i) => (cell.endsWith(':long') ? [i] : [])));
  // The loader's parser checks the header and every other cell; the long cells are checked here.
  const table = parseIngestTable([
    header,
    ...body.map((cells) => cells.map((cell, i) => (longs.has(i) && cell !== NULL_CELL ? '0' : cell))),
  ]);
  if (!table.columns.some((column) => column.name === TIME))
    throw new Error('A batch into a datasource needs a __time column');
  const timeText = timeTextColumn(table);
  const lines = body.map((cells, row) =>
    table.columns
      .map(({ name }, i) => {
        const key = JSON.stringify(name === TIME ? timeText : name);
        const cell = cells[i] ?? '';
        const value =
          longs.has(i) && cell !== NULL_CELL
            ? longDigits(cell, name)
            : JSON.stringify(table.rows[row]?.[name] ?? null);
        return `${key}:${value}`;
      })
      .join(','),
  );
  return {
    columns: table.columns.filter((column) => column.name !== TIME),
    timeText,
    data: lines.map((line) => `{${line}}`).join('\n'),
  };
}

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** `TIMESTAMP 'yyyy-MM-dd HH:mm:ss'` of an instant on a whole second (what OVERWRITE WHERE takes). */
function timestampLiteral(instant: string): string {
  const match = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)(?:\.0+)?Z$/.exec(instant);
  if (match === null) throw new Error(`A replaced range ends on a whole second in UTC: not "${instant}"`);
  return `TIMESTAMP '${match[1]} ${match[2]}'`;
}

/**
 * INSERT INTO (append) or REPLACE INTO … OVERWRITE WHERE (the range) … SELECT … FROM TABLE(EXTERN(inline JSON
 * lines)) PARTITIONED BY <granularity> (spec: "SQL-based ingestion tasks", rule 2).
 */
export function batchSql(
  datasource: string,
  rows: BatchRows,
  write: BatchWrite,
  granularity: SegmentGranularity,
): string {
  const target =
    write.kind === 'append'
      ? `INSERT INTO ${identifier(datasource)}`
      : `REPLACE INTO ${identifier(datasource)} OVERWRITE WHERE ${identifier(TIME)} >= ${timestampLiteral(write.start)} AND ${identifier(TIME)} < ${timestampLiteral(write.end)}`;
  const signature = [{ name: rows.timeText, type: 'string' }, ...rows.columns];
  const source = [{ type: 'inline', data: rows.data }, { type: 'json' }, signature];
  const select = [
    `TIME_PARSE(${identifier(rows.timeText)}) AS ${identifier(TIME)}`,
    ...rows.columns.map((column) => identifier(column.name)),
  ];
  return [
    target,
    `SELECT ${select.join(', ')}`,
    `FROM TABLE(EXTERN(${source.map((v) => literal(JSON.stringify(v))).join(', ')}))`,
    `PARTITIONED BY ${granularity}`,
  ].join('\n');
}

/**
 * The `index_parallel` task writing the same rows, column types and segment granularity, nothing rolled up: appended
 * to what the datasource holds, or overwriting the range (its time chunks get a new version; chunks of the range
 * without rows hold nothing afterwards, as after a REPLACE). One sub-task at a time: the task needs a single slot.
 */
export function batchNativeTask(
  datasource: string,
  rows: BatchRows,
  write: BatchWrite,
  granularity: SegmentGranularity,
): Record<string, unknown> {
  const replace = write.kind === 'replace';
  return {
    type: 'index_parallel',
    spec: {
      dataSchema: {
        dataSource: datasource,
        timestampSpec: { column: rows.timeText, format: 'iso' },
        dimensionsSpec: { dimensions: rows.columns.map(({ type, name }) => ({ type, name })) },
        granularitySpec: {
          type: 'uniform',
          segmentGranularity: granularity,
          queryGranularity: 'NONE',
          rollup: false,
          ...(replace ? { intervals: [`${write.start}/${write.end}`] } : {}),
        },
      },
      ioConfig: {
        type: 'index_parallel',
        inputSource: { type: 'inline', data: rows.data },
        inputFormat: { type: 'json' },
        appendToExisting: !replace,
        ...(replace ? { dropExisting: true } : {}),
      },
      tuningConfig: { type: 'index_parallel', maxNumConcurrentSubTasks: 1 },
    },
  };
}
