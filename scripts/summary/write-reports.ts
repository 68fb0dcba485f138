// Turns a reports directory's messages.ndjson (and target.json) into conformance.json, .md and .html.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aggregate, type SpecRule } from './aggregate.ts';
import { renderHtml } from './html/render-html.ts';
import { readScenarioResults } from './read-messages.ts';
import { renderMarkdown } from './render-markdown.ts';
import { type ConformanceFile, conformanceStatement, type StatementInput } from './statement.ts';

export interface Catalogue extends StatementInput {
  readonly rules: readonly SpecRule[];
}

const ROOT = join(import.meta.dirname, '..', '..');

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

/** Reads `<dir>/messages.ndjson` (which must exist) and writes the three conformance files beside it. */
export function writeReports(dir: string, catalogue: Catalogue, generatedAt: string): Written {
  const targetFile = join(dir, 'target.json');
  const target: unknown = existsSync(targetFile) ? JSON.parse(readFileSync(targetFile, 'utf8')) : null;
  const { scenarios, malformedLines, runFailure } = readScenarioResults(
    readFileSync(join(dir, 'messages.ndjson'), 'utf8'),
  );
  const aggregated = aggregate({ scenarios, rules: catalogue.rules, target, generatedAt, runFailure });
  const report: ConformanceFile = { ...aggregated, statement: conformanceStatement(aggregated, catalogue) };
  writeFileSync(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'conformance.md'), renderMarkdown(report));
  writeFileSync(join(dir, 'conformance.html'), renderHtml(report, scenarios));
  return { report, malformedLines };
}
