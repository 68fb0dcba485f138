// The generated corpus: every family's queries from one seed, with stable ids, in the corpus file's format.
import type { CorpusQuery } from '../corpus.ts';
import { aggregateFamily, groupFamily, timeFamily } from './families-aggregate.ts';
import { joinFamily, subqueryFamily, unionFamily, windowFamily } from './families-relational.ts';
import { castFamily, filterFamily, literalFamily, scalarFamily } from './families-rows.ts';
import { errorFamily, metadataFamily, multiValueFamily, nestedFamily } from './families-special.ts';
import type { Family } from './family.ts';
import { seededRandom } from './random.ts';

/** The seed of the committed corpus (kit/differential/generated-corpus.json). */
export const CORPUS_SEED = 31;

export const FAMILIES: readonly Family[] = [
  scalarFamily,
  literalFamily,
  filterFamily,
  castFamily,
  aggregateFamily,
  groupFamily,
  timeFamily,
  subqueryFamily,
  joinFamily,
  unionFamily,
  windowFamily,
  multiValueFamily,
  nestedFamily,
  errorFamily,
  metadataFamily,
];

/**
 * Sums and means of doubles depend on the order of addition, which no query fixes: over the typed table's 1e16 and
 * its cancellations two runs of one Druid differ in the eighth digit. Queries that sum get this relative tolerance.
 */
export const SUM_TOLERANCE = 1e-6;
const sums = (query: string): boolean => /\b(SUM|AVG)\(/.test(query);

/** Tries a drawn family makes before it gives up finding a query it has not made yet. */
const TRIES = 20;

/**
 * Every family's queries: each family draws from its own random source (seed and family name), so a family's
 * queries do not change when another family changes. A query drawn twice is drawn again.
 */
export function generateCorpus(seed: number = CORPUS_SEED): CorpusQuery[] {
  const queries: CorpusQuery[] = [];
  for (const family of FAMILIES) {
    const rng = seededRandom(seed ^ hash(family.name));
    const seen = new Set<string>();
    for (let index = 0; index < family.count; index++) {
      let made = family.make(rng, index);
      for (let tries = 0; seen.has(made.query) && tries < TRIES; tries++) made = family.make(rng, index);
      if (seen.has(made.query)) continue;
      seen.add(made.query);
      queries.push({
        id: `g-${family.name}-${String(index + 1).padStart(3, '0')}`,
        title: made.title,
        query: made.query,
        ordered: made.ordered,
        ...(made.tolerance !== undefined
          ? { tolerance: made.tolerance }
          : sums(made.query)
            ? { tolerance: SUM_TOLERANCE }
            : {}),
        ...(made.context === undefined ? {} : { context: made.context }),
      });
    }
  }
  return queries;
}

/** A 32-bit FNV-1a hash of the text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
