// The simulated Historicals: configured servers (tier, maximum size) and the segments the Coordinator placed on each.
import type { HistoricalConfig } from '../../config.ts';
import type { Placement } from './placement.ts';

export interface HistoricalState extends HistoricalConfig {
  /** Bytes of the segments it serves. */
  readonly currentSize: number;
  /** IDs of the segments it serves, in placement order. */
  readonly segments: readonly string[];
}

/**
 * Loading is instantaneous: a placement the Coordinator computed is what the servers serve, so the load queue
 * is always empty. Like a real cluster's nodes, the state is in memory; the first duty run after a start
 * places the segments again.
 */
export class Historicals {
  readonly servers: readonly HistoricalConfig[];
  private placement: Placement = {
    loaded: new Map(),
    required: new Map(),
    requiredInTiers: new Map(),
    drop: [],
  };
  private replicaCounts = new Map<string, number>();

  constructor(servers: readonly HistoricalConfig[]) {
    const hosts = new Set(servers.map((server) => server.host));
    if (hosts.size !== servers.length) throw new Error('Two Historicals have the same host');
    this.servers = servers;
  }

  /** Host → segment ID → size: what each server serves now. */
  holdings(): ReadonlyMap<string, ReadonlyMap<string, number>> {
    return this.placement.loaded;
  }

  /** How many servers serve the segment. */
  replicas(id: string): number {
    return this.replicaCounts.get(id) ?? 0;
  }

  /** Replicas the rule that applies to the segment requires; -1 while no rule has decided. */
  replicationFactor(id: string): number {
    return this.placement.required.get(id) ?? -1;
  }

  /** Replicas the applying rule requires in each tier it names; undefined while no load rule has decided. */
  requiredInTiers(id: string): Readonly<Record<string, number>> | undefined {
    return this.placement.requiredInTiers.get(id);
  }

  list(): HistoricalState[] {
    return this.servers.map((server) => {
      const segments = this.placement.loaded.get(server.host) ?? new Map<string, number>();
      let currentSize = 0;
      for (const size of segments.values()) currentSize += size;
      return { ...server, currentSize, segments: [...segments.keys()] };
    });
  }

  /** Serves what a duty run placed. */
  apply(placement: Placement): void {
    const counts = new Map<string, number>();
    for (const segments of placement.loaded.values())
      for (const id of segments.keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
    this.placement = placement;
    this.replicaCounts = counts;
  }
}
