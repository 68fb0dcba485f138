// Load status (spec: Legacy metadata endpoints > Segment loading): how much the Historicals serve, what is left per tier.
import type { LoadCounts } from '../../../schemas/generated/legacy-metadata/load-counts.ts';
import type { LoadPercentages } from '../../../schemas/generated/legacy-metadata/load-percentages.ts';
import type { TierLoadCounts } from '../../../schemas/generated/legacy-metadata/tier-load-counts.ts';
import { entryOf, ownEntry, setEntry } from '../../json/keyed.ts';
import type { MetadataStore, SegmentRecord } from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import { overlaps } from '../../timeline/segment-id.ts';
import type { Historicals } from './historicals.ts';

/** The segments load status counts: used ones no newer version overshadows (what the rules apply to). */
export function segmentsToLoad(
  store: MetadataStore,
  datasource?: string,
  interval?: Interval,
): SegmentRecord[] {
  return store.segments
    .all(datasource)
    .filter((s) => s.used && !s.overshadowed && (interval === undefined || overlaps(s, interval)));
}

// Loaded: a server serves it, or its rule requires no replica (a tombstone, a load rule of zero replicas).
const isLoaded = (historicals: Historicals, segment: SegmentRecord): boolean =>
  historicals.replicas(segment.id) > 0 || historicals.replicationFactor(segment.id) === 0;

/** Datasource → percentage of its segments loaded. */
export function loadPercentages(
  segments: readonly SegmentRecord[],
  historicals: Historicals,
): LoadPercentages {
  const totals = new Map<string, { all: number; loaded: number }>();
  for (const segment of segments) {
    const total = totals.get(segment.datasource) ?? { all: 0, loaded: 0 };
    total.all += 1;
    if (isLoaded(historicals, segment)) total.loaded += 1;
    totals.set(segment.datasource, total);
  }
  return Object.fromEntries([...totals].map(([name, t]) => [name, (100 * t.loaded) / t.all]));
}

/** Datasource → number of its segments not loaded anywhere (`simple`). */
export function unloadedCounts(segments: readonly SegmentRecord[], historicals: Historicals): LoadCounts {
  const counts: LoadCounts = {};
  for (const segment of segments)
    setEntry(
      counts,
      segment.datasource,
      (ownEntry(counts, segment.datasource) ?? 0) + (isLoaded(historicals, segment) ? 0 : 1),
    );
  return counts;
}

/**
 * Tier → datasource → replicas its rules require there that no server holds yet (`full`). With the cluster view,
 * a tier requires no more replicas than it has nodes. Every tier a rule names or a replica sits in is listed.
 */
export function replicasLeftByTier(
  segments: readonly SegmentRecord[],
  historicals: Historicals,
  clusterView: boolean,
): TierLoadCounts {
  const nodes = new Map<string, number>();
  const held = new Map<string, Map<string, number>>();
  for (const server of historicals.list()) {
    nodes.set(server.tier, (nodes.get(server.tier) ?? 0) + 1);
    for (const id of server.segments) {
      const tiers = held.get(id) ?? new Map<string, number>();
      tiers.set(server.tier, (tiers.get(server.tier) ?? 0) + 1);
      held.set(id, tiers);
    }
  }
  const left: TierLoadCounts = {};
  for (const segment of segments) {
    const required = historicals.requiredInTiers(segment.id);
    // No rule has decided yet: nothing is known to be required (the real system skips such segments too).
    if (required === undefined) continue;
    const loaded = held.get(segment.id) ?? new Map<string, number>();
    for (const tier of new Set([...Object.keys(required), ...loaded.keys()])) {
      const wanted = ownEntry(required, tier) ?? 0;
      const possible = clusterView ? Math.min(wanted, nodes.get(tier) ?? 0) : wanted;
      const missing = Math.max(0, possible - (loaded.get(tier) ?? 0));
      const counts = entryOf(left, tier, (): Record<string, number> => ({}));
      setEntry(counts, segment.datasource, (ownEntry(counts, segment.datasource) ?? 0) + missing);
    }
  }
  return left;
}

export interface LoadQueue {
  readonly toLoad: readonly SegmentRecord[];
  readonly toDrop: readonly SegmentRecord[];
}

/** Each Historical's queues: empty, since a placement is served the moment the duties compute it (historicals.ts). */
export function loadQueues(historicals: Historicals): Map<string, LoadQueue> {
  return new Map(historicals.list().map((server) => [server.host, { toLoad: [], toDrop: [] }]));
}
