// End-to-end SQL latency over HTTP on a 1,000,000-row datasource, against the same DuckDB SQL run directly on the engine.
import { analyzeStatement } from '../reference/sql/analyzer/analyze.ts';
import { DuckEngine } from '../reference/sql/execute/duckdb.ts';
import { parseStatement } from '../reference/sql/parse.ts';
import { recordFigure } from './figures.ts';
import { leanClient } from './http-client.ts';
import { startBareServer } from './http-floor.ts';
import { prepareSqlCluster, type SqlBenchCluster } from './sql-dataset.ts';
import { analysisOptions } from './sql-parse-analyze.ts';
import { latencyFamilies } from './sql-queries.ts';
import { isMain, median } from './stats.ts';

export const MILLION = 1_000_000;
const GOAL_RATIO = 1.1;
// The machine is shared and noisy: each family is measured in REPEATS rounds and the median round ratio printed.
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const GOAL_GROUP_BY_MS = 50;
const WARM_UP_RUNS = 3;
const MIN_RUNS = 10;
const MAX_RUNS = 200;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export async function benchSqlLatency(durationSeconds = 5, shared?: SqlBenchCluster): Promise<void> {
  const cluster = shared ?? (await prepareSqlCluster(MILLION));
  const duck = await DuckEngine.open({ allowedDirectories: [cluster.dataDir] });
  const client = leanClient();
  const bare = await startBareServer();
  const floors: number[] = [];
  try {
    const families = latencyFamilies(cluster.datasource);
    const budgetMs = (durationSeconds * 1000) / families.length;
    console.log(
      `SQL latency on "${cluster.datasource}" (${cluster.rows.toLocaleString('en')} rows), median after warm-up ` +
        '(node:http client, one kept-alive connection, gzip accepted):',
    );
    for (const family of families) {
      const analyzed = analyzeStatement(parseStatement(family.sql), analysisOptions(cluster.catalog));
      const body = JSON.stringify({ query: family.sql, resultFormat: 'array' });
      const http = async () => {
        const answer = await client.postJson(`${cluster.baseUrl}/analytics/v2/sql`, body);
        if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
        return (JSON.parse(answer.text) as unknown[]).length;
      };
      // The same request to a server that does nothing: what the exchange alone costs, in the same rhythm.
      const exchange = async () => JSON.parse((await client.postJson(bare.url, body)).text) as unknown;
      const engine = async () => (await duck.run(analyzed.sql)).rows.length;
      try {
        for (let i = 0; i < WARM_UP_RUNS; i++) {
          await http();
          await exchange();
          await engine();
        }
        // HTTP, bare exchange and engine runs alternate, so all see the same machine state; each round gives one ratio.
        const rounds: { httpMs: number; engineMs: number; bareMs: number; ratio: number; runs: number }[] =
          [];
        let rows = 0;
        for (let round = 0; round < REPEATS; round++) {
          const httpMs: number[] = [];
          const bareMs: number[] = [];
          const engineMs: number[] = [];
          const started = performance.now();
          while (
            httpMs.length < MAX_RUNS &&
            (httpMs.length < MIN_RUNS || performance.now() - started < budgetMs / REPEATS)
          ) {
            const viaHttp = await timed(http);
            httpMs.push(viaHttp.ms);
            bareMs.push((await timed(exchange)).ms);
            engineMs.push((await timed(engine)).ms);
            rows = viaHttp.value;
          }
          const [h, e] = [median(httpMs), median(engineMs)];
          rounds.push({ httpMs: h, engineMs: e, bareMs: median(bareMs), ratio: h / e, runs: httpMs.length });
        }
        const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
        if (!middle) throw new Error('no round measured');
        const ratio = middle.ratio;
        // Of the time over the engine's, the bare exchange's part is any server's; the rest is the reference's own.
        const ownRatio = (middle.httpMs - middle.bareMs) / middle.engineMs;
        floors.push(middle.bareMs);
        console.log(
          `  ${family.name.padEnd(15)} HTTP ${middle.httpMs.toFixed(1).padStart(6)} ms, engine ` +
            `${middle.engineMs.toFixed(1).padStart(6)} ms (median round of ${rounds.length}, ${middle.runs} runs, ${rows} rows): ` +
            `ratio HTTP/engine ${ratio.toFixed(2)} (rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; ` +
            `goal ≤ ${GOAL_RATIO}, ratio to goal ${(ratio / GOAL_RATIO).toFixed(2)}); a bare HTTP exchange ` +
            `${middle.bareMs.toFixed(2)} ms, without it ${ownRatio.toFixed(2)}`,
        );
        recordFigure(`HTTP/engine ${family.name}`, ratio, GOAL_RATIO);
        if (family.name === 'group-by') {
          const ms = middle.httpMs;
          console.log(
            `  GROUP BY over ${cluster.rows.toLocaleString('en')} rows: ${ms.toFixed(1)} ms over HTTP ` +
              `(goal under ${GOAL_GROUP_BY_MS} ms, ratio ${(ms / GOAL_GROUP_BY_MS).toFixed(2)})`,
          );
        }
      } catch (error) {
        console.log(`  ${family.name}: FAILED (${error instanceof Error ? error.message : String(error)})`);
        const crash = cluster.crash();
        if (crash) console.log(`  the reference died: ${crash}`);
      }
    }
    if (floors.length > 0)
      recordFigure('bare HTTP exchange (no server work)', median(floors), undefined, 'ms');
  } finally {
    client.close();
    await bare.stop();
    await duck.close();
    if (!shared) await cluster.stop();
  }
}

if (isMain(import.meta.url)) await benchSqlLatency(Number(process.env.BENCH_SECONDS ?? 5));
