// The Overlord's Middle Manager nodes: the configured ones plus any a (simulated) autoscaler provisioned.
import type { WorkerNodeConfig } from '../../config.ts';
import { formatInstant } from '../../time/iso.ts';
import { type AutoScalerSettings, MAX_WORKERS } from './worker-config.ts';

export interface ScalingEvent {
  readonly timestamp: string;
  readonly event: 'PROVISION' | 'TERMINATE';
  readonly data: { readonly nodeIds: readonly string[] };
}

interface Node {
  readonly config: WorkerNodeConfig;
  readonly autoscaled: boolean;
  readonly runningTasks: Set<string>;
  lastCompletedTaskTime: number;
}

const freeSlots = (node: Node): number => node.config.capacity - node.runningTasks.size;

export class WorkerRegistry {
  private readonly nodes: Node[];
  private readonly events: ScalingEvent[] = [];
  private provisioned = 0;

  constructor(
    configured: readonly WorkerNodeConfig[],
    private readonly startedAt: number,
  ) {
    this.nodes = configured.map((config) => this.node(config, false));
  }

  private node(config: WorkerNodeConfig, autoscaled: boolean): Node {
    return { config, autoscaled, runningTasks: new Set(), lastCompletedTaskTime: this.startedAt };
  }

  /** The worker node objects of GET /analytics/indexer/v1/workers. */
  list() {
    return this.nodes.map((node) => ({
      worker: { scheme: 'http', ...node.config },
      currCapacityUsed: node.runningTasks.size,
      currParallelIndexCapacityUsed: 0,
      availabilityGroups: [...node.runningTasks],
      runningTasks: [...node.runningTasks],
      lastCompletedTaskTime: formatInstant(node.lastCompletedTaskTime),
      blacklistedUntil: null,
    }));
  }

  /** Task slots of every node together: the cluster's task capacity (compaction takes a share of it). */
  totalCapacity(): number {
    return this.nodes.reduce((sum, node) => sum + node.config.capacity, 0);
  }

  /** Slots of one node, as an autoscaler would provision it (the first node's). */
  nodeCapacity(): number {
    return this.nodes[0]?.config.capacity ?? 0;
  }

  /**
   * Gives each task a slot on the node with the most free slots (the default equalDistribution strategy), all or
   * none: false, placing nothing, when they do not all fit.
   */
  assign(taskIds: readonly string[]): boolean {
    const free = this.nodes.reduce((sum, node) => sum + Math.max(0, freeSlots(node)), 0);
    if (free < taskIds.length) return false;
    for (const id of taskIds) {
      const node = this.nodes.reduce((best, candidate) =>
        freeSlots(candidate) > freeSlots(best) ? candidate : best,
      );
      node.runningTasks.add(id);
    }
    return true;
  }

  /** Frees the tasks' slots; their nodes note when their last task completed. */
  release(taskIds: readonly string[], now: number): void {
    for (const node of this.nodes) {
      for (const id of taskIds) {
        if (node.runningTasks.delete(id)) node.lastCompletedTaskTime = now;
      }
    }
  }

  scalingEvents(): readonly ScalingEvent[] {
    return this.events;
  }

  /** One provisioning pass: keep the node count within [minNumWorkers, maxNumWorkers]. */
  autoscale(settings: AutoScalerSettings | undefined, now: number): void {
    if (!settings) return;
    // A configuration stored before the bound cannot make the autoscaler provision more than it allows.
    const minNumWorkers = Math.min(settings.minNumWorkers ?? 0, MAX_WORKERS);
    const maxNumWorkers = settings.maxNumWorkers ?? Number.POSITIVE_INFINITY;
    if (this.nodes.length < minNumWorkers) this.provision(minNumWorkers - this.nodes.length, now);
    else if (this.nodes.length > maxNumWorkers) this.terminate(this.nodes.length - maxNumWorkers, now);
  }

  private provision(count: number, now: number): void {
    const template = this.nodes[0]?.config;
    const added = Array.from({ length: count }, () => {
      this.provisioned += 1;
      const host = `autoscaled-${this.provisioned}:8091`;
      return this.node(
        {
          ...(template ?? { capacity: 1, version: '0', category: '_default_worker_category' }),
          host,
          ip: '127.0.0.1',
        },
        true,
      );
    });
    this.nodes.push(...added);
    this.record('PROVISION', added, now);
  }

  private terminate(count: number, now: number): void {
    // Only idle nodes that the autoscaler itself provisioned are ever terminated.
    const idle = this.nodes.filter((node) => node.autoscaled && node.runningTasks.size === 0).slice(0, count);
    if (idle.length === 0) return;
    for (const node of idle) this.nodes.splice(this.nodes.indexOf(node), 1);
    this.record('TERMINATE', idle, now);
  }

  private record(event: ScalingEvent['event'], nodes: readonly Node[], now: number): void {
    this.events.push({
      timestamp: formatInstant(now),
      event,
      data: { nodeIds: nodes.map((n) => n.config.host) },
    });
  }
}
