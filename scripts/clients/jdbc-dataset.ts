// The datasource the JDBC checks read: 1,000 generated rows, loaded the same way into every server (the reference by
// SQL ingestion, Druid by a native batch task: the Druid 33 lab has no MSQ), then waited for until queryable.
import { setTimeout as delay } from 'node:timers/promises';

/** Unique to these checks, so it never meets another's data on a shared Druid. */
export const JDBC_DATASOURCE = 'avatica_jdbc_checks';
export const JDBC_ROWS = 1000;

const CHANNELS = ['#en', '#fr', '#de', '#ja'];
const DAY_MS = 86_400_000;
const START = Date.UTC(2020, 0, 1);

/** Row n: ten days of data, four channels, a null page every seventh row, exact binary fractions. */
export function jdbcRows(): Record<string, unknown>[] {
  return Array.from({ length: JDBC_ROWS }, (_, n) => ({
    ts: new Date(START + (n % 10) * DAY_MS + (n % 24) * 3_600_000).toISOString(),
    n,
    channel: CHANNELS[n % 4],
    page: n % 7 === 0 ? null : `Page ${n % 50}`,
    delta: n / 4 - 100,
    weight: (n % 8) * 0.5,
    s: `s${n}`,
  }));
}

const COLUMNS = [
  { name: 'n', type: 'long' },
  { name: 'channel', type: 'string' },
  { name: 'page', type: 'string' },
  { name: 'delta', type: 'double' },
  { name: 'weight', type: 'float' },
  { name: 's', type: 'string' },
];

const jsonLines = (): string =>
  jdbcRows()
    .map((row) => JSON.stringify(row))
    .join('\n');
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** `REPLACE … OVERWRITE ALL SELECT … FROM TABLE(EXTERN(inline))`: the reference's load, idempotent. */
export function replaceStatement(datasource = JDBC_DATASOURCE): string {
  const source = JSON.stringify({ type: 'inline', data: jsonLines() });
  const signature = JSON.stringify([{ name: 'ts', type: 'string' }, ...COLUMNS]);
  const columns = COLUMNS.map((column) => `"${column.name}"`).join(', ');
  return (
    `REPLACE INTO "${datasource}" OVERWRITE ALL SELECT TIME_PARSE("ts") AS __time, ${columns} ` +
    `FROM TABLE(EXTERN(${literal(source)}, ${literal('{"type":"json"}')}, ${literal(signature)})) PARTITIONED BY DAY`
  );
}

/** The same rows as a native batch task (Druid 33 and 27); it replaces the interval's data, so a rerun is safe. */
export function nativeTask(datasource = JDBC_DATASOURCE): Record<string, unknown> {
  return {
    type: 'index_parallel',
    spec: {
      dataSchema: {
        dataSource: datasource,
        timestampSpec: { column: 'ts', format: 'iso' },
        dimensionsSpec: { dimensions: COLUMNS },
        granularitySpec: { segmentGranularity: 'day', queryGranularity: 'none', rollup: false },
      },
      ioConfig: {
        type: 'index_parallel',
        inputSource: { type: 'inline', data: jsonLines() },
        inputFormat: { type: 'json' },
        appendToExisting: false,
      },
      tuningConfig: { type: 'index_parallel' },
    },
  };
}

export interface Target {
  readonly name: string;
  /** `http://host:port` of the Router or Broker (or the reference), serving `/druid/…`. */
  readonly baseUrl: string;
  readonly headers?: Readonly<Record<string, string>>;
}

async function post(target: Target, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${target.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Loads the rows (`native`: Druid's batch task, else SQL) and waits until a count sees all of them. */
export async function loadJdbcDataset(target: Target, native: boolean, timeoutMs = 300_000): Promise<void> {
  const submitted = native
    ? await post(target, '/druid/indexer/v1/task', nativeTask())
    : await post(target, '/druid/v2/sql/task', { query: replaceStatement() });
  if (submitted.status !== 200 && submitted.status !== 202)
    throw new Error(
      `${target.name}: the load was refused: ${submitted.status} ${submitted.text.slice(0, 300)}`,
    );
  const deadline = Date.now() + timeoutMs;
  const count = { query: `SELECT COUNT(*) AS c, MAX(n) AS top FROM "${JDBC_DATASOURCE}"` };
  while (Date.now() < deadline) {
    const answer = await post(target, '/druid/v2/sql', count);
    if (answer.status === 200) {
      const [row] = JSON.parse(answer.text) as { c: number; top: number }[];
      if (row?.c === JDBC_ROWS && row.top === JDBC_ROWS - 1) return;
    }
    await delay(500);
  }
  throw new Error(`${target.name}: ${JDBC_DATASOURCE} did not hold ${JDBC_ROWS} rows within ${timeoutMs} ms`);
}
