// Data setup through the public API: a datasource ingested from a rows table, queryable (or only published) when the step ends.
import { type DataTable, Given } from '@cucumber/cucumber';
import { ingestRows, type LoadOptions, publishRows } from '../kit/core/ingest.ts';
import { Slots, slotShare, workerCapacity } from '../kit/core/ingest-slots.ts';
import { type IngestTable, parseIngestTable } from '../kit/core/ingest-sql.ts';
import { jsonOf, plainClient } from '../kit/core/probe-http.ts';
import { theRun } from '../kit/core/run.ts';
import { pollingTimeout } from '../kit/core/step-timeouts.ts';
import type { ApiWorld } from './world.ts';

const tableOf = (world: ApiWorld, rows: DataTable): IngestTable =>
  parseIngestTable(rows.raw().map((row) => row.map((cell) => world.expand(cell))));

/** Slots when the target does not list its workers: one SQL task at a time. */
const DEFAULT_SLOTS = 2;
let slots: Promise<Slots> | undefined;

/** The loader's share of the target's task slots, read once per process from the Overlord's worker list. */
function loaderSlots(): Promise<Slots> {
  slots ??= (async () => {
    const { target, config } = theRun();
    const workers = await plainClient(target)
      .send('GET', '/analytics/indexer/v1/workers')
      .catch(() => undefined);
    const capacity = workers?.status === 200 ? workerCapacity(jsonOf(workers)) : undefined;
    return new Slots(slotShare(capacity ?? DEFAULT_SLOTS, config.parallel ?? 0));
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
    return ingestRows(this, this.expand(datasource), tableOf(this, rows), await loadOptions());
  },
);

// The task succeeded, so the segments are published; no server need serve them (a rule may name a tier without servers).
Given(
  'datasource {string} has been published with rows:',
  pollingTimeout(2),
  async function (this: ApiWorld, datasource: string, rows: DataTable) {
    return publishRows(this, this.expand(datasource), tableOf(this, rows), await loadOptions());
  },
);
