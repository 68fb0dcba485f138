// The ingestion of one corpus table: a SQL INSERT (multi-stage engine) or a native batch task (pure).
import type { CorpusTable, TableColumn } from './tables.ts';

/** The column the inline rows carry their time text in: EXTERN takes `__time` only as a long (facts §ingestion). */
export const TIME_TEXT = 'kit_time_text';
/** Where rows without a time sit, as the real system puts them. */
const EPOCH = '1970-01-01T00:00:00.000Z';

/** The rows as inline JSON lines with their time under TIME_TEXT; the rest of each line is left byte for byte. */
export function inlineData(table: CorpusTable): string {
  return table.lines
    .map((line) => {
      if (line.startsWith('{"__time":')) return `{"${TIME_TEXT}":${line.slice('{"__time":'.length)}`;
      if (line.includes('"__time"')) throw new Error(`__time must be the first key of a row: ${line}`);
      return `{"${TIME_TEXT}":"${EPOCH}",${line.slice(1)}`;
    })
    .join('\n');
}

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** EXTERN's type of a column, and the SELECT expression that turns it into the stored column. */
function sqlColumn(column: TableColumn): { type: string; select: string } {
  const name = identifier(column.name);
  switch (column.type) {
    case 'mv':
      // A string column given JSON arrays is stored multi-value.
      return { type: 'string', select: name };
    case 'array<long>':
      return { type: 'COMPLEX<json>', select: `JSON_VALUE(${name}, '$' RETURNING BIGINT ARRAY) AS ${name}` };
    case 'array<double>':
      return { type: 'COMPLEX<json>', select: `JSON_VALUE(${name}, '$' RETURNING DOUBLE ARRAY) AS ${name}` };
    case 'array<string>':
      return { type: 'COMPLEX<json>', select: `JSON_VALUE(${name}, '$' RETURNING VARCHAR ARRAY) AS ${name}` };
    case 'json':
      return { type: 'COMPLEX<json>', select: name };
    default:
      return { type: column.type, select: name };
  }
}

/** INSERT … SELECT … FROM TABLE(EXTERN(inline JSON)) PARTITIONED BY DAY, with the task's context. */
export function sqlIngestion(datasource: string, table: CorpusTable): { query: string; context: object } {
  const columns = table.columns.map((column) => ({ column, ...sqlColumn(column) }));
  const signature = [
    { name: TIME_TEXT, type: 'string' },
    ...columns.map(({ column, type }) => ({ name: column.name, type })),
  ];
  const inputSource = { type: 'inline', data: inlineData(table) };
  const query = [
    `INSERT INTO ${identifier(datasource)}`,
    `SELECT ${[`TIME_PARSE(${identifier(TIME_TEXT)}) AS "__time"`, ...columns.map((c) => c.select)].join(', ')}`,
    `FROM TABLE(EXTERN(${[inputSource, { type: 'json' }, signature].map((v) => literal(JSON.stringify(v))).join(', ')}))`,
    'PARTITIONED BY DAY',
  ].join('\n');
  // Arrays are stored as arrays, not as multi-value strings (the multi-stage engine's setting where it has one).
  return { query, context: { arrayIngestMode: 'array' } };
}

function nativeDimension(column: TableColumn): Record<string, unknown> {
  switch (column.type) {
    case 'mv':
      return { type: 'string', name: column.name };
    case 'array<long>':
      return { type: 'auto', name: column.name, castToType: 'ARRAY<LONG>' };
    case 'array<double>':
      return { type: 'auto', name: column.name, castToType: 'ARRAY<DOUBLE>' };
    case 'array<string>':
      return { type: 'auto', name: column.name, castToType: 'ARRAY<STRING>' };
    case 'json':
      return { type: 'json', name: column.name };
    default:
      return { type: column.type, name: column.name };
  }
}

/** An `index_parallel` task over the same inline rows, appended, nothing rolled up, one sub-task at a time. */
export function nativeIngestion(datasource: string, table: CorpusTable): Record<string, unknown> {
  return {
    type: 'index_parallel',
    spec: {
      dataSchema: {
        dataSource: datasource,
        timestampSpec: { column: TIME_TEXT, format: 'iso' },
        dimensionsSpec: { dimensions: table.columns.map(nativeDimension) },
        granularitySpec: {
          type: 'uniform',
          segmentGranularity: 'DAY',
          queryGranularity: 'NONE',
          rollup: false,
        },
      },
      ioConfig: {
        type: 'index_parallel',
        inputSource: { type: 'inline', data: inlineData(table) },
        inputFormat: { type: 'json' },
        appendToExisting: true,
      },
      tuningConfig: { type: 'index_parallel', maxNumConcurrentSubTasks: 1 },
    },
  };
}
