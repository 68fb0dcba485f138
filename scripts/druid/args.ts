// The launcher's command line (pure): `--version 33|27`, `--port-offset N`, `--lab DIR`, `--lib DIR`, `--timeout-s N`,
// `--secure` (druid:up: basic security);
// after `--`, arguments go to Cucumber (druid:conformance).
import { isAbsolute, join, resolve } from 'node:path';
import { isVersion, SUPPORTED_VERSIONS, type Version } from './plan.ts';

/** Bad input: one line for the user, exit code 2. */
export class UsageError extends Error {}

export interface LauncherArgs {
  readonly version: Version;
  readonly portOffset: number;
  /** Absolute. */
  readonly lab: string;
  /** Jars laid out elsewhere (absolute), instead of the lab's own `lib-<version>`. */
  readonly lib: string | undefined;
  /** How long each process may take to answer its health check. */
  readonly timeoutMs: number;
  /** druid:up lays the cluster out with basic security (scripts/druid/security.ts). */
  readonly secure: boolean;
  readonly rest: readonly string[];
}

const FLAGS = ['--version', '--port-offset', '--lab', '--lib', '--timeout-s'] as const;
type Flag = (typeof FLAGS)[number];
const isFlag = (text: string): text is Flag => (FLAGS as readonly string[]).includes(text);
/** Flags without a value. */
const SWITCHES = ['--secure'] as const;

function integer(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not "${text}"`);
  return Number(text);
}

/**
 * Reads the arguments; `env.DRUID_LAB` is the default lab (else `<repo>/.druid-lab`). Relative paths are relative to
 * `cwd`.
 */
export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  repo: string,
): LauncherArgs {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const rest = dash === -1 ? [] : argv.slice(dash + 1);
  const values: Partial<Record<Flag, string>> = {};
  let secure = false;
  for (let i = 0; i < own.length; i++) {
    if (own[i] === '--secure') {
      secure = true;
      continue;
    }
    const [name = '', inline] = (own[i] ?? '').split(/=(.*)/s);
    if (!isFlag(name))
      throw new UsageError(`unknown argument "${own[i]}" (known: ${[...FLAGS, ...SWITCHES].join(', ')})`);
    const value = inline ?? own[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    values[name] = value;
  }
  const version = values['--version'] ?? '33';
  if (!isVersion(version))
    throw new UsageError(
      `Druid ${version} is not served: only ${SUPPORTED_VERSIONS.join(' and ')} are supported (--version ${SUPPORTED_VERSIONS.join('|')})`,
    );
  const path = (text: string) => (isAbsolute(text) ? text : resolve(cwd, text));
  return {
    version,
    portOffset: integer('--port-offset', values['--port-offset'] ?? '0', 0, 50000),
    lab: path(values['--lab'] ?? env.DRUID_LAB ?? join(repo, '.druid-lab')),
    lib: values['--lib'] === undefined ? undefined : path(values['--lib']),
    timeoutMs: integer('--timeout-s', values['--timeout-s'] ?? '300', 1, 3600) * 1000,
    secure,
    rest,
  };
}

/** The major version in `java -version` output (`openjdk version "17.0.15"`, or `"1.8.0_392"` → 8). */
export function javaMajor(versionOutput: string): number | undefined {
  const text = /version "([^"]+)"/.exec(versionOutput)?.[1];
  if (text === undefined) return undefined;
  const [first = '', second = ''] = text.split(/[.+-]/);
  const major = first === '1' ? Number(second) : Number(first);
  return Number.isInteger(major) ? major : undefined;
}
