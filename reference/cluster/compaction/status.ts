// The compaction status object of each datasource that has (or had) a configuration, from its segments as they are.
import type { CompactionStatus } from '../../../schemas/generated/compaction/compaction-status.ts';
import type { MetadataStore, StoredCompactionConfig } from '../../store/store.ts';
import { type Candidate, type CandidateState, compactionCandidates } from './candidates.ts';
import { settingsOf } from './settings.ts';

const COUNTS: Readonly<Record<CandidateState, readonly [string, string, string]>> = {
  awaiting: ['bytesAwaitingCompaction', 'segmentCountAwaitingCompaction', 'intervalCountAwaitingCompaction'],
  compacted: ['bytesCompacted', 'segmentCountCompacted', 'intervalCountCompacted'],
  skipped: ['bytesSkipped', 'segmentCountSkipped', 'intervalCountSkipped'],
};

function emptyStatus(
  dataSource: string,
  scheduleStatus: CompactionStatus['scheduleStatus'],
): CompactionStatus {
  return {
    dataSource,
    scheduleStatus,
    bytesAwaitingCompaction: 0,
    bytesCompacted: 0,
    bytesSkipped: 0,
    segmentCountAwaitingCompaction: 0,
    segmentCountCompacted: 0,
    segmentCountSkipped: 0,
    intervalCountAwaitingCompaction: 0,
    intervalCountCompacted: 0,
    intervalCountSkipped: 0,
  };
}

/** Counts of a configured datasource; an interval whose compaction task has not published yet still awaits. */
export function statusFromCandidates(dataSource: string, candidates: readonly Candidate[]): CompactionStatus {
  const status = emptyStatus(dataSource, 'RUNNING') as unknown as Record<string, number | string>;
  for (const candidate of candidates) {
    const [bytes, segments, intervals] = COUNTS[candidate.state];
    status[bytes] = Number(status[bytes]) + candidate.bytes;
    status[segments] = Number(status[segments]) + candidate.segments.length;
    status[intervals] = Number(status[intervals]) + 1;
  }
  return status as unknown as CompactionStatus;
}

function statusOf(store: MetadataStore, datasource: string, config: StoredCompactionConfig | null) {
  // A deleted configuration leaves the datasource NOT_ENABLED: nothing is eligible, so every count is zero.
  if (config === null) return emptyStatus(datasource, 'NOT_ENABLED');
  return statusFromCandidates(
    datasource,
    compactionCandidates(store.segments.all(datasource), settingsOf(config)),
  );
}

/**
 * Every datasource with a configuration, and those whose configuration was deleted while they still have data
 * (so configurations of datasources long gone do not pile up), by name; `datasource` restricts it to one.
 */
export function compactionStatuses(store: MetadataStore, datasource?: string): CompactionStatus[] {
  return store.compaction
    .all()
    .filter((row) => datasource === undefined || row.datasource === datasource)
    .filter((row) => row.config !== null || store.segments.visible(row.datasource).length > 0)
    .map((row) => statusOf(store, row.datasource, row.config));
}

/** `remainingSegmentSize` of the progress endpoint, or undefined when the datasource has no configuration. */
export function remainingSegmentSize(store: MetadataStore, datasource: string): number | undefined {
  const config = store.compaction.get(datasource);
  if (!config) return undefined;
  return statusOf(store, datasource, config).bytesAwaitingCompaction;
}
