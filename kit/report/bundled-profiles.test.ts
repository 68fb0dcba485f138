// Every bundled profile reads, is named after its directory, and each entry names a scenario of the features that
// the spec states (not @decided), with rules that are its tags: checked here, before any run against a server.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { bundledProfiles, PROFILES_DIR, readProfile } from '../deviations/profile.ts';
import { applyProfile } from './deviations.ts';
import type { ScenarioResult } from './read-messages.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every scenario of the package's features as a run that judged none of them would report it. */
function featureScenarios(): ScenarioResult[] {
  const files = readdirSync(join(ROOT, 'features'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.feature'))
    .map((file) => `features/${file.replaceAll('\\', '/')}`);
  return files.flatMap((uri) => {
    const newId = IdGenerator.uuid();
    const document = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(
      readFileSync(join(ROOT, uri), 'utf8'),
    );
    return compile(document, uri, newId).map((pickle) => ({
      name: pickle.name,
      uri,
      tags: pickle.tags.map((tag) => tag.name),
      outcome: 'excluded' as const,
    }));
  });
}

test('the four Apache Druid profiles are bundled', () => {
  for (const version of [27, 33, 36, 37]) assert.ok(bundledProfiles().includes(`apache-druid-${version}`));
});

const scenarios = featureScenarios();
for (const name of bundledProfiles()) {
  test(`bundled profile ${name}: every entry names a stated scenario by its rules`, () => {
    const profile = readProfile(join(PROFILES_DIR, name));
    assert.ok(profile !== undefined);
    assert.equal(profile.name, name, 'profile.json names the directory');
    const run = applyProfile(scenarios, profile, () => true);
    assert.deepEqual(run.profile.problems, []);
  });
}

test('a Scenario Outline example is named by its expanded name, as the reports show it', () => {
  const feature = 'features/general/conventions.feature';
  const entry = (scenario: string) => ({
    feature,
    scenario,
    rules: ['GEN-001'],
    deviation: 'd',
    evidence: 'e',
    kind: 'spec-deviation' as const,
    source: 'general.json',
  });
  const expanded = 'Coordinator dynamic configuration answers JSON at its versioned path under the base URL';
  const outline = '<endpoint> answers JSON at its versioned path under the base URL';
  const profile = (scenario: string) => ({
    name: 'p',
    title: 'P',
    description: 'd',
    path: '/p',
    deviations: [entry(scenario)],
  });
  assert.deepEqual(applyProfile(scenarios, profile(expanded), () => true).profile.problems, []);
  assert.deepEqual(applyProfile(scenarios, profile(outline), () => true).profile.problems, [
    `general.json: "${outline}" (${feature}): the feature has no scenario of that name`,
  ]);
});
