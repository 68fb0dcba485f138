// Given steps that need a target of the scenario's own: never configured, or started with chosen properties.
import { Given } from '@cucumber/cucumber';
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
