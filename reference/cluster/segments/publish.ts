// Publishing: allocates IDs for the files a task staged, moves them into deep storage and inserts them in one transaction.
import type {
  CompactionState,
  MetadataStore,
  NewSegment,
  SegmentColumnInfo,
  SegmentWithStatus,
} from '../../store/store.ts';
import type { Interval } from '../../time/iso.ts';
import { instantText, overlaps, segmentId } from '../../timeline/segment-id.ts';
import { moveInto, removeSegmentFile, segmentFilePath } from '../deep-storage.ts';
import { taskErrors } from '../task-errors.ts';
import { type Allocation, type AllocationInput, allocate } from './allocate.ts';

export interface StagedFile {
  readonly path: string;
  readonly rows: number;
  readonly size: number;
}

export interface StagedChunk {
  readonly interval: Interval;
  /** One file per partition, in partition order. */
  readonly files: readonly StagedFile[];
}

export interface PublishRequest extends Omit<AllocationInput, 'chunks' | 'existing'> {
  readonly dataDir: string;
  readonly now: number;
  readonly columns: readonly SegmentColumnInfo[];
  readonly staged: readonly StagedChunk[];
  /** A compaction's: the data segments it read must still be all the replaced interval holds; the new ones get `state`. */
  readonly compaction?: { readonly inputIds: readonly string[]; readonly state: CompactionState };
}

// Tombstones have no file; the real system reports their size as 1 byte.
const TOMBSTONE_SIZE = 1;

function segmentsOf(
  request: PublishRequest,
  allocation: Allocation,
): { segment: NewSegment; staged?: string }[] {
  const { datasource, dataDir, columns } = request;
  const dimensions = columns.filter((c) => c.name !== '__time').map((c) => c.name);
  const base = (interval: Interval, version: string, partitionNum: number) => ({
    id: segmentId(datasource, interval, version, partitionNum),
    datasource,
    start: interval.start,
    end: interval.end,
    startIso: instantText(interval.start),
    endIso: instantText(interval.end),
    version,
    partitionNum,
  });
  const data = request.staged.flatMap((chunk, i) => {
    const slot = allocation.chunks[i];
    if (!slot) throw new Error(`no allocation for chunk ${i}`);
    return chunk.files.map((file, p) => {
      const partitionNum = slot.firstPartition + p;
      const location = { datasource, interval: chunk.interval, version: slot.version, partitionNum };
      const segment: NewSegment = {
        ...base(chunk.interval, slot.version, partitionNum),
        partitions: slot.corePartitions,
        numRows: file.rows,
        size: file.size,
        columns,
        dimensions,
        metrics: [],
        tombstone: false,
        path: segmentFilePath(dataDir, location),
        ...(request.compaction ? { lastCompactionState: request.compaction.state } : {}),
      };
      return { segment, staged: file.path };
    });
  });
  const tombstones = allocation.tombstones.map(({ interval, version }) => ({
    segment: {
      ...base(interval, version, 0),
      partitions: 1,
      numRows: 0,
      size: TOMBSTONE_SIZE,
      columns: [],
      dimensions: [],
      metrics: [],
      tombstone: true,
      path: null,
    } satisfies NewSegment,
  }));
  return [...data, ...tombstones];
}

/** Data written into the interval while a compaction ran would be lost under its new version: it fails instead. */
function assertInputsUnchanged(
  request: PublishRequest,
  inputIds: readonly string[],
  existing: readonly SegmentWithStatus[],
): void {
  const live = existing.filter(
    (s) => s.used && !s.overshadowed && !s.tombstone && request.replaceIntervals.some((r) => overlaps(r, s)),
  );
  const inputs = new Set(inputIds);
  if (live.length !== inputs.size || live.some((s) => !inputs.has(s.id)))
    throw taskErrors.compactionInputChanged(request.datasource);
}

/**
 * Synchronous from start to end, so nothing else changes the datasource's timeline between allocation and
 * commit. Either every segment is published and its file in deep storage, or nothing is. `alsoCommit` runs in
 * the same transaction (the task marks itself successful there, so a shutdown cannot come in between).
 */
export function publishSegments(
  store: MetadataStore,
  request: PublishRequest,
  alsoCommit: (segments: readonly NewSegment[]) => void = () => {},
): NewSegment[] {
  const chunks = request.staged.map((c) => ({ interval: c.interval, partitions: c.files.length }));
  const existing = store.segments.all(request.datasource);
  if (request.compaction) assertInputsUnchanged(request, request.compaction.inputIds, existing);
  const allocation = allocate({ ...request, chunks, existing });
  const planned = segmentsOf(request, allocation);
  const moved: string[] = [];
  try {
    for (const { segment, staged } of planned) {
      if (staged === undefined || segment.path === null) continue;
      moveInto(staged, segment.path);
      moved.push(segment.path);
    }
    const segments = planned.map((p) => p.segment);
    store.transaction(() => {
      store.segments.publish(segments, request.now);
      alsoCommit(segments);
    });
    return segments;
  } catch (error) {
    for (const path of moved) removeSegmentFile(path);
    throw error;
  }
}
