// Reads the runs a matrix merges: conformance.json files (or report directories holding one), each with a label.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type ScenarioRef, scenarioKey } from '../aggregate.ts';
import type { Outcome, RuleStatus } from '../outcomes.ts';

/** A scenario's outcome in one run, keyed by its file and name. */
export interface MatrixScenario {
  readonly key: string;
  readonly outcome: Outcome;
}

/** What the matrix needs of one conformance.json. */
export interface MatrixRun {
  readonly label: string;
  readonly scenarios: readonly MatrixScenario[];
  readonly rules: readonly { id: string; area: string; summary: string; status: RuleStatus }[];
  readonly score: { rulesPassed: number; rulesTotal: number; percent: number };
}

export interface RunSource {
  readonly path: string;
  /** Given with --label; otherwise the target and its version name the column. */
  readonly label?: string;
}

export class MatrixInputError extends Error {}

/** What the command line asks for. */
export interface MatrixArgs {
  readonly sources: RunSource[];
  readonly out: string;
  /** A JSON file of notes by rule ID (why a rule is not checked somewhere), shown in a column of their own. */
  readonly notes?: string;
  /** Leave out the table of scenarios whose outcome differs (between implementations it is most of the suite). */
  readonly rulesOnly?: boolean;
}

/** Splits the command line into sources, the output directory and the options. */
export function parseMatrixArgs(args: readonly string[]): MatrixArgs {
  const sources: RunSource[] = [];
  let out = 'reports';
  let notes: string | undefined;
  let rulesOnly = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--rules-only') rulesOnly = true;
    else if (arg === '--out' || arg === '--label' || arg === '--notes') {
      const value = args[++i];
      if (value === undefined) throw new MatrixInputError(`${arg} needs a value`);
      if (arg === '--out') out = value;
      else if (arg === '--notes') notes = value;
      else {
        const at = value.indexOf('=');
        if (at <= 0) throw new MatrixInputError(`--label takes name=path, got "${value}"`);
        sources.push({ label: value.slice(0, at), path: value.slice(at + 1) });
      }
    } else if (arg.startsWith('--')) throw new MatrixInputError(`unknown option ${arg}`);
    else sources.push({ path: arg });
  }
  if (sources.length === 0)
    throw new MatrixInputError('give at least one conformance.json or report directory');
  return { sources, out, ...(notes === undefined ? {} : { notes }), ...(rulesOnly ? { rulesOnly } : {}) };
}

/** The notes file: `{ "notes": { "SEC-023": "why no real Druid here checks it", … } }`. */
export function readNotes(file: string): ReadonlyMap<string, string> {
  if (!existsSync(file)) throw new MatrixInputError(`${file} not found`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new MatrixInputError(`${file} is not JSON`);
  }
  const notes = record(record(json).notes);
  const entries = Object.entries(notes);
  if (entries.length === 0 || entries.some(([, text]) => typeof text !== 'string'))
    throw new MatrixInputError(`${file} needs "notes": an object of texts by rule ID`);
  return new Map(entries as [string, string][]);
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * `target version`, from the statement (or, for an older file, the target's configuration), and the deviation
 * profile the run was judged with, if any: `target version, profile apache-druid-33`.
 */
function defaultLabel(json: Record<string, unknown>, file: string): string {
  const statement = record(json.statement);
  const target = record(statement.target);
  const url = target.url ?? record(json.target).target;
  const version = target.version;
  const profile = record(statement.profile).name;
  if (typeof url !== 'string') return file;
  const label = typeof version === 'string' ? `${url} ${version}` : url;
  return typeof profile === 'string' ? `${label}, profile ${profile}` : label;
}

/**
 * Every scenario of a run once: those under its rules, and the `@decided` ones (listed apart too). Keyed by file and
 * name (the second example of an outline with that name gets #2), so that runs of kits whose lines moved still match.
 */
function scenariosOf(
  rules: readonly { scenarios?: readonly ScenarioRef[] }[],
  decided: unknown,
): MatrixScenario[] {
  const all = [...rules.flatMap((rule) => rule.scenarios ?? []), ...(Array.isArray(decided) ? decided : [])];
  const unique = new Map<string, ScenarioRef>();
  for (const scenario of all as ScenarioRef[]) unique.set(scenarioKey(scenario), scenario);
  const ordered = [...unique.values()].sort(
    (a, b) => a.uri.localeCompare(b.uri) || (a.line ?? 0) - (b.line ?? 0),
  );
  const seen = new Map<string, number>();
  return ordered.map(({ name, uri, outcome }) => {
    const base = `${uri}: ${name}`;
    const nth = (seen.get(base) ?? 0) + 1;
    seen.set(base, nth);
    return { key: nth === 1 ? base : `${base} #${nth}`, outcome };
  });
}

export function readRun(source: RunSource): MatrixRun {
  const file =
    existsSync(source.path) && statSync(source.path).isDirectory()
      ? join(source.path, 'conformance.json')
      : source.path;
  if (!existsSync(file)) throw new MatrixInputError(`${file} not found (run npm run conformance first)`);
  let json: Record<string, unknown>;
  try {
    json = record(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new MatrixInputError(`${file} is not JSON`);
  }
  const rules = json.rules;
  const score = record(json.score);
  if (!Array.isArray(rules) || typeof score.rulesPassed !== 'number')
    throw new MatrixInputError(`${file} is not a conformance.json (no rules or score)`);
  return {
    label: source.label ?? defaultLabel(json, file),
    scenarios: scenariosOf(rules as readonly { scenarios?: readonly ScenarioRef[] }[], json.decided),
    rules: rules as MatrixRun['rules'],
    score: score as MatrixRun['score'],
  };
}

/** Reads every source; a label used twice gets a number so columns stay apart. */
export function readRuns(sources: readonly RunSource[]): MatrixRun[] {
  const seen = new Map<string, number>();
  return sources.map((source) => {
    const run = readRun(source);
    const count = (seen.get(run.label) ?? 0) + 1;
    seen.set(run.label, count);
    return count === 1 ? run : { ...run, label: `${run.label} (${count})` };
  });
}
