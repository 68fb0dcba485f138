// The least a Node SQL server does per request, run in its own process by http-floor.ts: read the JSON body, run the
// query's executor SQL (analyzed beforehand by the benchmark) on DuckDB, write the rows as JSON, gzip, answer. No
// framework, parsing or analysis: what any server on this machine would take at best, beside the reference's time.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { constants, gzipSync } from 'node:zlib';
import { DuckEngine } from '../reference/sql/execute/duckdb.ts';

const dataDir = process.env.BENCH_MINIMAL_DATA_DIR ?? '';
// Each benchmark query's text mapped to the DuckDB SQL the reference runs for it.
const plans = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.BENCH_MINIMAL_PLANS ?? '', 'utf8')) as Record<string, string>,
  ),
);
const duck = await DuckEngine.open({ allowedDirectories: [dataDir], threads: 2, memoryLimit: '1GB' });

// BIGINT and TIMESTAMP as the reference writes them in the array format; everything else as DuckDB gives it.
const jsonValue = (value: unknown): unknown =>
  typeof value === 'bigint' ? Number(value) : value instanceof Date ? value.toISOString() : value;

async function answer(body: string): Promise<{ status: number; text: string }> {
  const sql = plans.get((JSON.parse(body) as { query?: string }).query ?? '');
  if (sql === undefined) return { status: 400, text: '{"error":"not a benchmark query"}' };
  const result = await duck.readUpTo(sql, 2048);
  if (result === undefined) return { status: 400, text: '{"error":"more than 2048 rows"}' };
  return { status: 200, text: `${JSON.stringify(result.rows.map((row) => row.map(jsonValue)))}\n` };
}

const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    answer(body).then(
      ({ status, text }) => {
        const gzipped = gzipSync(text, { level: constants.Z_BEST_SPEED });
        response.writeHead(status, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': gzipped.length,
        });
        response.end(gzipped);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`${address.port}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => {
    void duck.close().then(() => process.exit(0));
  });
});
