// Shared read-only datasets: a rows table is loaded once per process under a run-unique name, and every scenario that
// asks for the same rows reads that datasource instead of ingesting its own (issue 20: most scenarios only read).
import { createHash } from 'node:crypto';
import type { IngestTable } from './ingest-sql.ts';
import { RUN_PREFIX } from './names.ts';

/** Media type of the attachment that names the shared datasource a scenario read; the conformance summary reads it. */
export const FIXTURE_MEDIA_TYPE = 'application/x.kit.fixture+json';

/** What the report says about one shared datasource a scenario read. */
export interface FixtureRecord {
  readonly name: string;
  readonly rows: number;
  /** This scenario loaded it (it was the first to ask); otherwise an earlier scenario of the process did. */
  readonly loadedHere: boolean;
  /** How long loading took, in whichever scenario loaded it. */
  readonly loadMs: number;
}

/** Same columns, types and rows (in order) give the same key: the content decides the sharing, not the feature. */
export const fixtureKey = (table: IngestTable): string =>
  createHash('sha256')
    .update(JSON.stringify({ columns: table.columns, rows: table.rows }))
    .digest('hex');

interface Loaded {
  readonly name: string;
  readonly rows: number;
  readonly loadMs: Promise<number>;
}

/** The process's shared datasources by content; a load that failed is forgotten, so the next scenario tries again. */
export class FixtureCache {
  readonly #loaded = new Map<string, Loaded>();
  readonly #names = new Set<string>();
  #count = 0;

  constructor(readonly prefix: string) {}

  /** Names of every shared datasource of the process: no scenario may change them. */
  get names(): ReadonlySet<string> {
    return this.#names;
  }

  /** The shared datasource holding the table's rows, loading it with `load` when no scenario has yet. */
  async use(table: IngestTable, load: (name: string) => Promise<void>): Promise<FixtureRecord> {
    const key = fixtureKey(table);
    const known = this.#loaded.get(key);
    if (known !== undefined)
      return { name: known.name, rows: known.rows, loadedHere: false, loadMs: await known.loadMs };
    const name = `${this.prefix}_shared_${++this.#count}`;
    const started = performance.now();
    const loadMs = load(name).then(() => Math.round(performance.now() - started));
    this.#loaded.set(key, { name, rows: table.rows.length, loadMs });
    try {
      const record = { name, rows: table.rows.length, loadedHere: true, loadMs: await loadMs };
      // Guarded once loaded: the load itself writes it (and may reach the guard only after waiting for a slot).
      this.#names.add(name);
      return record;
    } catch (error) {
      this.#loaded.delete(key);
      throw error;
    }
  }
}

const caches = new WeakMap<object, FixtureCache>();

/**
 * The shared datasources of this process on one target (a scenario that starts a target of its own loads its data
 * there), named with the run's prefix so the leak report lists them.
 */
export function sharedFixturesOn(target: object): FixtureCache {
  const known = caches.get(target);
  if (known !== undefined) return known;
  const cache = new FixtureCache(RUN_PREFIX);
  caches.set(target, cache);
  return cache;
}
