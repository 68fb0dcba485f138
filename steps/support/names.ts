// Per-run prefix for every name a scenario creates, so runs never collide and leftovers are recognisable.
import { randomBytes } from 'node:crypto';

export const RUN_PREFIX = `kit_${Date.now().toString(36)}_${randomBytes(2).toString('hex')}`;

let counter = 0;

/** A name unique to this run and scenario, e.g. kit_lx3k2a_9f1c_7. */
export const uniqueName = (): string => `${RUN_PREFIX}_${++counter}`;
