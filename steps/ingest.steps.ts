// Data setup through the public API: a datasource ingested from a rows table, queryable when the step ends.
import { type DataTable, Given } from '@cucumber/cucumber';
import { ingestRows } from './support/ingest.ts';
import { parseIngestTable } from './support/ingest-sql.ts';
import { theRun } from './support/run.ts';
import { pollingTimeout } from './support/step-timeouts.ts';
import type { ApiWorld } from './world.ts';

Given(
  'datasource {string} has been ingested with rows:',
  pollingTimeout(2),
  function (this: ApiWorld, datasource: string, rows: DataTable) {
    const table = parseIngestTable(rows.raw().map((row) => row.map((cell) => this.expand(cell))));
    return ingestRows(this, this.expand(datasource), table, theRun().config.deadlineMs);
  },
);
