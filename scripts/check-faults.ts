// check:faults: proves the kit catches non-conformance and tells "unsupported" from "failed", on a real server.
// One reference process serves every run. A control run through a pass-through proxy must pass the chosen rules;
// each fault of kit/faults/catalogue.ts, injected by the proxy, must make its rule fail (not error, not pass);
// and partial servers — the reference itself, whose basic security is off, and the reference behind a proxy
// that takes complex columns away — must have every @needs:<capability> scenario reported unsupported
// (probed), none failed or error. The first fault's run, judged again with a deviation profile that lists its
// failures, must have its rule deviate and pass (exit 0); judged with an empty profile, fail (a new deviation).
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULTS, type Fault } from '../kit/faults/catalogue.ts';
import { WITHOUT_COMPLEX_COLUMNS } from '../kit/faults/partial.ts';
import { type FaultRewrite, startFaultProxy } from '../kit/faults/proxy.ts';
import { spawnReference, waitUntilReady } from '../reference/child-process.ts';
import {
  judgeWithProfile,
  type KitRun,
  ruleStatus,
  runKit,
  type ScenarioRef,
  scenariosTagged,
} from './faults/kit-run.ts';
import { twoWorkerRuns } from './faults/two-workers.ts';

const ROOT = join(process.env.KIT_REPORTS_DIR ?? 'reports', 'faults');
/** Two-worker runs on one remote target in a row: the old race hit about one run in two of this selection. */
const TWO_WORKER_RUNS = 4;

interface Row {
  readonly check: string;
  readonly subject: string;
  readonly expected: string;
  readonly got: string;
  readonly evidence: string;
}

interface PartialServer {
  readonly capability: string;
  readonly how: string;
  /** What takes the capability away; undefined: the reference lacks it as it runs. */
  readonly without?: FaultRewrite;
}

const PARTIAL_SERVERS: readonly PartialServer[] = [
  { capability: 'security', how: 'off by default' },
  { capability: 'complex-columns', how: 'hidden by a proxy', without: WITHOUT_COMPLEX_COLUMNS },
];

/** Unsupported per the outcome contract; before the summary knew that outcome, a skip whose reason says so. */
const isUnsupported = (scenario: ScenarioRef | undefined, capability: string): boolean =>
  scenario?.outcome === 'unsupported' && (scenario.reason ?? '').startsWith(`target lacks ${capability}`);

/** `expected` when every scenario has it (and there is one), else the distinct outcomes seen. */
function overall(
  scenarios: readonly (ScenarioRef | undefined)[],
  expected: string,
  has: (s?: ScenarioRef) => boolean,
) {
  if (scenarios.length === 0) return 'no scenario';
  const others = scenarios.filter((scenario) => !has(scenario));
  return others.length === 0 ? expected : [...new Set(others.map((s) => s?.outcome ?? 'missing'))].join(', ');
}

async function withProxy<T>(
  reference: string,
  fault: FaultRewrite | undefined,
  use: (url: string, matched: () => number) => Promise<T>,
): Promise<T> {
  const proxy = await startFaultProxy(reference, fault);
  try {
    return await use(proxy.url, proxy.matched);
  } finally {
    await proxy.close();
  }
}

/** Without faults, the chosen rules pass and the capabilities a proxy hides are there. */
function controlRows(reference: string): Promise<Row[]> {
  const hidden = PARTIAL_SERVERS.filter((partial) => partial.without !== undefined);
  const tags = [
    ...new Set([...FAULTS.map((f) => `@${f.rule}`), ...hidden.map((p) => `@needs:${p.capability}`)]),
  ];
  return withProxy(reference, undefined, async (url) => {
    const run = await runKit(join(ROOT, 'control'), url, tags.join(' or '));
    const row = (subject: string, got: string): Row => ({
      check: 'control (no fault)',
      subject,
      expected: 'passed',
      got,
      evidence: run.dir,
    });
    return [
      ...FAULTS.map((fault) => row(fault.rule, ruleStatus(run, fault.rule))),
      ...hidden.map(({ capability }) => {
        const tag = `@needs:${capability}`;
        return row(
          tag,
          overall(scenariosTagged(run, tag), 'passed', (s) => s?.outcome === 'passed'),
        );
      }),
    ];
  });
}

function faultRow(reference: string, fault: Fault, runs: Map<Fault, KitRun>): Promise<Row> {
  return withProxy(reference, fault, async (url, matched) => {
    const run = await runKit(join(ROOT, fault.faultClass.replace(/ /g, '-')), url, `@${fault.rule}`);
    runs.set(fault, run);
    // A rule that fails although the fault never fired would prove nothing.
    const got = matched() === 0 ? 'fault never injected' : ruleStatus(run, fault.rule);
    return {
      check: fault.faultClass,
      subject: fault.rule,
      expected: 'failed',
      got,
      evidence: `${matched()} faulted, ${run.dir}`,
    };
  });
}

/** A fault's failures listed in a deviation profile deviate and the run passes; unlisted, they fail it. */
async function profileRows(fault: Fault, run: KitRun): Promise<Row[]> {
  const decided = new Set(run.report.decided.map((s) => `${s.uri}:${s.line}`));
  const failed = (run.report.rules.find((rule) => rule.id === fault.rule)?.scenarios ?? []).filter(
    (s) => s.outcome === 'failed' && !decided.has(`${s.uri}:${s.line}`),
  );
  const deviations = failed.map((s) => ({
    feature: s.uri,
    scenario: s.name,
    rules: [fault.rule],
    deviation: fault.description,
    evidence: 'check:faults, the fault-injecting proxy',
  }));
  const listed = await judgeWithProfile(run, deviations, 'listed');
  const unlisted = await judgeWithProfile(run, [], 'unlisted');
  const verdict = ({ code, run: judged }: { code: number; run: KitRun }) =>
    `${ruleStatus(judged, fault.rule)}, exit ${code}`;
  return [
    {
      check: 'deviation profile lists the failures',
      subject: fault.rule,
      expected: 'deviates, exit 0',
      got: verdict(listed),
      evidence: `${deviations.length} listed, ${listed.run.dir}`,
    },
    {
      check: 'deviation profile does not list them',
      subject: fault.rule,
      expected: 'failed, exit 1',
      got: verdict(unlisted),
      evidence: `a new deviation, ${unlisted.run.dir}`,
    },
  ];
}

function partialRow(reference: string, { capability, how, without }: PartialServer): Promise<Row> {
  const tag = `@needs:${capability}`;
  const check = async (url: string): Promise<Row> => {
    const run: KitRun = await runKit(join(ROOT, `partial-${capability}`), url, tag);
    const scenarios = scenariosTagged(run, tag);
    const unsupported = scenarios.filter((s) => isUnsupported(s, capability));
    return {
      check: `partial server (${capability} ${how})`,
      subject: tag,
      expected: 'unsupported',
      got: overall(scenarios, 'unsupported', (s) => isUnsupported(s, capability)),
      evidence: `${unsupported.length}/${scenarios.length}: "${unsupported[0]?.reason ?? ''}", ${run.dir}`,
    };
  };
  return without === undefined ? check(reference) : withProxy(reference, without, check);
}

function printTable(rows: readonly Row[]): void {
  const columns = ['check', 'subject', 'expected', 'got'] as const;
  const header: Row = {
    check: 'check',
    subject: 'rule / tag',
    expected: 'expected',
    got: 'got',
    evidence: 'evidence',
  };
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: Row, mark: string) =>
    `${mark} ${columns.map((column, i) => row[column].padEnd(widths[i] ?? 0)).join('  ')}  ${row.evidence}`;
  console.log(line(header, ' '));
  for (const row of rows) console.log(line(row, row.got === row.expected ? '✓' : '✗'));
}

async function main(): Promise<number> {
  mkdirSync(ROOT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'check-faults-'));
  const serverLog = openSync(join(ROOT, 'reference.log'), 'w');
  const { child, baseUrl } = await spawnReference(dataDir, ['ignore', serverLog, serverLog]);
  try {
    await waitUntilReady(baseUrl, child);
    console.log(`check:faults: reference at ${baseUrl}; reports in ${ROOT}/`);
    // Sequential: the runs share one server, and history scenarios count entries across datasources.
    const rows = await controlRows(baseUrl);
    const runs = new Map<Fault, KitRun>();
    for (const fault of FAULTS) rows.push(await faultRow(baseUrl, fault, runs));
    const [first] = FAULTS;
    const firstRun = first && runs.get(first);
    if (first && firstRun) rows.push(...(await profileRows(first, firstRun)));
    for (const partial of PARTIAL_SERVERS) rows.push(await partialRow(baseUrl, partial));
    for (const [n, { run, problem }] of (await twoWorkerRuns(ROOT, baseUrl, TWO_WORKER_RUNS)).entries())
      rows.push({
        check: 'two workers, remote target',
        subject: `run ${n + 1}`,
        expected: 'clean',
        got: problem === '' ? 'clean' : problem,
        evidence: run.dir,
      });
    printTable(rows);
    const missed = rows.filter((row) => row.got !== row.expected).length;
    console.log(
      missed === 0
        ? `check:faults: every fault class caught (${FAULTS.length}); partial servers reported unsupported`
        : `check:faults: ${missed} check(s) not as expected; see each run's run.log and conformance.md`,
    );
    return missed === 0 ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    closeSync(serverLog);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:faults: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
