// Turns a reports directory's messages.ndjson (and target.json) into conformance.json, .md and .html.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeviationProfile } from '../deviations/profile.ts';
import { aggregate, type SpecRule } from './aggregate.ts';
import { applyProfile } from './deviations.ts';
import { renderHtml } from './html/render-html.ts';
import { readScenarioResults } from './read-messages.ts';
import { renderMarkdown } from './render-markdown.ts';
import { type ConformanceFile, conformanceStatement, type StatementInput } from './statement.ts';

export interface Catalogue extends StatementInput {
  readonly rules: readonly SpecRule[];
}

export const ROOT = join(import.meta.dirname, '..', '..');

/** The kit's rule catalogue (spec/rules.json) and its own name and version (package.json). */
export function kitCatalogue(): Catalogue {
  const catalogueText = readFileSync(join(ROOT, 'spec', 'rules.json'), 'utf8');
  const { name, version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { rules: JSON.parse(catalogueText) as SpecRule[], catalogueText, kit: { name, version } };
}

export interface Written {
  readonly report: ConformanceFile;
  readonly malformedLines: number;
}

/** Whether the package has a feature file (a profile entry may name one this run did not parse). */
const packageFeature = (uri: string): boolean => existsSync(join(ROOT, uri));

/**
 * Reads `<dir>/messages.ndjson` (which must exist) and writes the three conformance files beside it; with a
 * deviation profile, the failed scenarios it lists are reported as deviating (the profile is applied here,
 * after the run, never inside it).
 */
export function writeReports(
  dir: string,
  catalogue: Catalogue,
  generatedAt: string,
  profile?: DeviationProfile,
  featureExists: (uri: string) => boolean = packageFeature,
): Written {
  const targetFile = join(dir, 'target.json');
  const target: unknown = existsSync(targetFile) ? JSON.parse(readFileSync(targetFile, 'utf8')) : null;
  const read = readScenarioResults(readFileSync(join(dir, 'messages.ndjson'), 'utf8'));
  const { malformedLines, runFailure } = read;
  const profiled = profile === undefined ? undefined : applyProfile(read.scenarios, profile, featureExists);
  const scenarios = profiled?.scenarios ?? read.scenarios;
  const aggregated = aggregate({
    scenarios,
    rules: catalogue.rules,
    target,
    generatedAt,
    runFailure,
    profile: profiled?.profile,
  });
  const report: ConformanceFile = { ...aggregated, statement: conformanceStatement(aggregated, catalogue) };
  writeFileSync(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'conformance.md'), renderMarkdown(report));
  writeFileSync(join(dir, 'conformance.html'), renderHtml(report, scenarios));
  return { report, malformedLines };
}
