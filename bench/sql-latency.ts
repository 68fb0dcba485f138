// End-to-end SQL latency over HTTP on a 1,000,000-row datasource, against the same DuckDB SQL run directly on the engine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeStatement } from '../reference/sql/analyzer/analyze.ts';
import { DuckEngine } from '../reference/sql/execute/duckdb.ts';
import { parseStatement } from '../reference/sql/parse.ts';
import { recordFigure } from './figures.ts';
import { leanClient } from './http-client.ts';
import { startBareServer, startMinimalSqlServer } from './http-floor.ts';
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

/** What one round of a family measures, in turn: the reference, the two yardsticks, and DuckDB alone. */
const WAYS = ['reference', 'bare', 'minimal', 'engine'] as const;
type Way = (typeof WAYS)[number];
type Medians = Record<Way, number>;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** REPEATS rounds, each running every way in turn until its budget is spent; the medians of each round. */
async function measureRounds(
  work: Record<Way, () => Promise<unknown>>,
  budgetMs: number,
): Promise<Medians[]> {
  for (let i = 0; i < WARM_UP_RUNS; i++) for (const way of WAYS) await work[way]();
  const rounds: Medians[] = [];
  for (let round = 0; round < REPEATS; round++) {
    const times: Record<Way, number[]> = { reference: [], bare: [], minimal: [], engine: [] };
    const started = performance.now();
    // The ways alternate, so all see the same machine state, and their order turns each time: the one after the
    // engine's run (both cores busy in this process) would otherwise always start on a cold machine.
    for (
      let turn = 0;
      times.engine.length < MAX_RUNS &&
      (times.engine.length < MIN_RUNS || performance.now() - started < budgetMs / REPEATS);
      turn++
    )
      for (let step = 0; step < WAYS.length; step++) {
        const way = WAYS[(turn + step) % WAYS.length] as Way;
        times[way].push(await timed(work[way]));
      }
    rounds.push({
      reference: median(times.reference),
      bare: median(times.bare),
      minimal: median(times.minimal),
      engine: median(times.engine),
    });
  }
  return rounds;
}

const ratioOf = (round: Medians): number => round.reference / round.engine;

export async function benchSqlLatency(durationSeconds = 5, shared?: SqlBenchCluster): Promise<void> {
  const cluster = shared ?? (await prepareSqlCluster(MILLION));
  const families = latencyFamilies(cluster.datasource).map((family) => ({
    ...family,
    executorSql: analyzeStatement(parseStatement(family.sql), analysisOptions(cluster.catalog)).sql,
  }));
  const scratch = mkdtempSync(join(tmpdir(), 'bench-latency-'));
  const plansFile = join(scratch, 'plans.json');
  writeFileSync(plansFile, JSON.stringify(Object.fromEntries(families.map((f) => [f.sql, f.executorSql]))));
  const duck = await DuckEngine.open({ allowedDirectories: [cluster.dataDir] });
  const client = leanClient();
  const bare = await startBareServer();
  const minimal = await startMinimalSqlServer(cluster.dataDir, plansFile);
  const floors: number[] = [];
  try {
    const budgetMs = (durationSeconds * 1000) / families.length;
    console.log(
      `SQL latency on "${cluster.datasource}" (${cluster.rows.toLocaleString('en')} rows), median after warm-up ` +
        '(node:http client, one kept-alive connection, gzip accepted); beside the reference, the same request to a ' +
        'bare HTTP server (answers [[1]]) and to a minimal SQL server (no framework, no parsing or analysis):',
    );
    for (const family of families) {
      const body = JSON.stringify({ query: family.sql, resultFormat: 'array' });
      let rows = 0;
      const ask = async (url: string) => {
        const answer = await client.postJson(url, body);
        if (answer.status !== 200) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
        return (JSON.parse(answer.text) as unknown[]).length;
      };
      try {
        const rounds = await measureRounds(
          {
            reference: async () => {
              rows = await ask(`${cluster.baseUrl}/analytics/v2/sql`);
            },
            bare: () => ask(bare.url),
            minimal: () => ask(minimal.url),
            engine: () => duck.run(family.executorSql),
          },
          budgetMs,
        );
        const middle = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(rounds.length / 2)];
        if (!middle) throw new Error('no round measured');
        const ratio = ratioOf(middle);
        // Of the time over the engine's, the bare exchange's part is any server's; the rest is the reference's own.
        const withoutExchange = (middle.reference - middle.bare) / middle.engine;
        const minimalRatio = middle.minimal / middle.engine;
        floors.push(middle.bare);
        console.log(
          `  ${family.name.padEnd(15)} HTTP ${middle.reference.toFixed(1).padStart(6)} ms, engine ` +
            `${middle.engine.toFixed(1).padStart(6)} ms (median round of ${rounds.length}, ${rows} rows): ratio ` +
            `HTTP/engine ${ratio.toFixed(2)} (rounds ${rounds.map((r) => ratioOf(r).toFixed(2)).join(', ')}; goal ≤ ` +
            `${GOAL_RATIO}, ratio to goal ${(ratio / GOAL_RATIO).toFixed(2)}); bare exchange ` +
            `${middle.bare.toFixed(2)} ms (without it ${withoutExchange.toFixed(2)}); minimal SQL server ` +
            `${middle.minimal.toFixed(1)} ms (ratio ${minimalRatio.toFixed(2)})`,
        );
        recordFigure(`HTTP/engine ${family.name}`, ratio, GOAL_RATIO);
        recordFigure(`  minimal SQL server/engine`, minimalRatio, undefined);
        if (family.name === 'group-by') {
          const ms = middle.reference;
          console.log(
            `  GROUP BY over ${cluster.rows.toLocaleString('en')} rows: ${ms.toFixed(1)} ms over HTTP ` +
              `(goal under ${GOAL_GROUP_BY_MS} ms, ratio ${(ms / GOAL_GROUP_BY_MS).toFixed(2)})`,
          );
          recordFigure('GROUP BY over HTTP', ms, GOAL_GROUP_BY_MS, 'ms');
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
    await Promise.all([bare.stop(), minimal.stop()]);
    await duck.close();
    rmSync(scratch, { recursive: true, force: true });
    if (!shared) await cluster.stop();
  }
}

if (isMain(import.meta.url)) await benchSqlLatency(Number(process.env.BENCH_SECONDS ?? 5));
