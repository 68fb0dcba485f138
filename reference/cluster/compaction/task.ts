// A compaction task: the Overlord task of type `compact` that rewrites one interval's segments as a REPLACE of it.
import { randomBytes } from 'node:crypto';
import { mergedColumns, segmentRowsSource } from '../../sql/catalog/segment-reads.ts';
import { quoteIdentifier } from '../../sql/execute/quote.ts';
import type { SegmentColumn } from '../../sql/plan/ingestion-plan.ts';
import type { SegmentRecord, StoredCompactionConfig, TaskRecord } from '../../store/store.ts';
import { formatInstant } from '../../time/iso.ts';
import { intervalText } from '../../timeline/segment-id.ts';
import { queuedTaskRecord } from '../overlord/tasks/submit/task-record.ts';
import { DEFAULT_ROWS_IN_MEMORY, type IngestionTask } from '../overlord/tasks/submit/validate.ts';
import { chunkStartSql, type Granularity } from '../segments/granularity.ts';
import type { Candidate } from './candidates.ts';
import type { CompactionSettings } from './settings.ts';

export const COMPACT_TYPE = 'compact';

export interface CompactionJob {
  readonly id: string;
  readonly datasource: string;
  /** The task payload GET /analytics/indexer/v1/task/<id> answers. */
  readonly spec: Readonly<Record<string, unknown>>;
  /** The ingestion it runs: a REPLACE of the interval with the rows of its segments. */
  readonly task: IngestionTask;
}

/** `coordinator-issued_compact_<datasource>_<random>_<now>`, as the real Coordinator names its tasks. */
function taskId(datasource: string, now: number): string {
  const random = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `coordinator-issued_${COMPACT_TYPE}_${datasource}_${random}_${formatInstant(now)}`;
}

/** `__time` first, then the newest segment's columns in order, then those only older segments have (kept ones). */
function columnsOf(segments: readonly SegmentRecord[], keep: readonly string[] | null): SegmentColumn[] {
  const found = new Map(mergedColumns(segments).map((column) => [column.name, column]));
  const names = keep ?? [...found.keys()].filter((name) => name !== '__time');
  const kept = names.flatMap((name) => {
    const column = found.get(name);
    return column && name !== '__time' ? [column] : [];
  });
  return [{ name: '__time', type: 'LONG' }, ...kept];
}

function selectSql(
  segments: readonly SegmentRecord[],
  columns: readonly SegmentColumn[],
  query: Granularity | null,
) {
  const time = quoteIdentifier('__time');
  // Truncating to the query granularity: the chunk start (epoch ms) of each timestamp, back as a timestamp.
  const truncated = query ? `make_timestamp((${chunkStartSql(query, time)}) * 1000)` : time;
  const rest = columns.slice(1).map((c) => quoteIdentifier(c.name));
  const list = [`${truncated} AS ${time}`, ...rest].join(', ');
  // Segments that store a column differently are read alike; multi-value columns stay lists (§sql.26).
  return `SELECT ${list} FROM (${segmentRowsSource(segments, columns)}) AS "$segments"`;
}

/** The task for an awaiting interval: its spec as the real system shows it, and the ingestion that runs it. */
export function compactionJob(
  config: StoredCompactionConfig,
  settings: CompactionSettings,
  candidate: Candidate & { readonly granularity: Granularity },
  now: number,
): CompactionJob {
  const { datasource } = settings;
  const id = taskId(datasource, now);
  const interval = intervalText(candidate.interval);
  const columns = columnsOf(candidate.segments, settings.dimensions);
  const rows = candidate.segments.reduce((sum, s) => sum + s.numRows, 0);
  const rowsPerSegment = settings.rowsPerSegment ?? Math.max(1, Math.ceil(rows / (settings.numShards ?? 1)));
  const granularityText = candidate.granularity.kind === 'all' ? 'ALL' : candidate.granularity.text;
  const task: IngestionTask = {
    kind: 'replace',
    plan: {
      mode: 'replace',
      datasource,
      selectSql: selectSql(candidate.segments, columns, settings.queryGranularity),
      columns,
      granularity: granularityText,
      clusteredBy: settings.partitionDimensions.filter((name) => columns.some((c) => c.name === name)),
      replaceIntervals: [interval],
    },
    granularity: candidate.granularity,
    replaceIntervals: [candidate.interval],
    rowsPerSegment,
    rowsInMemory: DEFAULT_ROWS_IN_MEMORY,
    compaction: { inputIds: candidate.segments.map((s) => s.id), state: settings.state },
  };
  const spec = {
    type: COMPACT_TYPE,
    id,
    groupId: id,
    dataSource: datasource,
    ioConfig: { type: COMPACT_TYPE, inputSpec: { type: 'interval', interval }, dropExisting: true },
    tuningConfig: config.tuningConfig ?? null,
    granularitySpec: config.granularitySpec ?? null,
    dimensionsSpec: config.dimensionsSpec ?? null,
    metricsSpec: config.metricsSpec ?? null,
    transformSpec: config.transformSpec ?? null,
    context: { ...(config.taskContext as Record<string, unknown> | null), priority: settings.taskPriority },
    resource: { availabilityGroup: id, requiredCapacity: 1 },
  };
  return { id, datasource, spec, task };
}

/** The task's row, queued: its spec, and in place of a SQL request an empty query with the task's context. */
export function compactionTaskRecord(job: CompactionJob, created: number): TaskRecord {
  const context = (job.spec.context ?? {}) as Record<string, unknown>;
  return {
    ...queuedTaskRecord({
      id: job.id,
      type: COMPACT_TYPE,
      datasource: job.datasource,
      created,
      sqlRequest: { query: '', context, parameters: [] },
    }),
    spec: job.spec,
  };
}
