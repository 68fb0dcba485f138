// The expectations file of a target: its known divergences, each with a note and a link, read and checked.
import { readFileSync, statSync } from 'node:fs';
import { bundledProfileDir } from '../deviations/profile.ts';
import { DIVERGENCE_KINDS, type DivergenceKind } from './compare.ts';

/**
 * Why a target answers otherwise than the reference (a corpus run's statement groups divergences by it):
 * `druid-bug` (the real system is wrong, reproduced), `version-difference` (releases answer differently),
 * `spec-difference` (the spec states otherwise), `decided` (the reference deviates on purpose, docs/facts say why),
 * `lab-setup` (the lab's configuration: its extensions, its merge buffers, its ingestion), `reference-limit` (the
 * reference cannot hold the answer: its executor's range, its result writer; the note says where a fix would go).
 */
export const DIVERGENCE_CLASSES = [
  'druid-bug',
  'version-difference',
  'spec-difference',
  'decided',
  'lab-setup',
  'reference-limit',
] as const;
export type DivergenceClass = (typeof DIVERGENCE_CLASSES)[number];

/** One known divergence: a corpus query (`id`) or a mirrored scenario (`scenario`, optionally its `feature` file). */
export interface Expectation {
  readonly id?: string;
  readonly scenario?: string;
  readonly feature?: string;
  readonly note: string;
  /** The issue that tracks it; an entry with `evidence` may go without. */
  readonly link?: string;
  /** When given, a divergence of another kind is not the expected one. */
  readonly kind?: DivergenceKind;
  readonly class?: DivergenceClass;
  /** How it was established: the live answers, a reproduction, a fact (`§sql.46`). */
  readonly evidence?: string;
  /**
   * The query is not run against this target: it ties the target up past any timeout (a planning loop that a cancel
   * does not stop); the entry needs its class and evidence, and the run counts it as this divergence.
   */
  readonly notSent?: true;
}

const isKind = (value: unknown): value is DivergenceKind =>
  (DIVERGENCE_KINDS as readonly unknown[]).includes(value);

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function checkEntry(entry: unknown, where: string): Expectation {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
    throw new Error(`${where}: an expectation is a JSON object`);
  const {
    id,
    scenario,
    feature,
    note,
    link,
    kind,
    class: klass,
    evidence,
    notSent,
    ...rest
  } = entry as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`${where}: unknown field(s) ${unknown.join(', ')}`);
  if (text(id) === text(scenario))
    throw new Error(`${where}: give exactly one of "id" (a query) or "scenario"`);
  if (feature !== undefined && !(text(feature) && text(scenario)))
    throw new Error(`${where}: "feature" (a feature file) goes with "scenario" only`);
  if (!text(note)) throw new Error(`${where}: "note" must say why the target diverges`);
  if (evidence !== undefined && !text(evidence))
    throw new Error(`${where}: "evidence" says how it was found`);
  if ((link !== undefined || evidence === undefined) && !(text(link) && /^https?:\/\/\S+$/.test(link)))
    throw new Error(
      `${where}: "link" must be the http(s) URL of the issue that tracks the divergence (or give "evidence")`,
    );
  if (klass !== undefined && !(DIVERGENCE_CLASSES as readonly unknown[]).includes(klass))
    throw new Error(`${where}: "class" must be one of ${DIVERGENCE_CLASSES.join(', ')}`);
  if (kind !== undefined && !isKind(kind))
    throw new Error(`${where}: "kind" must be one of ${DIVERGENCE_KINDS.join(', ')}`);
  if (notSent !== undefined && !(notSent === true && text(id) && klass !== undefined && text(evidence)))
    throw new Error(`${where}: "notSent" is true, on a query, with its "class" and "evidence"`);
  return {
    ...(text(id) ? { id } : {}),
    ...(text(scenario) ? { scenario } : {}),
    ...(text(feature) ? { feature } : {}),
    note,
    ...(text(link) ? { link } : {}),
    ...(kind === undefined ? {} : { kind }),
    ...(klass === undefined ? {} : { class: klass as DivergenceClass }),
    ...(text(evidence) ? { evidence } : {}),
    ...(notSent === true ? { notSent } : {}),
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
