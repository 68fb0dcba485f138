// CLI: turns <reports-dir>/messages.ndjson into conformance.json and conformance.md, and prints a short summary.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aggregate, type SpecRule } from './summary/aggregate.ts';
import { readScenarioResults } from './summary/read-messages.ts';
import { renderConsole } from './summary/render-console.ts';
import { renderMarkdown } from './summary/render-markdown.ts';

const dir = process.argv[2] ?? 'reports';
const messagesFile = join(dir, 'messages.ndjson');
if (!existsSync(messagesFile)) {
  console.error(
    `conformance-summary: ${messagesFile} not found (run the kit with the message formatter first)`,
  );
  process.exit(2);
}

const rulesFile = join(import.meta.dirname, '..', 'spec', 'rules.json');
const rules = JSON.parse(readFileSync(rulesFile, 'utf8')) as SpecRule[];
const targetFile = join(dir, 'target.json');
const target: unknown = existsSync(targetFile) ? JSON.parse(readFileSync(targetFile, 'utf8')) : null;
const { scenarios, malformedLines } = readScenarioResults(readFileSync(messagesFile, 'utf8'));
const report = aggregate({ scenarios, rules, target, generatedAt: new Date().toISOString() });

writeFileSync(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(dir, 'conformance.md'), renderMarkdown(report));
for (const line of renderConsole(report, malformedLines)) console.log(line);
