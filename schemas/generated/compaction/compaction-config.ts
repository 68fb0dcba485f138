// Generated from schemas/compaction/compaction-config.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A granularity name such as DAY or HOUR, a granularity object, or null
 *
 * This interface was referenced by `CompactionConfig`'s JSON-Schema
 * via the `definition` "granularity".
 */
export type CompactionGranularity =
  | string
  | {
      [k: string]: unknown;
    }
  | null;

/**
 * Automatic compaction configuration of one datasource, as POSTed and as GET answers it (spec: Resources > Automatic compaction configuration). Only dataSource is required; omitted fields take defaults. Null tuningConfig and granularitySpec come from §compaction.6.
 */
export interface CompactionConfig {
  dataSource: string;
  /**
   * Default 25
   */
  taskPriority?: number;
  /**
   * Default 100000000000000
   */
  inputSegmentSizeBytes?: number;
  maxRowsPerSegment?: number | null;
  /**
   * ISO 8601 duration
   */
  skipOffsetFromLatest?: string;
  tuningConfig?: null | CompactionTuningConfig;
  granularitySpec?: null | CompactionGranularitySpec;
  dimensionsSpec?: {
    [k: string]: unknown;
  } | null;
  /**
   * The spec says object or null; the real system takes an array of aggregators
   */
  metricsSpec?:
    | {
        [k: string]: unknown;
      }
    | unknown[]
    | null;
  transformSpec?: {
    [k: string]: unknown;
  } | null;
  ioConfig?: {
    [k: string]: unknown;
  } | null;
  taskContext?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
/**
 * Unset fields are returned as null.
 *
 * This interface was referenced by `CompactionConfig`'s JSON-Schema
 * via the `definition` "tuningConfig".
 */
export interface CompactionTuningConfig {
  /**
   * For example index_parallel
   */
  type?: string;
  partitionsSpec?: null | CompactionPartitionsSpec;
  forceGuaranteedRollup?: boolean | null;
  maxRowsInMemory?: number | null;
  appendableIndexSpec?: {
    [k: string]: unknown;
  } | null;
  maxBytesInMemory?: number | null;
  maxTotalRows?: number | null;
  splitHintSpec?: {
    [k: string]: unknown;
  } | null;
  indexSpec?: {
    [k: string]: unknown;
  } | null;
  indexSpecForIntermediatePersists?: {
    [k: string]: unknown;
  } | null;
  maxPendingPersists?: number | null;
  pushTimeout?: number | null;
  segmentWriteOutMediumFactory?: {
    [k: string]: unknown;
  } | null;
  maxNumConcurrentSubTasks?: number | null;
  maxRetry?: number | null;
  taskStatusCheckPeriodMs?: number | null;
  /**
   * ISO 8601 duration, e.g. PT10S (§compaction.6)
   */
  chatHandlerTimeout?: null | string;
  chatHandlerNumRetries?: number | null;
  maxNumSegmentsToMerge?: number | null;
  totalNumMergeTasks?: number | null;
  maxColumnsToMerge?: number | null;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `CompactionConfig`'s JSON-Schema
 * via the `definition` "partitionsSpec".
 */
export interface CompactionPartitionsSpec {
  /**
   * For example dynamic
   */
  type: string;
  maxRowsPerSegment?: number | null;
  maxTotalRows?: number | null;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `CompactionConfig`'s JSON-Schema
 * via the `definition` "granularitySpec".
 */
export interface CompactionGranularitySpec {
  segmentGranularity?: CompactionGranularity;
  queryGranularity?: CompactionGranularity;
  rollup?: boolean | null;
  [k: string]: unknown;
}
