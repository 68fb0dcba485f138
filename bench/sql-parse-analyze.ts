// Parse + analyze time of a corpus of realistic SQL queries against the reference's catalog of one wikiticker datasource.

import { analyzeStatement } from '../reference/sql/analyzer/analyze.ts';
import type { AnalysisOptions } from '../reference/sql/analyzer/env.ts';
import type { Catalog } from '../reference/sql/catalog/catalog.ts';
import { parseStatement } from '../reference/sql/parse.ts';
import { UTC } from '../reference/sql/time-zone.ts';
import { recordFigure } from './figures.ts';
import {
  ingest,
  ingestionSql,
  prepareSqlCluster,
  SAMPLE,
  SAMPLE_ROWS,
  type SqlBenchCluster,
  segmentCount,
} from './sql-dataset.ts';
import { corpus, type NamedQuery } from './sql-queries.ts';
import { isMain, mean, median, percentile } from './stats.ts';

const GOAL_MICROS = 200;
const DATASOURCE = 'wikiticker_sample';

export const analysisOptions = (catalog: Catalog): AnalysisOptions => ({
  catalog,
  zone: UTC,
  now: Date.now(),
  parameters: [],
  allowExternal: false,
  approximateCountDistinct: true,
});

interface Timing {
  readonly parse: number[];
  readonly analyze: number[];
}

/** Parses and analyzes `sql` `times` times, each call timed on its own (µs). */
function measure(sql: string, catalog: Catalog, times: number): Timing {
  const timing: Timing = { parse: [], analyze: [] };
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    const statement = parseStatement(sql);
    const parsed = performance.now();
    analyzeStatement(statement, analysisOptions(catalog));
    const end = performance.now();
    timing.parse.push((parsed - start) * 1000);
    timing.analyze.push((end - parsed) * 1000);
  }
  return timing;
}

/** The queries the engine accepts; the others are printed with the engine's message and left out. */
function accepted(queries: readonly NamedQuery[], catalog: Catalog): NamedQuery[] {
  return queries.filter((query) => {
    try {
      analyzeStatement(parseStatement(query.sql), analysisOptions(catalog));
      return true;
    } catch (error) {
      console.log(`  ${query.name}: REJECTED (${error instanceof Error ? error.message : String(error)})`);
      return false;
    }
  });
}

/** Mean µs of one catalog lookup of `name` (what the analyzer does for every table reference). */
function lookupMicros(catalog: Catalog, name: string): number {
  const runs = 200;
  catalog.table(undefined, name);
  const start = performance.now();
  for (let i = 0; i < runs; i++) catalog.table(undefined, name);
  return ((performance.now() - start) * 1000) / runs;
}

/**
 * Runs on a datasource holding the wikiticker sample as is (one segment); given a shared cluster, ingests it
 * there beside the cluster's own datasource, whose catalog lookup time is printed too.
 */
export async function benchSqlParseAnalyze(durationSeconds = 5, shared?: SqlBenchCluster): Promise<void> {
  const cluster = shared ?? (await prepareSqlCluster(SAMPLE_ROWS, DATASOURCE));
  try {
    if (shared) {
      const source = { type: 'local', files: [SAMPLE] };
      await ingest(cluster.baseUrl, ingestionSql(DATASOURCE, source), DATASOURCE, SAMPLE_ROWS);
    }
    const lookups: string[] = [];
    for (const name of new Set([DATASOURCE, cluster.datasource])) {
      const segments = await segmentCount(cluster.baseUrl, name);
      lookups.push(`"${name}" (${segments} segments) ${lookupMicros(cluster.catalog, name).toFixed(0)} µs`);
    }
    console.log(`catalog lookup per table reference: ${lookups.join(', ')}`);
    const queries = accepted(corpus(DATASOURCE), cluster.catalog);
    // Warm-up, then the same number of runs for every query so the corpus percentiles weigh queries equally.
    const warm = queries.map((query) => measure(query.sql, cluster.catalog, 50));
    const perRun = mean(warm.map((timing) => mean(timing.parse) + mean(timing.analyze)));
    const runs = Math.max(
      100,
      Math.min(20_000, Math.round((durationSeconds * 1e6) / (perRun * queries.length))),
    );
    const all: number[] = [];
    const means: number[] = [];
    console.log(`parse+analyze, ${runs} runs per query on "${DATASOURCE}" (µs: parse + analyze = mean):`);
    for (const query of queries) {
      const timing = measure(query.sql, cluster.catalog, runs);
      const totals = timing.parse.map((parse, i) => parse + (timing.analyze[i] ?? 0));
      all.push(...totals);
      means.push(mean(totals));
      console.log(
        `  ${query.name.padEnd(28)} ${mean(timing.parse).toFixed(0).padStart(5)} + ` +
          `${mean(timing.analyze).toFixed(0).padStart(5)} = ${mean(totals).toFixed(0).padStart(5)} µs`,
      );
    }
    const typical = median(means);
    console.log(
      `parse+analyze over ${queries.length} queries: typical (median of per-query means) ${typical.toFixed(0)} µs, ` +
        `p50 ${percentile(all, 50).toFixed(0)} µs, p99 ${percentile(all, 99).toFixed(0)} µs of all runs ` +
        `(goal under ${GOAL_MICROS} µs for a typical query, ratio ${(typical / GOAL_MICROS).toFixed(2)})`,
    );
    recordFigure('parse+analyze, typical query', typical, GOAL_MICROS, 'µs');
  } finally {
    if (!shared) await cluster.stop();
  }
}

if (isMain(import.meta.url)) await benchSqlParseAnalyze(Number(process.env.BENCH_SECONDS ?? 5));
