// The Coordinator's duty loop: retention rules on every used segment, then further duties (compaction), on a period.
import type { MetadataStore, SegmentRecord } from '../../store/store.ts';
import type { Historicals } from './historicals.ts';
import { type Placement, planPlacement } from './placement.ts';
import { allRules, ruleChainOf } from './rules.ts';

export interface CoordinatorLoop {
  /** Runs the duties once more soon (after the caller's transaction commits): rules or segments changed. */
  runSoon(): void;
  stop(): void;
}

export interface CoordinatorDependencies {
  readonly store: MetadataStore;
  readonly historicals: Historicals;
  readonly periodMs: number;
  readonly now: () => number;
  /** Duties run after the rules on every run, each on its own (one failing does not stop the others). */
  readonly duties?: readonly (() => void)[];
}

/** Used segments that no newer version overshadows, tombstones included: what the rules apply to. */
const usedSegmentsOf = (store: MetadataStore): SegmentRecord[] =>
  store.segments.all().filter((segment) => segment.used && !segment.overshadowed);

/**
 * One run: reads the rules and the used segments, marks unused what drop rules match, all in one transaction so
 * no API write lands in between; then the Historicals serve the new placement.
 */
export function runCoordinatorDuties(
  deps: CoordinatorDependencies,
  usedSegments: () => readonly SegmentRecord[] = () => usedSegmentsOf(deps.store),
): Placement {
  const { store, historicals } = deps;
  const now = deps.now();
  const placement = store.transaction(() => {
    const plan = planPlacement({
      segments: usedSegments(),
      rulesOf: ruleChainOf(allRules(store)),
      servers: historicals.servers,
      current: historicals.holdings(),
      now,
    });
    if (plan.drop.length > 0) store.segments.markUnused(plan.drop, now);
    return plan;
  });
  historicals.apply(placement);
  return placement;
}

/**
 * The loop, not yet running. `start` runs the duties at once (so a restarted server serves its segments before
 * it answers anything), then every period and soon after each segment write or `runSoon`.
 */
export function coordinatorLoop(deps: CoordinatorDependencies): CoordinatorLoop & {
  start(log: (error: unknown) => void): void;
} {
  let log: ((error: unknown) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = (): void => {};
  let pending = false;
  // Reading every segment is the costly part of a run: it is kept until the next write to the segments table.
  let used: SegmentRecord[] | undefined;
  const usedSegments = (): SegmentRecord[] => {
    used ??= usedSegmentsOf(deps.store);
    return used;
  };
  const changed = (): void => {
    used = undefined;
    runSoon();
  };
  const run = (): void => {
    if (!log) return;
    try {
      runCoordinatorDuties(deps, usedSegments);
    } catch (error) {
      log(error);
    }
    for (const duty of deps.duties ?? []) {
      try {
        duty();
      } catch (error) {
        log(error);
      }
    }
  };
  const runSoon = (): void => {
    if (pending || !log) return;
    pending = true;
    // A microtask runs once the synchronous write that asked for it (and its transaction) has finished.
    queueMicrotask(() => {
      pending = false;
      run();
    });
  };
  return {
    start(logError) {
      log = logError;
      unsubscribe = deps.store.segments.onChange(changed);
      run();
      timer = setInterval(run, deps.periodMs);
      timer.unref();
    },
    runSoon,
    stop() {
      log = undefined;
      clearInterval(timer);
      unsubscribe();
    },
  };
}
