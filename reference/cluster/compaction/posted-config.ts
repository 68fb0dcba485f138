// A datasource's compaction configuration as POSTed: validated whole, with the defaults the spec and the real system fill.
import { parsePeriod } from '../../time/iso.ts';
import { idProblem } from '../ids.ts';
import { type JsonObject, requireJsonObject } from '../json-object.ts';
import { assertMatchesSchema } from '../schema-check.ts';
import { invalidConfig, parseGranularitySetting } from './granularity-setting.ts';

const SCHEMA = 'compaction/compaction-config';

/** Spec: an otherwise-default submission shows these (Resources > Automatic compaction configuration). */
export const DEFAULT_TASK_PRIORITY = 25;
export const DEFAULT_INPUT_SEGMENT_SIZE_BYTES = 100_000_000_000_000;
export const DEFAULT_MAX_ROWS_PER_SEGMENT = 5_000_000;
/** The real system's default (§compaction.6); the spec does not give one. */
export const DEFAULT_SKIP_OFFSET = 'P1D';

/** The tuningConfig fields, in the real system's order; unset ones are returned as null. */
const TUNING_FIELDS = [
  'maxRowsInMemory',
  'appendableIndexSpec',
  'maxBytesInMemory',
  'maxTotalRows',
  'splitHintSpec',
  'partitionsSpec',
  'indexSpec',
  'indexSpecForIntermediatePersists',
  'maxPendingPersists',
  'pushTimeout',
  'segmentWriteOutMediumFactory',
  'maxNumConcurrentSubTasks',
  'maxRetry',
  'taskStatusCheckPeriodMs',
  'chatHandlerTimeout',
  'chatHandlerNumRetries',
  'maxNumSegmentsToMerge',
  'totalNumMergeTasks',
  'maxColumnsToMerge',
] as const;

/** Partitioning the real system's compaction accepts; `dynamic` is the default. */
const PARTITIONS_TYPES = ['dynamic', 'hashed', 'range', 'single_dim'] as const;
const SPEC_FIELDS = ['dimensionsSpec', 'metricsSpec', 'transformSpec', 'ioConfig', 'taskContext'] as const;

const objectOrNull = (value: unknown, what: string): JsonObject | null =>
  value === undefined || value === null ? null : requireJsonObject(value, what);

const positiveOrNull = (value: unknown, what: string): void => {
  if (value === null || value === undefined) return;
  if (!Number.isInteger(value) || (value as number) < 1)
    throw invalidConfig(`${what} must be a positive integer or null, got [${JSON.stringify(value)}]`);
};

/** Every known field of the partitionsSpec type, the dynamic one with its defaults filled (§compaction.6). */
function partitionsSpecOf(value: unknown): JsonObject {
  const spec = objectOrNull(value, 'tuningConfig.partitionsSpec') ?? { type: 'dynamic' };
  // A type the real system does not know is read as its default binding, hashed (docs/facts/compaction.md §compaction.2).
  const type = (PARTITIONS_TYPES as readonly unknown[]).includes(spec.type ?? 'dynamic')
    ? (spec.type ?? 'dynamic')
    : 'hashed';
  for (const field of ['maxRowsPerSegment', 'maxTotalRows', 'targetRowsPerSegment', 'numShards'])
    positiveOrNull(spec[field], `partitionsSpec.${field}`);
  const dimensions = spec.partitionDimensions ?? (spec.partitionDimension ? [spec.partitionDimension] : []);
  if (!Array.isArray(dimensions) || dimensions.some((d) => typeof d !== 'string'))
    throw invalidConfig('partitionsSpec.partitionDimensions must be an array of column names');
  if (type === 'dynamic')
    return {
      type,
      maxRowsPerSegment: spec.maxRowsPerSegment ?? DEFAULT_MAX_ROWS_PER_SEGMENT,
      maxTotalRows: spec.maxTotalRows ?? null,
    };
  return {
    type,
    targetRowsPerSegment: spec.targetRowsPerSegment ?? null,
    maxRowsPerSegment: spec.maxRowsPerSegment ?? null,
    numShards: spec.numShards ?? null,
    partitionDimensions: dimensions,
  };
}

/**
 * Every tuning field, null when unset; `type` is index_parallel, the only compaction tuning type: another type is
 * stored as index_parallel, as the real system does (docs/facts/compaction.md §compaction.2).
 */
function tuningConfigOf(value: unknown): JsonObject {
  const tuning = objectOrNull(value, 'tuningConfig') ?? {};
  const type = 'index_parallel';
  const filled: JsonObject = {};
  for (const field of TUNING_FIELDS) filled[field] = tuning[field] ?? null;
  filled.partitionsSpec = partitionsSpecOf(tuning.partitionsSpec);
  filled.type = type;
  filled.forceGuaranteedRollup = tuning.forceGuaranteedRollup ?? false;
  return filled;
}

function granularitySpecOf(value: unknown): JsonObject | null {
  const spec = objectOrNull(value, 'granularitySpec');
  if (!spec) return null;
  const segmentGranularity = spec.segmentGranularity ?? null;
  const queryGranularity = spec.queryGranularity ?? null;
  parseGranularitySetting(segmentGranularity, 'segmentGranularity');
  parseGranularitySetting(queryGranularity, 'queryGranularity');
  if (spec.rollup !== undefined && spec.rollup !== null && typeof spec.rollup !== 'boolean')
    throw invalidConfig(`granularitySpec.rollup must be a boolean, got [${JSON.stringify(spec.rollup)}]`);
  return { segmentGranularity, queryGranularity, rollup: spec.rollup ?? null };
}

/**
 * Validates a POSTed configuration and fills its defaults; a bad one is a 400 (invalidConfig). Fields the
 * configuration does not have are dropped, as the real system ignores them.
 */
export function normalizeCompactionConfig(body: unknown): JsonObject {
  const submitted = requireJsonObject(body, 'A compaction configuration');
  if (typeof submitted.dataSource !== 'string' || submitted.dataSource === '')
    throw invalidConfig('dataSource must be a non-empty string');
  const problem = idProblem(submitted.dataSource);
  if (problem !== undefined) throw invalidConfig(`Invalid value for field [dataSource]: ${problem}`);
  const config: JsonObject = {
    dataSource: submitted.dataSource,
    // A fraction is cut to its integer, as the real system's JSON reader does (docs/facts/compaction.md §compaction.2).
    taskPriority:
      typeof submitted.taskPriority === 'number' && Number.isFinite(submitted.taskPriority)
        ? Math.trunc(submitted.taskPriority)
        : (submitted.taskPriority ?? DEFAULT_TASK_PRIORITY),
    inputSegmentSizeBytes: submitted.inputSegmentSizeBytes ?? DEFAULT_INPUT_SEGMENT_SIZE_BYTES,
    maxRowsPerSegment: submitted.maxRowsPerSegment ?? null,
    skipOffsetFromLatest: submitted.skipOffsetFromLatest ?? DEFAULT_SKIP_OFFSET,
    tuningConfig: tuningConfigOf(submitted.tuningConfig),
    granularitySpec: granularitySpecOf(submitted.granularitySpec),
  };
  for (const field of SPEC_FIELDS) config[field] = submitted[field] ?? null;
  // A negative inputSegmentSizeBytes and a maxRowsPerSegment of 0 are stored as sent, as the real system stores them.
  assertMatchesSchema(SCHEMA, config);
  const offset = config.skipOffsetFromLatest;
  if (typeof offset !== 'string' || !parsePeriod(offset))
    throw invalidConfig(`skipOffsetFromLatest must be an ISO 8601 period, got [${String(offset)}]`);
  return config;
}
