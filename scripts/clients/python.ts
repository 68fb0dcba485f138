// `npm run clients:python`: real Python clients (pydruid, druid-query, Airflow, Superset) against a fresh reference.
// Not part of `npm test`: it needs python3 and PyPI. Options: --only pydruid,airflow  --update-docs
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDataset, readDataset } from './dataset.ts';
import { CLIENTS_DIR, type ClientGroup, GROUPS } from './groups.ts';
import { startReference } from './reference-process.ts';
import { type CheckResult, markdownSummary, parseResults, replaceSection, terminalTable } from './results.ts';
import { ensureVenv, pinnedVersions } from './venvs.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REPORT_DIR = resolve(ROOT, 'reports/clients-python');
const DOC = resolve(ROOT, 'docs/clients.md');
const MARKERS = ['<!-- clients:python:start -->', '<!-- clients:python:end -->'] as const;
const SCRIPT_TIMEOUT_MS = 300_000;

function chosenGroups(argv: readonly string[]): ClientGroup[] {
  const at = argv.indexOf('--only');
  if (at < 0) return [...GROUPS];
  const names = (argv[at + 1] ?? '').split(',');
  const unknown = names.filter((name) => !GROUPS.some((group) => group.name === name));
  if (unknown.length > 0) {
    console.error(
      `clients: unknown group ${unknown.join(', ')}; known: ${GROUPS.map((g) => g.name).join(', ')}`,
    );
    process.exit(2);
  }
  return GROUPS.filter((group) => names.includes(group.name));
}

/** Runs one check script; a script that dies before reporting is one failed result carrying its stderr. */
function runScript(python: string, script: string, port: number): CheckResult[] {
  const run = spawnSync(python, [resolve(CLIENTS_DIR, 'checks', script), '--port', String(port)], {
    encoding: 'utf8',
    timeout: SCRIPT_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
  const results = parseResults(run.stdout ?? '');
  if (results.length === 0 || (run.status !== 0 && results.every((result) => result.ok))) {
    const why = run.error?.message ?? (run.stderr ?? '').trim().split('\n').slice(-3).join(' ');
    results.push({ client: script, check: '(script ran to the end)', ok: false, detail: why });
  }
  return results;
}

async function main(): Promise<void> {
  const groups = chosenGroups(process.argv.slice(2));
  const pythons = groups.map((group) => ensureVenv(group));
  mkdirSync(REPORT_DIR, { recursive: true });
  const reference = await startReference(resolve(REPORT_DIR, 'reference.log'));
  const results: CheckResult[] = [];
  try {
    await loadDataset(reference.baseUrl, readDataset());
    for (const [index, group] of groups.entries()) {
      for (const script of group.checks) {
        console.log(`clients: ${group.name} / ${script}`);
        results.push(...runScript(pythons[index] as string, script, reference.port));
      }
    }
  } finally {
    await reference.stop();
  }
  const summary = markdownSummary(results, groups.flatMap(pinnedVersions));
  writeFileSync(resolve(REPORT_DIR, 'summary.md'), `${summary}\n`);
  if (process.argv.includes('--update-docs')) {
    writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), summary, ...MARKERS));
  }
  console.log(terminalTable(results));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

await main();
