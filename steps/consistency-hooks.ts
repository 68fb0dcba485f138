// Routes the time-to-consistency of every `eventually` check to the report, as an attachment of the scenario.
import { AfterAll, Before } from '@cucumber/cucumber';
import { CONSISTENCY_MEDIA_TYPE, recordConsistencyWith } from '../kit/core/eventually.ts';
import type { ApiWorld } from './world.ts';

Before(function (this: ApiWorld) {
  recordConsistencyWith((record) => this.attach(JSON.stringify(record), CONSISTENCY_MEDIA_TYPE));
});

AfterAll(() => recordConsistencyWith(undefined));
