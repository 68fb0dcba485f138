// runDifferential: ingests the dataset into both servers, runs the corpus on both, classifies, writes the reports.
import { createHash, randomBytes } from 'node:crypto';
import { countStatuses, type DifferentialStatus, exitCodeOf, judge } from './classify.ts';
import { type CorpusQuery, type Datasources, expandQuery, readCorpus } from './corpus.ts';
import { type Expectation, expectationForQuery, readExpectations } from './expectations.ts';
import { redactUrl, type ServerClient, type ServerEndpoint, serverClient } from './http.ts';
import { writeDifferentialReports } from './report.ts';
import type { DifferentialResult, QueryResult } from './results.ts';
import { runQuery } from './run-query.ts';
import { readScenarioRecords } from './scenario-records.ts';
import { scenarioResults } from './scenario-results.ts';
import { ingestTables, type LoadResult, removeDatasources } from './setup.ts';
import { type CorpusTable, readTables, TABLE_PLACEHOLDERS } from './tables.ts';

export interface DifferentialOptions {
  readonly target: ServerEndpoint;
  readonly reference: ServerEndpoint;
  /** Where differential.json and differential.md go; differential-scenarios*.json found there are merged in. */
  readonly reportDir: string;
  readonly expectationsFile?: string | undefined;
  /** Another corpus than the bundled one (same format). */
  readonly corpusFile?: string | undefined;
  /** Several corpora run one after the other (ids unique across them); wins over corpusFile. */
  readonly corpusFiles?: readonly string[] | undefined;
  /** The start of the run's datasource names (default `kit_diff_`); a lab may ask for a prefix of its own. */
  readonly datasourcePrefix?: string | undefined;
  /**
   * Names fixed by the tables' content instead of unique to the run, data left in place, and a datasource that
   * already holds its table's rows not loaded again: for repeated runs against a slow cluster.
   */
  readonly reuseData?: boolean | undefined;
  /** Bound on ingesting the dataset into each server (default 120 s: a real cluster takes tens of seconds). */
  readonly setupTimeoutMs?: number | undefined;
  /** Bound on each request (default 60 s). */
  readonly requestTimeoutMs?: number | undefined;
  /** Leave the run's datasources on both servers (default: marked unused and killed). */
  readonly keepData?: boolean | undefined;
  /** Keep both normalised answers of every query in the result, matches included (the corpus recording needs them). */
  readonly keepAnswers?: boolean | undefined;
  /** Progress lines (default: none). */
  readonly log?: ((line: string) => void) | undefined;
}

/** Queries in a row without an answer after which the run stops asking (each may have waited a whole timeout). */
const GIVE_UP_AFTER = 3;

/** The run's datasource names: unique to the run, or (reuse) fixed by the prefix and the tables' content. */
export function runDatasources(
  tables: readonly CorpusTable[],
  prefix = 'kit_diff_',
  reuse = false,
): Datasources {
  const tag = reuse
    ? createHash('sha256').update(JSON.stringify(tables)).digest('hex').slice(0, 8)
    : `${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;
  const datasource = `${prefix}${tag}`;
  return Object.fromEntries(
    TABLE_PLACEHOLDERS.map((name) => [name, name === 'datasource' ? datasource : `${datasource}_${name}`]),
  ) as Datasources;
}

/** Ingests the tables into both servers at once; what failed on each side (null when it worked), and how each loaded. */
async function ingestBoth(
  target: ServerClient,
  reference: ServerClient,
  names: Datasources,
  options: { timeoutMs: number; reuse: boolean },
) {
  const tables = readTables();
  const settled = await Promise.allSettled([
    ingestTables(target, names, tables, options),
    ingestTables(reference, names, tables, options),
  ]);
  const [onTarget, onReference] = settled.map((side) =>
    side.status === 'rejected' ? (side.reason as Error).message : null,
  );
  const [loadedTarget, loadedReference] = settled.map((side): LoadResult | null =>
    side.status === 'fulfilled' ? side.value : null,
  );
  return {
    setup: { target: onTarget ?? null, reference: onReference ?? null },
    loaded: { target: loadedTarget ?? null, reference: loadedReference ?? null },
  };
}

interface CorpusRun {
  readonly names: Datasources;
  readonly target: ServerClient;
  readonly reference: ServerClient;
  readonly setup: { readonly target: string | null; readonly reference: string | null };
  readonly started: number;
  readonly log: (line: string) => void;
  readonly keepAnswers: boolean;
}

/** Every query on both servers, one after the other, judged against its expectation. */
async function runCorpus(
  corpus: readonly CorpusQuery[],
  expectations: readonly Expectation[],
  run: CorpusRun,
) {
  const setupProblem = [
    run.setup.target === null ? '' : `setup failed on the target: ${run.setup.target}`,
    run.setup.reference === null ? '' : `setup failed on the reference: ${run.setup.reference}`,
  ]
    .filter((text) => text !== '')
    .join('; ');
  const runWindow = { from: run.started - 3_600_000, to: run.started + 86_400_000 };
  const queries: QueryResult[] = [];
  let unanswered = 0;
  for (const query of corpus) {
    const expectation = expectationForQuery(expectations, query.id);
    // Without the dataset on both servers no answer means anything; a server that stopped answering is not
    // waited for once per query: in both cases every query left is a harness error.
    const stopped =
      setupProblem !== ''
        ? setupProblem
        : unanswered >= GIVE_UP_AFTER
          ? `not run: the ${GIVE_UP_AFTER} queries before got no answer`
          : '';
    // A query that ties the target up past any timeout is not sent (the entry says why): its listed divergence.
    if (stopped === '' && expectation?.notSent === true) {
      queries.push({
        id: query.id,
        title: query.title,
        query: expandQuery(query.query, run.names),
        status: 'expected-divergence',
        reason: `not sent: ${expectation.note}`,
        expectation,
      });
      run.log(`differential: ${query.id}: not sent`);
      continue;
    }
    const ran =
      stopped === '' ? await runQuery(query, run.names, run.target, run.reference, runWindow) : undefined;
    const outcome = ran?.outcome ?? { error: stopped };
    if (ran !== undefined) unanswered = 'error' in ran.outcome ? unanswered + 1 : 0;
    const verdict = judge(outcome, expectation);
    const answers =
      'error' in outcome || (verdict.status === 'match' && !run.keepAnswers)
        ? {}
        : { target: outcome.target, reference: outcome.reference };
    queries.push({
      id: query.id,
      title: query.title,
      query: expandQuery(query.query, run.names),
      ...verdict,
      ...answers,
    });
    run.log(`differential: ${query.id}: ${verdict.status}`);
  }
  return queries;
}

/**
 * Compares the target with the reference on the corpus (and on the scenarios of a mirrored run, when their
 * records are in the report directory). Rejects only for a configuration problem (an unreadable corpus or
 * expectations file), with a message meant for the user; an unreachable server is an `error` in the report.
 */
export async function runDifferential(options: DifferentialOptions): Promise<DifferentialResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const corpus = (options.corpusFiles ?? [options.corpusFile]).flatMap((file) => readCorpus(file));
  const expectations = readExpectations(options.expectationsFile);
  const ids = new Set(corpus.map((query) => query.id));
  if (ids.size !== corpus.length) throw new Error('The corpora use one query id twice');
  const unknown = expectations.find((e) => e.id !== undefined && !ids.has(e.id));
  if (unknown !== undefined)
    throw new Error(`The expectations file lists query "${unknown.id}", which is not in the corpus`);

  const reuse = options.reuseData === true;
  const names = runDatasources(readTables(), options.datasourcePrefix, reuse);
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  const target = serverClient(options.target, requestTimeoutMs);
  const reference = serverClient(options.reference, requestTimeoutMs);
  log(`differential: ingesting ${names.datasource} into both servers`);
  const { setup, loaded } = await ingestBoth(target, reference, names, {
    timeoutMs: options.setupTimeoutMs ?? 120_000,
    reuse,
  });
  const keepAnswers = options.keepAnswers === true;
  const queries = await runCorpus(corpus, expectations, {
    names,
    target,
    reference,
    setup,
    started,
    log,
    keepAnswers,
  });

  const { files: scenarioFiles, records } = readScenarioRecords(options.reportDir);
  const scenarios = scenarioResults(records, expectations);

  const cleanup =
    options.keepData || reuse
      ? []
      : (await Promise.all([removeDatasources(target, names), removeDatasources(reference, names)])).flatMap(
          (problems, i) => problems.map((problem) => `${i === 0 ? 'target' : 'reference'}: ${problem}`),
        );

  const statuses: DifferentialStatus[] = [...queries, ...scenarios].map((entry) => entry.status);
  const counts = countStatuses(statuses);
  const result: Omit<DifferentialResult, 'files'> = {
    exitCode: exitCodeOf(counts),
    counts,
    target: redactUrl(options.target.url),
    reference: redactUrl(options.reference.url),
    datasources: names,
    setup,
    loaded,
    cleanup,
    queries,
    scenarios,
    scenarioFiles,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
  };
  const files = writeDifferentialReports(options.reportDir, result, options.expectationsFile);
  return { ...result, files };
}
