// Snapshot and restore of cluster-global state (dynamic configs, default rules, compaction slots) around @serial scenarios.
import { isDeepStrictEqual } from 'node:util';
import type { Target } from './client.ts';
import { targetPath } from './target-words.ts';

const COORDINATOR = '/analytics/coordinator/v1/config';
const OVERLORD = '/analytics/indexer/v1/worker';
const DEFAULT_RULES = '/analytics/coordinator/v1/rules/_default';
const COMPACTION = '/analytics/coordinator/v1/config/compaction';
// What an unset Overlord configuration behaves as; the API cannot unset one, so this is the closest restore.
const OVERLORD_EFFECTIVE_DEFAULT = {
  type: 'default',
  selectStrategy: { type: 'equalDistribution' },
  autoScaler: null,
};
const RESTORE_HEADERS = {
  'Content-Type': 'application/json',
  'X-Analytics-Author': 'conformance-kit',
  'X-Analytics-Comment': 'restore after a scenario',
};

export interface GlobalState {
  readonly coordinator: unknown;
  readonly overlord: unknown;
  readonly defaultRules: unknown;
  /** The three cluster-wide compaction fields. */
  readonly compactionSlots: CompactionSlots | typeof ABSENT;
}

interface CompactionSlots {
  readonly compactionTaskSlotRatio?: unknown;
  readonly maxCompactionTaskSlots?: unknown;
  readonly useAutoScaleSlots?: unknown;
}

/**
 * A part of the state whose endpoint the target does not have (404, 405): there is nothing to save or restore, and
 * the scenario that uses the endpoint gives the verdict on it (a harness error here hid it on a server without one).
 */
export const ABSENT: unique symbol = Symbol('no such endpoint on the target');
const NO_ENDPOINT = [404, 405];

async function read(target: Target, path: string): Promise<unknown> {
  const response = await target.send('GET', path);
  if (NO_ENDPOINT.includes(response.status)) return ABSENT;
  if (response.status !== 200)
    throw new Error(`Cannot snapshot ${targetPath(path)}: ${response.status} ${response.text}`);
  return response.text === '' ? undefined : JSON.parse(response.text);
}

/** Whether a part changed and can be put back: present when saved and still readable. */
const changed = (now: unknown, saved: unknown): boolean =>
  saved !== ABSENT && now !== ABSENT && !isDeepStrictEqual(now, saved);

export async function snapshot(target: Target): Promise<GlobalState> {
  return {
    coordinator: await read(target, COORDINATOR),
    overlord: await read(target, OVERLORD),
    defaultRules: await read(target, DEFAULT_RULES),
    compactionSlots: slotsOf(await read(target, COMPACTION)),
  };
}

const slotsOf = (body: unknown): CompactionSlots | typeof ABSENT => {
  if (body === ABSENT) return ABSENT;
  const { compactionTaskSlotRatio, maxCompactionTaskSlots, useAutoScaleSlots } = (body ??
    {}) as CompactionSlots;
  return { compactionTaskSlotRatio, maxCompactionTaskSlots, useAutoScaleSlots };
};

/** The taskslots request that sets the three fields back (the endpoint takes them as query parameters). */
const slotsPath = (slots: CompactionSlots): string => {
  const query = new URLSearchParams({
    ratio: String(slots.compactionTaskSlotRatio),
    max: String(slots.maxCompactionTaskSlots),
    useAutoScaleSlots: String(slots.useAutoScaleSlots),
  });
  return `${COMPACTION}/taskslots?${query}`;
};

/** Posts back only what changed, so restoring leaves no audit entries when a scenario changed nothing. */
export async function restore(target: Target, saved: GlobalState): Promise<void> {
  const now = await snapshot(target);
  const writes: [string, unknown][] = [];
  if (changed(now.coordinator, saved.coordinator)) writes.push([COORDINATOR, saved.coordinator]);
  if (changed(now.overlord, saved.overlord)) {
    writes.push([OVERLORD, saved.overlord ?? OVERLORD_EFFECTIVE_DEFAULT]);
  }
  if (changed(now.defaultRules, saved.defaultRules)) writes.push([DEFAULT_RULES, saved.defaultRules]);
  if (saved.compactionSlots !== ABSENT && changed(now.compactionSlots, saved.compactionSlots)) {
    const response = await target.send('POST', slotsPath(saved.compactionSlots), undefined, RESTORE_HEADERS);
    if (response.status !== 200)
      throw new Error(`Cannot restore the compaction task slots: ${response.status}`);
  }
  for (const [path, value] of writes) {
    const response = await target.send('POST', path, JSON.stringify(value), RESTORE_HEADERS);
    if (response.status !== 200)
      throw new Error(`Cannot restore ${targetPath(path)}: ${response.status} ${response.text}`);
  }
}
