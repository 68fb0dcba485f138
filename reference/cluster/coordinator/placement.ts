// One run of the real system's RunRules duty, pure: the first matching rule of each used segment decides where it is served.

import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import type { HistoricalConfig } from '../../config.ts';
import { ownEntry } from '../../json/keyed.ts';
import type { SegmentRecord } from '../../store/store.ts';
import { familyOf, matcherOf, replicantsOf, type SegmentMatcher } from './rule-types.ts';

export interface Placement {
  /** Host → segment ID → size: what each Historical serves. */
  readonly loaded: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Segment ID → replicas its rule requires (0 for dropped ones); absent when no rule matched. */
  readonly required: ReadonlyMap<string, number>;
  /** Segment ID → replicas its rule requires in each tier it names (load and broadcast rules only). */
  readonly requiredInTiers: ReadonlyMap<string, Readonly<Record<string, number>>>;
  /** Segments a drop rule matched: the caller marks them unused. */
  readonly drop: readonly string[];
}

export interface PlacementInput {
  /** Used segments that no newer version overshadows, tombstones included. */
  readonly segments: readonly SegmentRecord[];
  /** A datasource's rules, then the default rules. */
  readonly rulesOf: (datasource: string) => readonly RetentionRule[];
  readonly servers: readonly HistoricalConfig[];
  /** What each host serves before this run (IDs): kept where the rules still want it, so nothing moves needlessly. */
  readonly current: ReadonlyMap<string, { has(id: string): boolean }>;
  readonly now: number;
}

// The real system assigns the newest segments first, so they win when capacity runs out.
const newestFirst = (a: SegmentRecord, b: SegmentRecord): number =>
  b.end - a.end ||
  b.start - a.start ||
  (a.version < b.version ? 1 : a.version > b.version ? -1 : 0) ||
  a.partitionNum - b.partitionNum;

/** Compiles each datasource's rule chain once per run, and each rule (the default ones are shared) once. */
function chains(rulesOf: PlacementInput['rulesOf']) {
  const matchers = new Map<RetentionRule, SegmentMatcher>();
  const compiled = (rule: RetentionRule): SegmentMatcher => {
    let matcher = matchers.get(rule);
    if (!matcher) {
      matcher = matcherOf(rule);
      matchers.set(rule, matcher);
    }
    return matcher;
  };
  const cache = new Map<string, { rule: RetentionRule; matches: SegmentMatcher }[]>();
  return (datasource: string) => {
    let chain = cache.get(datasource);
    if (!chain) {
      chain = rulesOf(datasource).map((rule) => ({ rule, matches: compiled(rule) }));
      cache.set(datasource, chain);
    }
    return chain;
  };
}

export function planPlacement(input: PlacementInput): Placement {
  const { servers, current, now } = input;
  const loaded = new Map(servers.map((server) => [server.host, new Map<string, number>()]));
  const used = new Map(servers.map((server) => [server.host, 0]));
  const required = new Map<string, number>();
  const requiredInTiers = new Map<string, Readonly<Record<string, number>>>();
  const drop: string[] = [];
  const chainOf = chains(input.rulesOf);
  const tiers = new Map<string, HistoricalConfig[]>();
  for (const server of servers) tiers.set(server.tier, [...(tiers.get(server.tier) ?? []), server]);

  const fits = (server: HistoricalConfig, size: number) =>
    (used.get(server.host) ?? 0) + size <= server.maxSize;
  const held = (server: HistoricalConfig, id: string) => current.get(server.host)?.has(id) ?? false;
  const place = (server: HistoricalConfig, segment: SegmentRecord) => {
    loaded.get(server.host)?.set(segment.id, segment.size);
    used.set(server.host, (used.get(server.host) ?? 0) + segment.size);
  };
  // Servers that already hold the segment first, then the least used ones (a run may visit many segments).
  let id = '';
  const rank = (a: HistoricalConfig, b: HistoricalConfig) =>
    Number(held(b, id)) - Number(held(a, id)) ||
    (used.get(a.host) ?? 0) - (used.get(b.host) ?? 0) ||
    a.host.localeCompare(b.host);
  const candidates = (pool: readonly HistoricalConfig[], segment: SegmentRecord): HistoricalConfig[] => {
    const fitting: HistoricalConfig[] = [];
    for (const server of pool) if (fits(server, segment.size)) fitting.push(server);
    id = segment.id;
    return fitting.length > 1 ? fitting.sort(rank) : fitting;
  };

  const load = (segment: SegmentRecord, replicants: Readonly<Record<string, number>>): number => {
    let requiredTotal = 0;
    let placed = 0;
    for (const [tier, replicas] of Object.entries(replicants)) {
      requiredTotal += replicas;
      for (const server of candidates(tiers.get(tier) ?? [], segment).slice(0, replicas)) {
        place(server, segment);
        placed++;
      }
    }
    // Availability first: replicas on other tiers stay until the rule's tiers hold what it requires.
    let spare = requiredTotal - placed;
    if (spare > 0) {
      const elsewhere: HistoricalConfig[] = [];
      for (const server of servers)
        if (!((ownEntry(replicants, server.tier) ?? 0) > 0) && held(server, segment.id))
          elsewhere.push(server);
      for (const server of candidates(elsewhere, segment)) {
        if (spare-- <= 0) break;
        place(server, segment);
      }
    }
    return requiredTotal;
  };

  for (const segment of [...input.segments].sort(newestFirst)) {
    const match = chainOf(segment.datasource).find((entry) => entry.matches(segment, now));
    if (!match) {
      // No rule matches: the segment is left as it is (the real system raises an alert).
      if (!segment.tombstone)
        for (const server of candidates(servers, segment))
          if (held(server, segment.id)) place(server, segment);
      continue;
    }
    const { rule } = match;
    const family = familyOf(rule);
    if (family === 'drop') {
      drop.push(segment.id);
      required.set(segment.id, 0);
    } else if (segment.tombstone) {
      // A tombstone holds no data: nothing to load (replication factor 0, as the task report's load status says).
      required.set(segment.id, 0);
    } else if (family === 'broadcast') {
      for (const server of candidates(servers, segment)) place(server, segment);
      required.set(segment.id, servers.length);
      requiredInTiers.set(
        segment.id,
        Object.fromEntries([...tiers].map(([tier, all]) => [tier, all.length])),
      );
    } else {
      const replicants = replicantsOf(rule);
      required.set(segment.id, load(segment, replicants));
      requiredInTiers.set(segment.id, replicants);
    }
  }
  return { loaded, required, requiredInTiers, drop };
}
