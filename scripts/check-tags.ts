// CLI: checks every tag under features/ against the tag catalogue and spec/rules.json; exits 1 on any finding.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkTags, type FeatureSource } from './tags/check.ts';

const ROOT = join(import.meta.dirname, '..');

function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.feature'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const rules = JSON.parse(readFileSync(join(ROOT, 'spec', 'rules.json'), 'utf8')) as { id: string }[];
const sources: FeatureSource[] = featureFiles(join(ROOT, 'features')).map((file) => ({
  uri: relative(process.cwd(), file),
  text: readFileSync(file, 'utf8'),
}));
const report = checkTags(sources, new Set(rules.map((rule) => rule.id)));

for (const finding of report.findings) console.error(`${finding.uri}:${finding.line}: ${finding.message}`);
const counts = `${report.scenarios} scenarios, ${report.rulesCovered.length} rules covered`;
if (report.findings.length > 0) {
  console.error(`tags: ${counts}, ${report.findings.length} problem(s)`);
  process.exitCode = 1;
} else {
  console.log(`tags: ${counts}, all tags known`);
}
