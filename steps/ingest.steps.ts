// Data setup through the public API: a datasource ingested from a rows table, queryable (or only published) when the step
// ends; or a shared read-only datasource, loaded once per process for every scenario that asks for the same rows.
import { join } from 'node:path';
import { type DataTable, Given } from '@cucumber/cucumber';
import { lackReason } from '../kit/core/capabilities.ts';
import { FIXTURE_MEDIA_TYPE, sharedFixturesOn } from '../kit/core/fixtures.ts';
import { ingestRows, type LoadOptions, publishRows } from '../kit/core/ingest.ts';
import { APPEND, type BatchWrite, batchRows } from '../kit/core/ingest-batch.ts';
import { publishBatch } from '../kit/core/ingest-batch-load.ts';
import { Slots, slotShare, workerCapacity } from '../kit/core/ingest-slots.ts';
import { type IngestTable, parseIngestTable, SEGMENT_GRANULARITIES } from '../kit/core/ingest-sql.ts';
import { LOADING, LoadFailure } from '../kit/core/preconditions.ts';
import { jsonOf, plainClient } from '../kit/core/probe-http.ts';
import { theRun } from '../kit/core/run.ts';
import { RUN_ID } from '../kit/core/run-id.ts';
import { runStateDir } from '../kit/core/run-state.ts';
import { FileSlots, type SlotPool } from '../kit/core/shared-slots.ts';
import { pollingTimeout } from '../kit/core/step-timeouts.ts';
import { underPrecondition } from './set-up-preconditions.ts';
import type { ApiWorld } from './world.ts';

/** Runs a load of the scenario under the run's loading precondition (steps/set-up-preconditions.ts). */
const underLoadPrecondition = <T>(world: ApiWorld, load: () => Promise<T>): Promise<T> =>
  underPrecondition(world, LOADING, 'preconditions', load, withLoaderChoice);

/** On a target without SQL ingestion the loader used a native task: the failure says why, with the probe's words. */
function withLoaderChoice(failure: LoadFailure): LoadFailure {
  const { capabilities, capabilityFindings } = theRun();
  if (capabilities.has('sql-ingestion')) return failure;
  const why = lackReason('sql-ingestion', capabilityFindings);
  return new LoadFailure(`${failure.reason} (a native batch task: ${why})`, failure.conclusive);
}

const cellsOf = (world: ApiWorld, rows: DataTable): string[][] =>
  rows.raw().map((row) => row.map((cell) => world.expand(cell)));
const tableOf = (world: ApiWorld, rows: DataTable): IngestTable => parseIngestTable(cellsOf(world, rows));

/** The run's lock files of task slots: in the run's state, which the run removes when it is over (never a worker). */
const slotsDir = (reportsDir: string): string => join(runStateDir(reportsDir, RUN_ID), 'slots');

/** Slots when the target does not list its workers: one SQL task at a time. */
const DEFAULT_SLOTS = 2;
let slots: Promise<SlotPool> | undefined;

/**
 * The loader's slots, read once per process from the Overlord's worker list. In process every worker has a reference
 * of its own; a remote target is shared, by lock files when Cucumber runs several workers.
 */
function loaderSlots(): Promise<SlotPool> {
  slots ??= (async () => {
    const { target, config } = theRun();
    const workers = await plainClient(target)
      .send('GET', '/analytics/indexer/v1/workers')
      .catch(() => undefined);
    const capacity = (workers?.status === 200 ? workerCapacity(jsonOf(workers)) : undefined) ?? DEFAULT_SLOTS;
    const parallel = config.parallel ?? 0;
    if (config.targetUrl === undefined || parallel <= 1) return new Slots(capacity);
    const dir = slotsDir(config.reportsDir);
    return process.env.CUCUMBER_WORKER_ID === undefined
      ? new Slots(slotShare(capacity, parallel))
      : new FileSlots(dir, capacity);
  })();
  return slots;
}

async function loadOptions(): Promise<LoadOptions> {
  return {
    deadlineMs: theRun().config.deadlineMs,
    sqlIngestion: theRun().capabilities.has('sql-ingestion'),
    slots: await loaderSlots(),
  };
}

Given(
  'datasource {string} has been ingested with rows:',
  pollingTimeout(3),
  async function (this: ApiWorld, datasource: string, rows: DataTable) {
    const [name, table] = [this.expand(datasource), tableOf(this, rows)];
    await underLoadPrecondition(this, async () => ingestRows(this, name, table, await loadOptions()));
  },
);

// The task succeeded, so the segments are published; no server need serve them (a rule may name a tier without servers).
Given(
  'datasource {string} has been published with rows:',
  pollingTimeout(2),
  async function (this: ApiWorld, datasource: string, rows: DataTable) {
    const [name, table] = [this.expand(datasource), tableOf(this, rows)];
    await underLoadPrecondition(this, async () => publishRows(this, name, table, await loadOptions()));
  },
);

// A later batch into a datasource that may hold data, by SQL ingestion or a native task (ingest-batch.ts): awaited
// until its task succeeded, as the loader's publish step.
async function publishedBatch(
  world: ApiWorld,
  datasource: string,
  rows: DataTable,
  write: BatchWrite,
  granularity: string,
): Promise<void> {
  const known = SEGMENT_GRANULARITIES.find((name) => name === granularity);
  if (known === undefined) throw new Error(`Partition by one of ${SEGMENT_GRANULARITIES.join(', ')}`);
  const batch = batchRows(cellsOf(world, rows));
  const name = world.expand(datasource);
  await underLoadPrecondition(world, async () =>
    publishBatch(world, name, batch, write, known, await loadOptions()),
  );
}

Given(
  'rows have been appended to datasource {string}:',
  pollingTimeout(2),
  async function (this: ApiWorld, datasource: string, rows: DataTable) {
    return publishedBatch(this, datasource, rows, APPEND, 'DAY');
  },
);

Given(
  'rows have been appended to datasource {string}, partitioned by {word}:',
  pollingTimeout(2),
  async function (this: ApiWorld, datasource: string, granularity: string, rows: DataTable) {
    return publishedBatch(this, datasource, rows, APPEND, granularity);
  },
);

Given(
  'the rows of datasource {string} from {string} to {string} have been replaced with:',
  pollingTimeout(2),
  async function (this: ApiWorld, datasource: string, start: string, end: string, rows: DataTable) {
    const write = { kind: 'replace', start: this.expand(start), end: this.expand(end) } as const;
    return publishedBatch(this, datasource, rows, write, 'DAY');
  },
);

/** The rows tables of the shared datasources a scenario asked for, by placeholder, so a writer can copy one. */
const sharedTables = new WeakMap<ApiWorld, Map<string, IngestTable>>();

/** `${shared}` or `${shared.<label>}`: the placeholder the shared datasource's name is given to. */
const SHARED_PLACEHOLDER = /^\$\{(shared(?:\.[a-z][a-z0-9_]*)?)\}$/;

// Read-only scenarios share one datasource per distinct rows table; the guard in world.ts keeps it unchanged.
Given(
  'the shared datasource {string} has been loaded with rows:',
  pollingTimeout(3),
  async function (this: ApiWorld, placeholder: string, rows: DataTable) {
    const key = SHARED_PLACEHOLDER.exec(placeholder)?.[1];
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholders as feature text writes them
    if (key === undefined) throw new Error('Name the shared datasource "${shared}" or "${shared.<label>}"');
    const table = tableOf(this, rows);
    const options = await loadOptions();
    const record = await underLoadPrecondition(this, () =>
      sharedFixturesOn(this.target).use(table, (name) => ingestRows(this, name, table, options)),
    );
    this.placeholders.set(key, record.name);
    sharedTables.set(this, (sharedTables.get(this) ?? new Map()).set(key, table));
    this.attach(JSON.stringify(record), FIXTURE_MEDIA_TYPE);
  },
);

// A scenario that changes data gets a datasource of its own with the same rows as the shared one of its Background.
Given(
  'datasource {string} has been ingested with the rows of the shared datasource {string}',
  pollingTimeout(3),
  async function (this: ApiWorld, datasource: string, placeholder: string) {
    const key = SHARED_PLACEHOLDER.exec(placeholder)?.[1];
    const table = key === undefined ? undefined : sharedTables.get(this)?.get(key);
    if (table === undefined)
      throw new Error(`No shared datasource ${placeholder} was loaded in this scenario`);
    const name = this.expand(datasource);
    await underLoadPrecondition(this, async () => ingestRows(this, name, table, await loadOptions()));
  },
);
