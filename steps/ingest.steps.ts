// Data setup through the public API: a datasource ingested from a rows table, queryable (or only published) when the step ends.
import { type DataTable, Given } from '@cucumber/cucumber';
import { ingestRows, publishRows } from './support/ingest.ts';
import { type IngestTable, parseIngestTable } from './support/ingest-sql.ts';
import { theRun } from './support/run.ts';
import { pollingTimeout } from './support/step-timeouts.ts';
import type { ApiWorld } from './world.ts';

const tableOf = (world: ApiWorld, rows: DataTable): IngestTable =>
  parseIngestTable(rows.raw().map((row) => row.map((cell) => world.expand(cell))));

Given(
  'datasource {string} has been ingested with rows:',
  pollingTimeout(2),
  function (this: ApiWorld, datasource: string, rows: DataTable) {
    return ingestRows(this, this.expand(datasource), tableOf(this, rows), theRun().config.deadlineMs);
  },
);

// The task succeeded, so the segments are published; no server need serve them (a rule may name a tier without servers).
Given(
  'datasource {string} has been published with rows:',
  pollingTimeout(1),
  function (this: ApiWorld, datasource: string, rows: DataTable) {
    return publishRows(this, this.expand(datasource), tableOf(this, rows), theRun().config.deadlineMs);
  },
);
