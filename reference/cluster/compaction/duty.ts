// The Coordinator's compaction duty: submits `compact` tasks for the intervals awaiting compaction, within the slot limit.
import type { MetadataStore } from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import { overlaps } from '../../timeline/segment-id.ts';
import { autoScalerOf, currentWorkerConfig } from '../overlord/worker-config.ts';
import { type Candidate, compactionCandidates } from './candidates.ts';
import { RetryBackoff } from './retry-backoff.ts';
import { type CompactionSettings, canonicalJson, settingsOf } from './settings.ts';
import { type GlobalCompactionConfig, globalCompactionConfig } from './stored-configs.ts';
import { type CompactionJob, compactionJob } from './task.ts';

export interface CompactionDutyDependencies {
  readonly store: MetadataStore;
  /** The Overlord's queue, which runs the tasks. */
  readonly tasks: { submitCompaction(job: CompactionJob): string };
  /** The cluster's Middle Managers: compaction may use a share of their slots. */
  readonly workers: { totalCapacity(): number; nodeCapacity(): number };
  readonly now: () => number;
}

/**
 * Spec (Limits): the compaction task capacity is `ratio` × the cluster's task slots, at most `max`. With
 * useAutoScaleSlots the slots are those of the autoscaler's largest cluster, as in the real system.
 */
export function compactionTaskCapacity(global: GlobalCompactionConfig, totalSlots: number): number {
  return Math.min(Math.floor(totalSlots * global.compactionTaskSlotRatio), global.maxCompactionTaskSlots);
}

/** Slots free for new compaction tasks; with none running at least one, so compaction never stalls (spec: Limits). */
export function availableCompactionSlots(capacity: number, busy: number): number {
  return busy > 0 ? Math.max(0, capacity - busy) : Math.max(1, capacity);
}

interface InFlight {
  readonly datasource: string;
  readonly interval: Interval;
  /** Which segments it compacts, and how: a failed task is not tried again on the same ones the same way. */
  readonly inputs: string;
}

const inputsOf = (settings: CompactionSettings, candidate: Candidate): string =>
  JSON.stringify([
    settings.datasource,
    candidate.segments.map((s) => s.id).sort(),
    canonicalJson(settings.state),
  ]);

export interface CompactionDuty {
  run(): void;
}

export function compactionDuty(deps: CompactionDutyDependencies): CompactionDuty {
  const { store } = deps;
  // Tasks this duty submitted that have not ended: their intervals are locked, and they hold compaction slots.
  const inFlight = new Map<string, InFlight>();
  // The inputs of tasks that failed: retried only once the interval's segments change (no task every period).
  const failed = new Set<string>();
  // Intervals whose tasks failed wait longer after each failure, even once their segments changed.
  const backoff = new RetryBackoff();
  const intervalKey = (datasource: string, interval: Interval): string =>
    JSON.stringify([datasource, interval.start, interval.end]);
  const settle = (): void => {
    for (const [id, task] of inFlight) {
      const status = store.tasks.get(id)?.status;
      if (status === 'RUNNING') continue;
      const key = intervalKey(task.datasource, task.interval);
      if (status === 'FAILED') {
        failed.add(task.inputs);
        backoff.failed(key, deps.now());
      } else backoff.succeeded(key);
      inFlight.delete(id);
    }
  };
  const totalSlots = (global: GlobalCompactionConfig): number => {
    const maxWorkers = autoScalerOf(currentWorkerConfig(store))?.maxNumWorkers;
    if (global.useAutoScaleSlots && maxWorkers !== undefined) return maxWorkers * deps.workers.nodeCapacity();
    return deps.workers.totalCapacity();
  };
  const locked = (datasource: string, candidate: Candidate): boolean =>
    [...inFlight.values()].some(
      (t) => t.datasource === datasource && overlaps(t.interval, candidate.interval),
    );
  return {
    run() {
      settle();
      const configured = store.compaction.all().flatMap(({ config }) => (config ? [config] : []));
      if (configured.length === 0) return;
      const global = globalCompactionConfig(store);
      let available = availableCompactionSlots(
        compactionTaskCapacity(global, totalSlots(global)),
        inFlight.size,
      );
      for (const config of configured) {
        if (available <= 0) return;
        const settings = settingsOf(config);
        const candidates = compactionCandidates(store.segments.all(settings.datasource), settings);
        // Newest intervals first, as the real system's default policy (newestSegmentFirst).
        for (const candidate of candidates.reverse()) {
          if (available <= 0) return;
          const { granularity } = candidate;
          const inputs = inputsOf(settings, candidate);
          if (candidate.state !== 'awaiting' || !granularity || failed.has(inputs)) continue;
          if (locked(settings.datasource, candidate)) continue;
          if (backoff.waiting(intervalKey(settings.datasource, candidate.interval), deps.now())) continue;
          const job = compactionJob(config, settings, { ...candidate, granularity }, deps.now());
          deps.tasks.submitCompaction(job);
          inFlight.set(job.id, { datasource: settings.datasource, interval: candidate.interval, inputs });
          available -= 1;
        }
      }
    },
  };
}
