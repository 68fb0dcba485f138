// Turns a feature's rows table into the SQL-based ingestion statement that loads exactly those rows (pure).

export const INGEST_TYPES = ['string', 'long', 'double', 'float'] as const;
export type IngestType = (typeof INGEST_TYPES)[number];

export interface IngestColumn {
  readonly name: string;
  readonly type: IngestType;
}

/** The segment granularities a loader request may name (`PARTITIONED BY …`). */
export const SEGMENT_GRANULARITIES = ['HOUR', 'DAY', 'MONTH', 'YEAR', 'ALL'] as const;
export type SegmentGranularity = (typeof SEGMENT_GRANULARITIES)[number];

export interface IngestTable {
  readonly columns: readonly IngestColumn[];
  readonly rows: readonly Readonly<Record<string, unknown>>[];
}

const TIME = '__time';
/** Where rows without a __time column sit (the real system stores them at the epoch too). */
const EPOCH = '1970-01-01T00:00:00.000Z';
const NULL_CELL = '<null>';

const isIngestType = (type: string): type is IngestType => (INGEST_TYPES as readonly string[]).includes(type);

function parseHeader(cell: string): IngestColumn {
  const [name = '', type = 'string', ...rest] = cell.split(':');
  if (name === '' || rest.length > 0 || !isIngestType(type))
    throw new Error(`Bad column "${cell}": write name or name:type, type one of ${INGEST_TYPES.join(', ')}`);
  if (name === TIME && type !== 'string') throw new Error('The __time column holds ISO 8601 text: no type');
  return { name, type };
}

function parseValue(text: string, column: IngestColumn): unknown {
  if (text === NULL_CELL) {
    if (column.name === TIME) throw new Error('A row needs a __time value');
    return null;
  }
  if (column.type === 'string') return text;
  const value = Number(text);
  const valid = column.type === 'long' ? /^-?\d+$/.test(text) && Number.isSafeInteger(value) : text !== '';
  if (!valid || !Number.isFinite(value))
    throw new Error(`"${text}" is not a ${column.type} value (column ${column.name})`);
  return value;
}

/** Reads the rows table: header cells `name` or `name:type`, cells `<null>` for a missing value. */
export function parseIngestTable(raw: readonly (readonly string[])[]): IngestTable {
  const [header, ...body] = raw;
  if (header === undefined || header.length === 0) throw new Error('The rows table needs a header row');
  const columns = header.map(parseHeader);
  if (new Set(columns.map((c) => c.name)).size !== columns.length)
    throw new Error('The rows table names a column twice');
  const rows = body.map((cells) =>
    Object.fromEntries(columns.map((column, i) => [column.name, parseValue(cells[i] ?? '', column)])),
  );
  return { columns, rows };
}

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * The column EXTERN reads the time text from: not `__time` itself, which real MSQ accepts in an EXTERN signature
 * only as a long (docs/facts/ingestion.md); a name no column of the table has.
 */
export function timeTextColumn(table: IngestTable): string {
  let name = 'kit_time_text';
  while (table.columns.some((column) => column.name === name)) name = `${name}_`;
  return name;
}

/** The table's rows as inline JSON lines, each with its time text (the epoch when the table has no __time). */
export function timedRows(table: IngestTable): { readonly timeText: string; readonly data: string } {
  const timeText = timeTextColumn(table);
  const lines = table.rows.map(({ [TIME]: time, ...row }) =>
    JSON.stringify({ [timeText]: time ?? EPOCH, ...row }),
  );
  return { timeText, data: lines.join('\n') };
}

/**
 * INSERT … SELECT … FROM TABLE(EXTERN(inline JSON rows)) PARTITIONED BY <granularity> (spec: "SQL-based ingestion
 * tasks", rule 2). Every row carries its time as text under timeTextColumn (the epoch when the table has no
 * __time), which the SELECT parses into __time.
 */
export function ingestSql(
  datasource: string,
  table: IngestTable,
  segmentGranularity: SegmentGranularity = 'DAY',
): string {
  const others = table.columns.filter((column) => column.name !== TIME);
  const { timeText, data } = timedRows(table);
  const signature = [{ name: timeText, type: 'string' }, ...others.map(({ name, type }) => ({ name, type }))];
  const inputSource = { type: 'inline', data };
  const select = [
    `TIME_PARSE(${identifier(timeText)}) AS ${identifier(TIME)}`,
    ...others.map((c) => identifier(c.name)),
  ];
  return [
    `INSERT INTO ${identifier(datasource)}`,
    `SELECT ${select.join(', ')}`,
    `FROM TABLE(EXTERN(${[inputSource, { type: 'json' }, signature].map((v) => literal(JSON.stringify(v))).join(', ')}))`,
    `PARTITIONED BY ${segmentGranularity}`,
  ].join('\n');
}
