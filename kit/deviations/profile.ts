// Deviation profiles: the known deviations of a real system (a version of Apache Druid) from the spec, read from
// kit/profiles/<name>/ or from a path, and checked against their JSON Schemas (schemas/kit/).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { DeviationProfileInfo } from '../../schemas/generated/kit/deviation-profile.ts';
import type { Deviation as DeviationEntry, DeviationsFile } from '../../schemas/generated/kit/deviations.ts';
import { validateAgainst } from '../../schemas/index.ts';

/** The profiles the package ships, one directory each. */
export const PROFILES_DIR = join(import.meta.dirname, '..', 'profiles');

/** The file of a profile directory that names the system; every other `*.json` file holds deviations. */
export const PROFILE_FILE = 'profile.json';

/** A profile that cannot be read or does not fit its schema; the message names the file. */
export class ProfileError extends Error {}

export type DeviationKind = NonNullable<DeviationEntry['kind']>;

/** One known deviation, its kind defaulted, with the file it came from. */
export interface Deviation extends Omit<DeviationEntry, 'kind' | 'rules'> {
  readonly rules: readonly string[];
  readonly kind: DeviationKind;
  /** The file that lists it, for messages (relative to the profile). */
  readonly source: string;
}

export interface DeviationProfile {
  readonly name: string;
  /** How the reports name the system: "deviates from the spec as <title> does". */
  readonly title: string;
  readonly description: string;
  /** The directory or file it was read from. */
  readonly path: string;
  readonly deviations: readonly Deviation[];
}

const isProfileDir = (dir: string): boolean => existsSync(join(dir, PROFILE_FILE));

/** The names of the bundled profiles, sorted. */
export function bundledProfiles(): string[] {
  if (!existsSync(PROFILES_DIR)) return [];
  return readdirSync(PROFILES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isProfileDir(join(PROFILES_DIR, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** A bare name (no path): `apache-druid-33`, or `druid-33` for it. */
const PROFILE_NAME = /^[a-z][a-z0-9.-]*$/;

/** The directory of the bundled profile a name selects (`druid-33` and `apache-druid-33` alike), if any. */
export function bundledProfileDir(name: string): string | undefined {
  if (!PROFILE_NAME.test(name)) return undefined;
  const found = [name, `apache-${name}`].find((candidate) => bundledProfiles().includes(candidate));
  return found === undefined ? undefined : join(PROFILES_DIR, found);
}

/**
 * What `--expectations` / `KIT_EXPECTATIONS` / `expectations` selects: an existing file or directory by its path,
 * else a bundled profile by its name; a bare name that is neither is an error listing the bundled profiles.
 */
export function resolveExpectations(text: string, baseDir: string): string {
  const path = resolve(baseDir, text);
  if (existsSync(path) || !PROFILE_NAME.test(text) || text.endsWith('.json')) return path;
  const dir = bundledProfileDir(text);
  if (dir !== undefined) return dir;
  const known = bundledProfiles();
  throw new ProfileError(
    `names no file and no bundled profile: "${text}" (bundled profiles: ${known.join(', ') || 'none'})`,
  );
}

function readJson(file: string, shown: string): unknown {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ProfileError(`cannot read ${shown}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(raw);
  } catch (error) {
    throw new ProfileError(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
}

function checked<T>(schema: string, value: unknown, shown: string): T {
  const { valid, errors } = validateAgainst(schema, value);
  if (!valid)
    throw new ProfileError(`${shown} does not fit schemas/${schema}.schema.json: ${errors.join('; ')}`);
  return value as T;
}

function deviationsOf(file: DeviationsFile, source: string): Deviation[] {
  return file.deviations.map((entry) => ({ ...entry, kind: entry.kind ?? 'spec-deviation', source }));
}

/** The same scenario listed twice (in one file or two) is an error: which entry would excuse it? */
function checkUnique(deviations: readonly Deviation[], shown: string): void {
  const seen = new Map<string, string>();
  for (const deviation of deviations) {
    const key = `${deviation.feature}: ${deviation.scenario}`;
    const first = seen.get(key);
    if (first !== undefined)
      throw new ProfileError(`${shown}: ${key} is listed twice (${first} and ${deviation.source})`);
    seen.set(key, deviation.source);
  }
}

function readProfileDir(dir: string, shown: string): DeviationProfile {
  const info = checked<DeviationProfileInfo>(
    'kit/deviation-profile',
    readJson(join(dir, PROFILE_FILE), `${shown}/${PROFILE_FILE}`),
    `${shown}/${PROFILE_FILE}`,
  );
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== PROFILE_FILE)
    .sort();
  const deviations = files.flatMap((name) => {
    const file = checked<DeviationsFile>(
      'kit/deviations',
      readJson(join(dir, name), `${shown}/${name}`),
      `${shown}/${name}`,
    );
    return deviationsOf(file, name);
  });
  checkUnique(deviations, shown);
  const { name, title, description } = info;
  return { name, title, description, path: dir, deviations };
}

/**
 * Reads the deviation profile a path selects: a directory with profile.json, or a file with `deviations`. A file
 * without `deviations` (the differential mode's expectations only) is no profile: undefined.
 */
export function readProfile(path: string, cwd = process.cwd()): DeviationProfile | undefined {
  const shown = relative(cwd, path) || path;
  if (!existsSync(path)) throw new ProfileError(`${shown} does not exist`);
  if (statSync(path).isDirectory()) {
    if (!isProfileDir(path))
      throw new ProfileError(`${shown} is a directory without ${PROFILE_FILE}: not a deviation profile`);
    return readProfileDir(path, shown);
  }
  const document = readJson(path, shown);
  const hasDeviations = typeof document === 'object' && document !== null && 'deviations' in document;
  if (!hasDeviations) return undefined;
  const file = checked<DeviationsFile>('kit/deviations', document, shown);
  const deviations = deviationsOf(file, basename(path));
  checkUnique(deviations, shown);
  const name = basename(path).replace(/\.json$/, '');
  return { name, title: name, description: `The deviations listed in ${shown}`, path, deviations };
}
