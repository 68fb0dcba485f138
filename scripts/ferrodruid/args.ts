// The FerroDruid lab's command line (pure): `--source DIR` (a FerroDruid checkout the user built) or `--binary FILE`,
// `--port N`, `--lab DIR`, `--timeout-s N`; after `--`, arguments go to Cucumber.
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** Bad input: one line for the user, exit code 2. */
export class UsageError extends Error {}

export interface FerroArgs {
  /** The `ferrodruid` executable (absolute). */
  readonly binary: string;
  readonly port: number;
  /** Where each run's data directory and the server's log go (absolute). */
  readonly lab: string;
  /** How long the server may take to answer `/status`. */
  readonly timeoutMs: number;
  readonly rest: readonly string[];
}

const FLAGS = ['--source', '--binary', '--port', '--lab', '--timeout-s'] as const;
type Flag = (typeof FLAGS)[number];
const isFlag = (text: string): text is Flag => (FLAGS as readonly string[]).includes(text);

/** Where cargo leaves the binary in a checkout: an optimised build first. */
const BUILT = ['release', 'debug'].map((profile) => join('target', profile, 'ferrodruid'));

function integer(flag: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not "${text}"`);
  return Number(text);
}

/** The built binary of a checkout; `exists` is the file test (a parameter, so the parsing stays pure in tests). */
export function binaryIn(source: string, exists: (path: string) => boolean = existsSync): string {
  const found = BUILT.map((relative) => join(source, relative)).find(exists);
  if (found === undefined)
    throw new UsageError(
      `no FerroDruid binary in ${source} (looked for ${BUILT.join(' and ')}): build it as its README says, then run this again`,
    );
  return found;
}

/** Reads the arguments; `env.FERRODRUID_LAB` is the default lab (else `<repo>/.ferrodruid-lab`). */
export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  repo: string,
  exists: (path: string) => boolean = existsSync,
): FerroArgs {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const rest = dash === -1 ? [] : argv.slice(dash + 1);
  const values: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < own.length; i++) {
    const [name = '', inline] = (own[i] ?? '').split(/=(.*)/s);
    if (!isFlag(name)) throw new UsageError(`unknown argument "${own[i]}" (known: ${FLAGS.join(', ')})`);
    const value = inline ?? own[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value`);
    values[name] = value;
  }
  const path = (text: string) => (isAbsolute(text) ? text : resolve(cwd, text));
  const [source, binary] = [values['--source'], values['--binary']];
  if ((source === undefined) === (binary === undefined))
    throw new UsageError(
      'name the FerroDruid checkout you built with --source DIR, or its binary with --binary FILE',
    );
  const chosen = binary !== undefined ? path(binary) : binaryIn(path(source as string), exists);
  if (!exists(chosen)) throw new UsageError(`no such file: ${chosen}`);
  return {
    binary: chosen,
    port: integer('--port', values['--port'] ?? '8890', 1, 65535),
    lab: path(values['--lab'] ?? env.FERRODRUID_LAB ?? join(repo, '.ferrodruid-lab')),
    timeoutMs: integer('--timeout-s', values['--timeout-s'] ?? '120', 1, 3600) * 1000,
    rest,
  };
}
