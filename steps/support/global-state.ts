// Snapshot and restore of cluster-global state (dynamic configurations, default rules) around @serial scenarios.
import { isDeepStrictEqual } from 'node:util';
import type { Target } from './client.ts';

const COORDINATOR = '/analytics/coordinator/v1/config';
const OVERLORD = '/analytics/indexer/v1/worker';
const DEFAULT_RULES = '/analytics/coordinator/v1/rules/_default';
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
}

async function read(target: Target, path: string): Promise<unknown> {
  const response = await target.send('GET', path);
  if (response.status !== 200)
    throw new Error(`Cannot snapshot ${path}: ${response.status} ${response.text}`);
  return response.text === '' ? undefined : JSON.parse(response.text);
}

export async function snapshot(target: Target): Promise<GlobalState> {
  return {
    coordinator: await read(target, COORDINATOR),
    overlord: await read(target, OVERLORD),
    defaultRules: await read(target, DEFAULT_RULES),
  };
}

/** Posts back only what changed, so restoring leaves no audit entries when a scenario changed nothing. */
export async function restore(target: Target, saved: GlobalState): Promise<void> {
  const now = await snapshot(target);
  const writes: [string, unknown][] = [];
  if (!isDeepStrictEqual(now.coordinator, saved.coordinator)) writes.push([COORDINATOR, saved.coordinator]);
  if (!isDeepStrictEqual(now.overlord, saved.overlord)) {
    writes.push([OVERLORD, saved.overlord ?? OVERLORD_EFFECTIVE_DEFAULT]);
  }
  if (!isDeepStrictEqual(now.defaultRules, saved.defaultRules))
    writes.push([DEFAULT_RULES, saved.defaultRules]);
  for (const [path, value] of writes) {
    const response = await target.send('POST', path, JSON.stringify(value), RESTORE_HEADERS);
    if (response.status !== 200)
      throw new Error(`Cannot restore ${path}: ${response.status} ${response.text}`);
  }
}
