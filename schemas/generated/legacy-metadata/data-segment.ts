// Generated from schemas/legacy-metadata/data-segment.schema.json by scripts/gen-types.ts. Do not edit.
import type { Interval } from '../common/interval.ts';

/**
 * A segment's metadata as the legacy metadata endpoints answer it (the spec's "full segment metadata"; shape from §legacy-metadata.10): dimensions and metrics are comma-joined names; the partition number is in shardSpec.
 */
export interface DataSegment {
  dataSource: string;
  interval: Interval;
  version: string;
  /**
   * Where deep storage holds the segment's files; its other fields depend on the type
   */
  loadSpec: {
    type: string;
    [k: string]: unknown;
  };
  /**
   * Dimension names, comma-joined
   */
  dimensions: string;
  /**
   * Metric names, comma-joined
   */
  metrics: string;
  shardSpec: {
    type: string;
    partitionNum?: number;
    partitions?: number;
    [k: string]: unknown;
  };
  /**
   * How compaction last wrote the segment, when it did
   */
  lastCompactionState?: {
    [k: string]: unknown;
  } | null;
  binaryVersion?: number | null;
  /**
   * Bytes
   */
  size: number;
  /**
   * The segment ID
   */
  identifier: string;
  [k: string]: unknown;
}
