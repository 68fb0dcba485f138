// 50 concurrent clients POSTing a GROUP BY over the 1,000,000-row datasource: throughput, latency and failures.

import autocannon from 'autocannon';
import { recordFigure } from './figures.ts';
import { prepareSqlCluster, type SqlBenchCluster } from './sql-dataset.ts';
import { MILLION } from './sql-latency.ts';
import { concurrencyQuery } from './sql-queries.ts';
import { isMain } from './stats.ts';

const CONNECTIONS = 50;
const GOAL_FAILURES = 0;

export async function benchSqlConcurrency(durationSeconds = 5, shared?: SqlBenchCluster): Promise<void> {
  const cluster = shared ?? (await prepareSqlCluster(MILLION));
  try {
    const result = await autocannon({
      url: `${cluster.baseUrl}/analytics/v2/sql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: concurrencyQuery(cluster.datasource), resultFormat: 'array' }),
      connections: CONNECTIONS,
      duration: durationSeconds,
    });
    const failures = result.errors + result.non2xx;
    console.log(
      `POST /analytics/v2/sql GROUP BY over ${cluster.rows.toLocaleString('en')} rows, ${CONNECTIONS} clients ` +
        `for ${durationSeconds} s: ${result.requests.average.toFixed(1)} req/s (${result.requests.total} requests), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ` +
        `${result.errors} errors (${result.timeouts} timeouts at 10 s) (goal ${GOAL_FAILURES} failures, ` +
        `${failures === GOAL_FAILURES ? 'met' : `${failures} failures`})`,
    );
    recordFigure(`SQL GROUP BY, ${CONNECTIONS} clients: failures`, failures, GOAL_FAILURES);
    const crash = cluster.crash();
    if (crash) console.log(`  the reference died during the run: ${crash}`);
  } finally {
    if (!shared) await cluster.stop();
  }
}

if (isMain(import.meta.url)) await benchSqlConcurrency(Number(process.env.BENCH_SECONDS ?? 5));
