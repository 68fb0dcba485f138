// `npm run clients:python`: real Python clients (pydruid, druid-query, Airflow, Superset) against a fresh reference.
// Not part of `npm test`: it needs python3 and PyPI. Options: --only pydruid,airflow  --update-docs
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadDataset, readDataset } from './dataset.ts';
import { CLIENTS_DIR, type ClientGroup, GROUPS } from './groups.ts';
import { type RunningReference, startReference } from './reference-process.ts';
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
function runScript(python: string, script: string, args: readonly string[]): CheckResult[] {
  const run = spawnSync(python, [resolve(CLIENTS_DIR, 'checks', script), ...args], {
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

interface Target {
  readonly scripts: (group: ClientGroup) => readonly string[];
  readonly start: () => Promise<RunningReference>;
  readonly args: (reference: RunningReference) => string[];
  readonly headers: Readonly<Record<string, string>>;
}

/** A reference without security for the plain checks, and one with basic security for `secureChecks`. */
function targets(): Target[] {
  const password = randomBytes(12).toString('hex');
  return [
    {
      scripts: (group) => group.checks,
      start: () => startReference(resolve(REPORT_DIR, 'reference.log')),
      args: (reference) => ['--port', String(reference.port)],
      headers: {},
    },
    {
      scripts: (group) => group.secureChecks ?? [],
      start: () =>
        startReference(resolve(REPORT_DIR, 'reference-secure.log'), {
          ANALYTICS_SECURITY: 'basic',
          ANALYTICS_INITIAL_ADMIN_PASSWORD: password,
          ANALYTICS_INITIAL_INTERNAL_CLIENT_PASSWORD: randomBytes(12).toString('hex'),
        }),
      args: (reference) => ['--port', String(reference.port), '--user', 'admin', '--password', password],
      headers: { Authorization: `Basic ${Buffer.from(`admin:${password}`).toString('base64')}` },
    },
  ];
}

async function main(): Promise<void> {
  const groups = chosenGroups(process.argv.slice(2));
  const pythons = new Map(groups.map((group) => [group, ensureVenv(group)]));
  mkdirSync(REPORT_DIR, { recursive: true });
  const results: CheckResult[] = [];
  for (const target of targets()) {
    if (!groups.some((group) => target.scripts(group).length > 0)) continue;
    const reference = await target.start();
    try {
      await loadDataset(reference.baseUrl, readDataset(), target.headers);
      for (const group of groups) {
        for (const script of target.scripts(group)) {
          console.log(`clients: ${group.name} / ${script}`);
          results.push(...runScript(pythons.get(group) as string, script, target.args(reference)));
        }
      }
    } finally {
      await reference.stop();
    }
  }
  const versions = [...new Set(groups.flatMap(pinnedVersions))];
  const summary = markdownSummary(results, versions);
  writeFileSync(resolve(REPORT_DIR, 'summary.md'), `${summary}\n`);
  if (process.argv.includes('--update-docs')) {
    writeFileSync(DOC, replaceSection(readFileSync(DOC, 'utf8'), summary, ...MARKERS));
  }
  console.log(terminalTable(results));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
}

await main();
