// One run of the kit against a URL, limited by tags, with its own reports directory and conformance summary.
import { spawn } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const CUCUMBER = 'node_modules/@cucumber/cucumber/bin/cucumber.js';

export interface ScenarioRef {
  readonly name: string;
  readonly uri: string;
  readonly line?: number;
  readonly outcome: string;
  readonly reason?: string;
  /** How long the scenario took, from Cucumber's stamps. */
  readonly timeMs?: number;
}

/** The part of conformance.json the checks read. */
export interface Conformance {
  readonly rules: readonly {
    readonly id: string;
    readonly status: string;
    readonly scenarios: readonly ScenarioRef[];
  }[];
  /** The @decided scenarios of the run (a deviation profile may not list them). */
  readonly decided: readonly ScenarioRef[];
}

export interface KitRun {
  readonly dir: string;
  readonly report: Conformance;
  /** How long Cucumber ran, and whether it had to be killed for outliving `Selection.killAfterMs`. */
  readonly elapsedMs?: number;
  readonly killed?: boolean;
}

/**
 * Runs node with `args` to its end, output appended to `log`; resolves with the exit code, or null when it still ran
 * after `killAfterMs` and was killed (a run that hangs must not hang the check).
 */
function node(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  log: string,
  killAfterMs = Number.POSITIVE_INFINITY,
): Promise<number | null> {
  const fd = openSync(log, 'a');
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', fd, fd], detached: true });
  let killed = false;
  const timer = Number.isFinite(killAfterMs)
    ? setTimeout(() => {
        killed = true;
        // The whole group: Cucumber's workers too.
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      }, killAfterMs)
    : undefined;
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      closeSync(fd);
      resolve(killed ? null : (code ?? 1));
    });
  });
}

/** Which scenarios a run takes (a tag expression, or feature paths), with how many workers and what settings. */
export interface Selection {
  readonly tags?: string;
  readonly paths?: readonly string[];
  /** Cucumber worker processes (KIT_PARALLEL too, so the loader shares the target's slots across them). */
  readonly parallel?: number;
  /** Kit settings for this run (e.g. TARGET_USER, KIT_DEADLINE_MS). */
  readonly env?: Readonly<Record<string, string>>;
  /** Kills Cucumber after this long: the check reports a run that hangs instead of hanging itself. */
  readonly killAfterMs?: number;
}

/** The kit against `targetUrl` limited to the selection, then its conformance summary; reports in `dir` (emptied first). */
export async function runKit(dir: string, targetUrl: string, selection: Selection | string): Promise<KitRun> {
  const {
    tags,
    paths = [],
    parallel,
    env: settings = {},
    killAfterMs,
  } = typeof selection === 'string' ? { tags: selection } : selection;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'run.log');
  // Capabilities are probed unless the selection declares them: a list from the caller's environment would hide what
  // the checks are about.
  const { TARGET_CAPABILITIES: _declared, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, TARGET_URL: targetUrl, KIT_REPORTS_DIR: dir, ...settings };
  const args = [...(tags === undefined ? [] : ['--tags', tags]), ...paths];
  if (parallel !== undefined) {
    args.push('--parallel', String(parallel));
    env.KIT_PARALLEL = String(parallel);
  }
  const startedAt = Date.now();
  const killed = (await node(['--import', 'tsx', CUCUMBER, ...args], env, log, killAfterMs)) === null;
  const elapsedMs = Date.now() - startedAt;
  const summary = await node(['--import', 'tsx', 'kit/report/conformance-summary.ts', dir], env, log);
  if (summary !== 0) throw new Error(`The conformance summary of ${dir} could not be written (see ${log})`);
  const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as Conformance;
  return { dir, report, elapsedMs, killed };
}

export interface Judged {
  readonly code: number;
  readonly run: KitRun;
}

/**
 * The messages of a finished run judged again by the summary with a deviation profile listing `deviations`
 * (`{"deviations": [...]}` in `<dir>-<label>/profile.json`): its exit code (the run's verdict) and its report.
 */
export async function judgeWithProfile(
  run: KitRun,
  deviations: readonly unknown[],
  label: string,
): Promise<Judged> {
  const dir = `${run.dir}-${label}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of ['messages.ndjson', 'target.json'])
    if (existsSync(join(run.dir, file))) copyFileSync(join(run.dir, file), join(dir, file));
  const profile = join(dir, 'profile.json');
  writeFileSync(profile, JSON.stringify({ deviations }));
  const env: NodeJS.ProcessEnv = { ...process.env, KIT_EXPECTATIONS: profile };
  const code = await node(
    ['--import', 'tsx', 'kit/report/conformance-summary.ts', dir],
    env,
    join(dir, 'run.log'),
  );
  const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as Conformance;
  return { code: code ?? 1, run: { dir, report } };
}

export const ruleStatus = ({ report }: KitRun, rule: string): string =>
  report.rules.find((candidate) => candidate.id === rule)?.status ?? 'not in catalogue';

/** Pickles of a run that carry `tag`, by `uri:line` (the messages list every pickle, run or not). */
function picklesTagged(dir: string, tag: string): Set<string> {
  const keys = new Set<string>();
  for (const line of readFileSync(join(dir, 'messages.ndjson'), 'utf8').split('\n')) {
    if (!line.includes('"pickle"')) continue;
    const { pickle } = JSON.parse(line) as {
      pickle?: { uri: string; location?: { line: number }; tags: { name: string }[] };
    };
    if (pickle?.tags.some((t) => t.name === tag)) keys.add(`${pickle.uri}:${pickle.location?.line}`);
  }
  return keys;
}

/** The results of the scenarios tagged `tag`; undefined for one the summary does not list. */
export function scenariosTagged({ dir, report }: KitRun, tag: string): (ScenarioRef | undefined)[] {
  const listed = new Map<string, ScenarioRef>();
  for (const scenario of report.rules.flatMap((rule) => rule.scenarios))
    listed.set(`${scenario.uri}:${scenario.line}`, scenario);
  return [...picklesTagged(dir, tag)].map((key) => listed.get(key));
}
