// Given steps that need a target of the scenario's own: never configured, or started with chosen properties.
import { type DataTable, Given } from '@cucumber/cucumber';
import { startReference } from './support/client.ts';
import type { ApiWorld } from './world.ts';

// Tagged @needs:fresh-target; the Before hook skips the scenario on targets the kit cannot start.
Given('a target on which nothing has been configured', async function (this: ApiWorld) {
  this.useOwnTarget(await startReference());
});

// Tagged @needs:server-properties.
Given(
  'a target whose audit history window is {int} milliseconds',
  async function (this: ApiWorld, millis: number) {
    this.useOwnTarget(await startReference({ auditHistoryMillis: millis }));
  },
);

// Tagged @needs:server-properties: the cluster's layout is known, so server lists and replica counts are exact.
Given('a target whose Historicals are:', async function (this: ApiWorld, table: DataTable) {
  const historicals = table.hashes().map((row) => ({
    host: row.host ?? '',
    tier: row.tier ?? '',
    maxSize: Number(row.maxSize),
  }));
  this.useOwnTarget(await startReference({ historicals }));
});

// Tagged @needs:server-properties: one Middle Manager whose slots a scenario can fill.
Given('a target whose only worker has {int} task slots', async function (this: ApiWorld, slots: number) {
  const worker = {
    host: 'localhost:8091',
    ip: '127.0.0.1',
    capacity: slots,
    version: '0',
    category: '_default_worker_category',
  };
  this.useOwnTarget(await startReference({ workers: [worker] }));
});

// Tagged @needs:server-properties: statements may not write SELECT results to durable storage.
Given('a target whose durable storage for query results is not enabled', async function (this: ApiWorld) {
  this.useOwnTarget(await startReference({ durableStorage: false }));
});
