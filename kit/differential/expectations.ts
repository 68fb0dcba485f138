// The expectations file of a target: its known divergences, each with a note and a link, read and checked.
import { readFileSync, statSync } from 'node:fs';
import { bundledProfileDir } from '../deviations/profile.ts';
import { DIVERGENCE_KINDS, type DivergenceKind } from './compare.ts';

/** One known divergence: a corpus query (`id`) or a mirrored scenario (`scenario`, optionally its `feature` file). */
export interface Expectation {
  readonly id?: string;
  readonly scenario?: string;
  readonly feature?: string;
  readonly note: string;
  readonly link: string;
  /** When given, a divergence of another kind is not the expected one. */
  readonly kind?: DivergenceKind;
}

const isKind = (value: unknown): value is DivergenceKind =>
  (DIVERGENCE_KINDS as readonly unknown[]).includes(value);

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkEntry(entry: unknown, where: string): Expectation {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new Error(`${where}: an expectation is a JSON object`);
  const { id, scenario, feature, note, link, kind, ...rest } = entry as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`${where}: unknown field(s) ${unknown.join(', ')}`);
  if (text(id) === text(scenario))
    throw new Error(`${where}: give exactly one of "id" (a query) or "scenario"`);
  if (feature !== undefined && !(text(feature) && text(scenario)))
    throw new Error(`${where}: "feature" (a feature file) goes with "scenario" only`);
  if (!text(note)) throw new Error(`${where}: "note" must say why the target diverges`);
  if (!text(link) || !/^https?:\/\/\S+$/.test(link))
    throw new Error(`${where}: "link" must be the http(s) URL of the issue that tracks the divergence`);
  if (kind !== undefined && !isKind(kind))
    throw new Error(`${where}: "kind" must be one of ${DIVERGENCE_KINDS.join(', ')}`);
  return {
    ...(text(id) ? { id } : {}),
    ...(text(scenario) ? { scenario } : {}),
    ...(text(feature) ? { feature } : {}),
    note,
    link,
    ...(kind === undefined ? {} : { kind }),
  };
}

/** Checks the parsed file: `{ "expectations": [ … ] }`; every problem is reported with its place in the file. */
export function parseExpectations(value: unknown, source: string): Expectation[] {
  const document = value as { expectations?: unknown; deviations?: unknown } | null;
  // A deviation profile's file (kit/deviations) without differential expectations: none known.
  if (document?.expectations === undefined && document?.deviations !== undefined) return [];
  const list = document?.expectations;
  if (!Array.isArray(list)) throw new Error(`${source}: expected a JSON object with an "expectations" array`);
  const entries = list.map((entry, i) => checkEntry(entry, `${source}, expectation ${i + 1}`));
  const keys = entries.map((e) =>
    e.id !== undefined ? `id ${e.id}` : `scenario ${e.feature ?? ''}:${e.scenario}`,
  );
  const twice = keys.find((key, i) => keys.indexOf(key) !== i);
  if (twice !== undefined) throw new Error(`${source}: ${twice} is listed twice`);
  return entries;
}

/** Reads an expectations file; no file, or a deviation profile's directory, means no known divergences. */
export function readExpectations(file: string | undefined): Expectation[] {
  if (file === undefined) return [];
  const found = statSync(file, { throwIfNoEntry: false });
  // A bundled profile by name (`druid-33`) or any profile folder: deviations from the spec, no divergences.
  if (found === undefined && bundledProfileDir(file) !== undefined) return [];
  if (found?.isDirectory() === true) return [];
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the expectations file ${file}: ${(error as Error).message}`);
  }
  try {
    return parseExpectations(JSON.parse(raw), file);
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${file} is not valid JSON: ${error.message}`);
    throw error;
  }
}

/** The expectation of a corpus query, if any. */
export const expectationForQuery = (expectations: readonly Expectation[], id: string) =>
  expectations.find((e) => e.id === id);

/** The expectation of a scenario, by name and, when the entry names one, by feature file. */
export const expectationForScenario = (expectations: readonly Expectation[], name: string, uri: string) =>
  expectations.find((e) => e.scenario === name && (e.feature === undefined || e.feature === uri));
