// Differential mode: tells the mirroring layer which scenario runs, and attaches what it found to the scenario.
import { After, Before } from '@cucumber/cucumber';
import { activeDifferentialTarget } from '../kit/differential/differential-target.ts';
import type { ApiWorld } from './world.ts';

Before(function (this: ApiWorld, { pickle }) {
  activeDifferentialTarget()?.beginScenario({
    name: pickle.name,
    uri: pickle.uri,
    tags: pickle.tags.map((tag) => tag.name),
  });
});

// The scenario's verdict stays the target's conformance: divergences from the reference are attached, never failed.
After(async function (this: ApiWorld) {
  const record = await activeDifferentialTarget()?.endScenario();
  if (record === undefined) return;
  const lines = [
    `differential: ${record.compared} SQL answers compared with the reference, ${record.divergences.length} diverge`,
    ...record.divergences.map(
      (d) => `  ${d.kind}: ${d.detail}\n    query: ${d.query.replace(/\s+/g, ' ').slice(0, 300)}`,
    ),
    ...record.errors.map((error) => `  error: ${error}`),
  ];
  this.attach(lines.join('\n'), 'text/plain');
});
