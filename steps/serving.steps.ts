// What the cluster serves after rules or segment changes: rows a datasource answers, whether SQL knows it, its segments.
import { type DataTable, Given, Then } from '@cucumber/cucumber';
import { assertNoOtherSegments } from '../kit/core/all-time-data.ts';
import { eventually } from '../kit/core/eventually.ts';
import { theRun } from '../kit/core/run.ts';
import {
  assertDatasourceRows,
  assertPublishedSegments,
  assertServesNoRows,
  assertUnknownToSql,
} from '../kit/core/serving.ts';
import { type ExpectedResult, expectedResult } from '../kit/core/sql-result.ts';
import type { ApiWorld } from './world.ts';

const poll = (check: () => Promise<void>): Promise<void> => eventually(check, theRun().config.deadlineMs);
const tableOf = (world: ApiWorld, table: DataTable): ExpectedResult =>
  expectedResult(table.raw().map((row) => row.map((cell) => world.expand(cell))));
const NONE: ExpectedResult = { columns: ['segment_id'], rows: [] };

Then(
  'eventually datasource {string} holds the rows:',
  function (this: ApiWorld, datasource: string, table: DataTable) {
    const expected = tableOf(this, table);
    return poll(() => assertDatasourceRows(this, this.expand(datasource), expected));
  },
);

// The state a scenario starts from, checked (and awaited) before its When: e.g. the rows before compaction.
Given('datasource {string} holds the rows:', function (this: ApiWorld, datasource: string, table: DataTable) {
  const expected = tableOf(this, table);
  return poll(() => assertDatasourceRows(this, this.expand(datasource), expected));
});

// Totals over an interval count every datasource's segments there: others (an all-time segment) would change them.
Given('no other datasource holds segments over {string}', function (this: ApiWorld, interval: string) {
  return assertNoOtherSegments(this, this.expand(interval), this.unique);
});

Then('eventually datasource {string} is unknown to SQL', function (this: ApiWorld, datasource: string) {
  return poll(() => assertUnknownToSql(this, this.expand(datasource)));
});

Given('datasource {string} has become unknown to SQL', function (this: ApiWorld, datasource: string) {
  return poll(() => assertUnknownToSql(this, this.expand(datasource)));
});

// Unloaded but still used (a load rule without replicas): unknown to SQL, or known with no row (§retention-rules.11).
Then('eventually datasource {string} serves no rows to SQL', function (this: ApiWorld, datasource: string) {
  return poll(() => assertServesNoRows(this, this.expand(datasource)));
});

Given('datasource {string} has stopped serving rows to SQL', function (this: ApiWorld, datasource: string) {
  return poll(() => assertServesNoRows(this, this.expand(datasource)));
});

Then(
  'eventually the published segments of datasource {string} are:',
  function (this: ApiWorld, datasource: string, table: DataTable) {
    const expected = tableOf(this, table);
    return poll(() => assertPublishedSegments(this, this.expand(datasource), expected));
  },
);

Then(
  'the published segments of datasource {string} are:',
  function (this: ApiWorld, datasource: string, table: DataTable) {
    return assertPublishedSegments(this, this.expand(datasource), tableOf(this, table));
  },
);

Then(
  'eventually datasource {string} has no published segment',
  function (this: ApiWorld, datasource: string) {
    return poll(() => assertPublishedSegments(this, this.expand(datasource), NONE));
  },
);
