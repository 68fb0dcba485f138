// Routes the time-to-consistency of every `eventually` check to the report, as an attachment of the scenario, and
// tells the polls what the run's deviation profile lists for the scenario (a known deviation fails fast).
import { AfterAll, Before } from '@cucumber/cucumber';
import { CONSISTENCY_MEDIA_TYPE, recordConsistencyWith } from '../kit/core/eventually.ts';
import { expectListedDeviation } from '../kit/core/listed-deviation.ts';
import { type DeviationProfile, readProfile } from '../kit/deviations/profile.ts';
import type { ApiWorld } from './world.ts';

let profile: DeviationProfile | undefined | null = null;

/** The run's profile, read once per worker (the parent resolved KIT_EXPECTATIONS and checked it). */
function runProfile(): DeviationProfile | undefined {
  if (profile === null) {
    const path = process.env.KIT_EXPECTATIONS;
    profile = path ? readProfile(path) : undefined;
  }
  return profile;
}

Before(function (this: ApiWorld, { pickle }) {
  recordConsistencyWith((record) => this.attach(JSON.stringify(record), CONSISTENCY_MEDIA_TYPE));
  const listed = runProfile()?.deviations.find(
    (deviation) => deviation.feature === pickle.uri && deviation.scenario === pickle.name,
  );
  expectListedDeviation(listed?.shows, listed?.settleMs);
});

AfterAll(() => {
  recordConsistencyWith(undefined);
  expectListedDeviation(undefined);
});
