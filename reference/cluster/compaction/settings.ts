// What a stored compaction configuration asks of the duty and its tasks, and the state its compacted segments record.
import type { CompactionState, StoredCompactionConfig } from '../../store/store.ts';
import { type Period, parsePeriod } from '../../time/iso.ts';
import type { Granularity } from '../segments/granularity.ts';
import { parseGranularitySetting } from './granularity-setting.ts';
import { DEFAULT_MAX_ROWS_PER_SEGMENT } from './posted-config.ts';

export interface CompactionSettings {
  readonly datasource: string;
  readonly taskPriority: number;
  /** Data ending within this period of the newest data's end is not compacted. */
  readonly skipOffset: Period;
  /** An interval holding more bytes is not compacted. */
  readonly inputSegmentSizeBytes: number;
  /** The time chunks of compacted segments; null keeps those of the segments compacted. */
  readonly segmentGranularity: Granularity | null;
  /** Timestamps are truncated to it; null keeps them. */
  readonly queryGranularity: Granularity | null;
  /** Rows per compacted segment at most; null when a number of shards decides instead. */
  readonly rowsPerSegment: number | null;
  readonly numShards: number | null;
  /** Rows are sorted by these first (range partitioning). */
  readonly partitionDimensions: readonly string[];
  /** The dimensions compacted segments keep; null keeps every column. */
  readonly dimensions: readonly string[] | null;
  /** What compacted segments record, and what a segment must record to count as compacted. */
  readonly state: CompactionState;
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function dimensionNames(spec: unknown): string[] | null {
  const dimensions = object(spec).dimensions;
  if (!Array.isArray(dimensions) || dimensions.length === 0) return null;
  return dimensions.flatMap((d) => {
    const name = typeof d === 'string' ? d : object(d).name;
    return typeof name === 'string' ? [name] : [];
  });
}

export function settingsOf(config: StoredCompactionConfig): CompactionSettings {
  const tuning = object(config.tuningConfig);
  const partitions = object(tuning.partitionsSpec);
  const dynamic = partitions.type === undefined || partitions.type === 'dynamic';
  // The top-level maxRowsPerSegment is the older way to say the dynamic partitionsSpec's.
  const rows = dynamic
    ? (count(config.maxRowsPerSegment) ?? count(partitions.maxRowsPerSegment) ?? DEFAULT_MAX_ROWS_PER_SEGMENT)
    : (count(partitions.targetRowsPerSegment) ??
      count(partitions.maxRowsPerSegment) ??
      count(config.maxRowsPerSegment));
  const numShards = dynamic ? null : count(partitions.numShards);
  const effectivePartitions = dynamic
    ? { ...partitions, type: 'dynamic', maxRowsPerSegment: rows }
    : partitions;
  const granularity = object(config.granularitySpec);
  const segment = parseGranularitySetting(granularity.segmentGranularity, 'segmentGranularity');
  const query = parseGranularitySetting(granularity.queryGranularity, 'queryGranularity');
  const skipOffset = parsePeriod(String(config.skipOffsetFromLatest));
  if (!skipOffset)
    throw new Error(`stored compaction config of ${String(config.dataSource)} has a bad offset`);
  return {
    datasource: String(config.dataSource),
    taskPriority: Number(config.taskPriority),
    skipOffset,
    inputSegmentSizeBytes: Number(config.inputSegmentSizeBytes),
    segmentGranularity: segment && segment.kind !== 'none' ? segment : null,
    queryGranularity: query && query.kind === 'period' ? query : null,
    rowsPerSegment: rows ?? (numShards === null ? DEFAULT_MAX_ROWS_PER_SEGMENT : null),
    numShards,
    partitionDimensions: Array.isArray(partitions.partitionDimensions)
      ? partitions.partitionDimensions.filter((d): d is string => typeof d === 'string')
      : [],
    dimensions: dimensionNames(config.dimensionsSpec),
    state: {
      partitionsSpec: effectivePartitions,
      dimensionsSpec: config.dimensionsSpec ?? null,
      metricsSpec: config.metricsSpec ?? null,
      transformSpec: config.transformSpec ?? null,
      indexSpec: tuning.indexSpec ?? null,
      granularitySpec: config.granularitySpec ?? null,
    },
  };
}

/** JSON with object keys sorted, so two states compare equal whatever order their fields came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Json).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
