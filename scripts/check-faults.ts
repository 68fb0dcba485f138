// check:faults: proves the kit catches non-conformance and tells "unsupported" from "failed", on a real server.
// Two reference processes serve every run: one as `npm start` runs it, one with basic security (for the faults that
// need it). A control run through a pass-through proxy must pass the chosen rules; each fault of
// kit/faults/catalogue.ts, injected by the proxy, must make its rule fail (not error, not pass) with no scenario
// outliving twice the kit deadline and no run hanging; and partial servers — the reference itself, whose basic
// security is off, and the reference behind a proxy that takes complex columns away — must have every
// @needs:<capability> scenario reported unsupported (probed), none failed or error. The first fault's run, judged
// again with a deviation profile that lists its failures, must have its rule deviate and pass (exit 0); judged with
// an empty profile, fail (a new deviation). A server that loses every task it accepts must have every scenario that
// loads data blocked by one cause, at once after the first. Last, two workers on one remote target, run after run,
// end clean.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FAULTS, type Fault } from '../kit/faults/catalogue.ts';
import { WITHOUT_COMPLEX_COLUMNS } from '../kit/faults/partial.ts';
import type { FaultRewrite } from '../kit/faults/proxy.ts';
import {
  judgeWithProfile,
  type KitRun,
  ruleStatus,
  runKit,
  type ScenarioRef,
  scenariosTagged,
} from './faults/kit-run.ts';
import { preconditionRow } from './faults/preconditions.ts';
import { type FaultTarget, startReference } from './faults/references.ts';
import { faultVerdict, printTable, type Row, withProxy } from './faults/rows.ts';
import { twoWorkerRuns } from './faults/two-workers.ts';

const ROOT = join(process.env.KIT_REPORTS_DIR ?? 'reports', 'faults');
/** Two-worker runs on one remote target in a row: the old race hit about one run in two of this selection. */
const TWO_WORKER_RUNS = 4;
/** The kit deadline of the fault runs (the default); each failure must come within twice it. */
const DEADLINE_MS = 15_000;
/** A fault run still going after this long hangs: it is killed and reported. */
const RUN_LIMIT_MS = 40 * DEADLINE_MS;

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

/** The kit against a URL of `target`, with its credentials and the fault runs' deadline. */
const runOn = (target: FaultTarget, dir: string, url: string, tags: string): Promise<KitRun> =>
  runKit(dir, url, {
    tags,
    env: { ...target.kitEnv, KIT_DEADLINE_MS: String(DEADLINE_MS) },
    killAfterMs: RUN_LIMIT_MS,
  });

/** Without faults, the chosen rules pass on their target and the capabilities a proxy hides are there. */
function controlRows(target: FaultTarget, faults: readonly Fault[], label: string): Promise<Row[]> {
  const hidden = label === 'plain' ? PARTIAL_SERVERS.filter((partial) => partial.without !== undefined) : [];
  const tags = [
    ...new Set([...faults.map((f) => `@${f.rule}`), ...hidden.map((p) => `@needs:${p.capability}`)]),
  ];
  return withProxy(target.url, undefined, async (url) => {
    const run = await runOn(target, join(ROOT, `control-${label}`), url, tags.join(' or '));
    const row = (subject: string, got: string): Row => ({
      check: `control (no fault, ${label})`,
      subject,
      expected: 'passed',
      got,
      evidence: run.dir,
    });
    return [
      ...faults.map((fault) => row(fault.rule, ruleStatus(run, fault.rule))),
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

function faultRow(target: FaultTarget, fault: Fault, runs: Map<Fault, KitRun>): Promise<Row> {
  return withProxy(target.url, fault, async (url, matched) => {
    const run = await runOn(target, join(ROOT, fault.faultClass.replace(/ /g, '-')), url, `@${fault.rule}`);
    runs.set(fault, run);
    // A rule that fails although the fault never fired would prove nothing.
    return faultVerdict(fault, run, matched(), DEADLINE_MS);
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

function partialRow(target: FaultTarget, { capability, how, without }: PartialServer): Promise<Row> {
  const tag = `@needs:${capability}`;
  const check = async (url: string): Promise<Row> => {
    const run: KitRun = await runOn(target, join(ROOT, `partial-${capability}`), url, tag);
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
  return without === undefined ? check(target.url) : withProxy(target.url, without, check);
}

async function twoWorkerRows(target: FaultTarget): Promise<Row[]> {
  const runs = await twoWorkerRuns(ROOT, target.url, TWO_WORKER_RUNS);
  return runs.map(({ run, problem }, n) => ({
    check: 'two workers, remote target',
    subject: `run ${n + 1}`,
    expected: 'clean',
    got: problem === '' ? 'clean' : problem,
    evidence: run.dir,
  }));
}

/** Every check, in order: the runs share the servers, and history scenarios count entries across datasources. */
async function checks(plain: FaultTarget, secured: FaultTarget): Promise<Row[]> {
  const targetOf = (fault: Fault) => (fault.secured === true ? secured : plain);
  const rows = [
    ...(await controlRows(
      plain,
      FAULTS.filter((f) => f.secured !== true),
      'plain',
    )),
    ...(await controlRows(
      secured,
      FAULTS.filter((f) => f.secured === true),
      'secured',
    )),
  ];
  const runs = new Map<Fault, KitRun>();
  for (const fault of FAULTS) rows.push(await faultRow(targetOf(fault), fault, runs));
  const [first] = FAULTS;
  const firstRun = first && runs.get(first);
  if (first && firstRun) rows.push(...(await profileRows(first, firstRun)));
  for (const partial of PARTIAL_SERVERS) rows.push(await partialRow(plain, partial));
  rows.push(await preconditionRow(plain, ROOT, DEADLINE_MS));
  rows.push(...(await twoWorkerRows(plain)));
  return rows;
}

async function main(): Promise<number> {
  mkdirSync(ROOT, { recursive: true });
  const plain = await startReference(join(ROOT, 'reference.log'), false);
  const secured = await startReference(join(ROOT, 'reference-secured.log'), true).catch(async (error) => {
    await plain.stop();
    throw error;
  });
  try {
    console.log(`check:faults: references at ${plain.url} and ${secured.url} (secured); reports in ${ROOT}/`);
    const rows = await checks(plain, secured);
    const caught = printTable(rows);
    console.log(
      caught
        ? `check:faults: every fault class caught (${FAULTS.length}), each within twice the deadline; partial servers reported unsupported; two workers clean`
        : `check:faults: ${rows.filter((row) => row.got !== row.expected).length} check(s) not as expected; see each run's run.log and conformance.md`,
    );
    return caught ? 0 : 1;
  } finally {
    await Promise.all([plain.stop(), secured.stop()]);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`check:faults: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
