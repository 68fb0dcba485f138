// Per-run prefix for every name a scenario creates, so runs never collide and leftovers are recognisable.
import { randomBytes, randomInt } from 'node:crypto';

export const RUN_PREFIX = `kit_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;

let counter = 0;

/** A name unique to this run and scenario, e.g. kit_lx3k2a_9f1c_7. */
export const uniqueName = (): string => `${RUN_PREFIX}_${++counter}`;

// Years from a random base per run: no two scenarios of a run, and most likely no two runs, share one.
const YEAR_BASE = randomInt(2100, 7000);
let years = 0;

/** A year for data no other scenario has, e.g. 4711 (`${year}` in feature text); below 9999, so ISO text stays plain. */
export const uniqueYear = (): number => YEAR_BASE + years++;
