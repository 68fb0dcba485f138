// `npm run bench`: every benchmark, each printing its figures and the ratio to its goal.
import { benchConfigThroughput } from './config-throughput.ts';
import { figureLines } from './figures.ts';
import { benchSqlConcurrency } from './sql-concurrency.ts';
import { prepareSqlCluster } from './sql-dataset.ts';
import { benchSqlLatency, MILLION } from './sql-latency.ts';
import { benchSqlParseAnalyze } from './sql-parse-analyze.ts';
import { benchSuiteAgainstProcess, benchSuiteWallTime } from './suite-wall-time.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

benchSuiteWallTime();
await benchSuiteAgainstProcess();
await benchConfigThroughput(seconds);
// The SQL benchmarks share one reference holding the 1,000,000-row datasource, ingested once.
const cluster = await prepareSqlCluster(MILLION).catch((error: unknown) => {
  console.log(`SQL benchmarks not run: ${error instanceof Error ? error.message : String(error)}`);
  return undefined;
});
if (cluster) {
  try {
    await benchSqlParseAnalyze(seconds, cluster);
    await benchSqlLatency(seconds, cluster);
    await benchSqlConcurrency(seconds, cluster);
  } finally {
    await cluster.stop();
  }
}
// Ingestion: 1,000,000 JSON lines through POST /analytics/v2/sql/task until queryable, against DuckDB loading them directly.
const { benchIngestThroughput } = await import('./ingest-throughput.ts');
await benchIngestThroughput();
// Statements: 1,000,000 rows through durableStorage, and the server's memory while a client downloads every page.
const { benchStatementPages } = await import('./statements-pages.ts');
await benchStatementPages();
// Every figure against its goal once more, together: value / goal ≤ 1.00 meets it.
console.log('figures against their goals (issue 20):');
for (const line of figureLines()) console.log(line);
