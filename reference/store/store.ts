// The metadata store's interface (types only): what the cluster keeps, independent of SQLite.
import type { Interval } from '../time/iso.ts';
import type { SecurityRepository } from './security-store.ts';

/** Who changed something, from X-Analytics-Author / X-Analytics-Comment and the caller's address. */
export interface AuditInfo {
  readonly author: string;
  readonly comment: string;
  readonly ip: string;
}

export interface AuditEntry {
  readonly key: string;
  readonly type: string;
  readonly auditInfo: AuditInfo;
  /** The new value serialized as JSON text. */
  readonly payload: string;
  /** Epoch milliseconds. */
  readonly auditTime: number;
}

/** Either a time window (both ends inclusive, oldest first) or the newest `limit` entries (newest first). */
export type AuditQuery =
  | {
      readonly type: string;
      readonly key?: string;
      readonly window: { readonly start: number; readonly end: number };
    }
  | { readonly type: string; readonly key?: string; readonly limit: number };

export interface AuditRepository {
  add(entry: AuditEntry): void;
  find(query: AuditQuery): AuditEntry[];
}

/** Named JSON documents: dynamic configurations and other cluster-global settings. */
export interface ConfigRepository {
  get<T>(name: string): T | undefined;
  set(name: string, value: unknown): void;
}

/**
 * A segment column's runtime type; `__time` is LONG (epoch milliseconds). Arrays, JSON and booleans (LONG 1/0) are
 * stored as Druid stores them (docs/facts/sql.md §sql.21, §sql.26).
 */
export type SegmentColumnType =
  | 'STRING'
  | 'LONG'
  | 'DOUBLE'
  | 'FLOAT'
  | 'ARRAY<STRING>'
  | 'ARRAY<LONG>'
  | 'ARRAY<DOUBLE>'
  | 'COMPLEX<json>';

export interface SegmentColumnInfo {
  readonly name: string;
  readonly type: SegmentColumnType;
  /** A STRING column some row of which holds several values (or none): a multi-value string, a list in Parquet. */
  readonly multiValue?: true;
}

/** Druid's shard specs for the segments SQL ingestion writes: numbered partitions, or a tombstone. */
export interface ShardSpec {
  readonly type: 'numbered' | 'tombstone';
  readonly partitionNum: number;
  /** Core partitions of the time chunk's version; appended partitions keep the existing count. */
  readonly partitions: number;
}

/** The DataSegment JSON of the metadata endpoints (§legacy-metadata.10). */
export interface DataSegmentPayload {
  readonly dataSource: string;
  /** ISO `start/end`, UTC with milliseconds. */
  readonly interval: string;
  readonly version: string;
  readonly loadSpec: { readonly type: 'local'; readonly path: string } | { readonly type: 'tombstone' };
  /** Comma-joined names. */
  readonly dimensions: string;
  readonly metrics: string;
  readonly shardSpec: ShardSpec;
  readonly binaryVersion: 9;
  readonly size: number;
  readonly identifier: string;
  /** Only on segments a compaction task wrote (§legacy-metadata.10). */
  readonly lastCompactionState?: CompactionState;
}

/** What the compaction that wrote a segment was configured with (sys.segments last_compaction_state). */
export type CompactionState = Readonly<Record<string, unknown>>;

/** What publishing writes: one row per segment. */
export interface NewSegment {
  /** `<datasource>_<start>_<end>_<version>[_<partitionNum>]`. */
  readonly id: string;
  readonly datasource: string;
  /** Epoch milliseconds, start inclusive, end exclusive; eternity ends are ±Number.MAX_SAFE_INTEGER. */
  readonly start: number;
  readonly end: number;
  /** The interval ends as ISO text (exact even for eternity, which numbers cannot hold). */
  readonly startIso: string;
  readonly endIso: string;
  /** ISO instant of the publishing task's lock; compared as text, higher is newer. */
  readonly version: string;
  readonly partitionNum: number;
  readonly partitions: number;
  readonly numRows: number;
  /** Bytes of the segment file (tombstones: 1, as the real system reports). */
  readonly size: number;
  readonly columns: readonly SegmentColumnInfo[];
  readonly dimensions: readonly string[];
  readonly metrics: readonly string[];
  readonly tombstone: boolean;
  /** The segment file in deep storage, absolute; null for tombstones. */
  readonly path: string | null;
  /** Set on the segments a compaction task publishes. */
  readonly lastCompactionState?: CompactionState;
}

export interface SegmentRecord extends NewSegment {
  readonly used: boolean;
  /** ISO instant of the last used/unused change. */
  readonly usedStatusLastUpdated: string;
  /** ISO instant of publishing. */
  readonly createdDate: string;
  readonly payload: DataSegmentPayload;
}

export interface SegmentWithStatus extends SegmentRecord {
  /** Used, and fully covered by used segments of a higher version (sys.segments is_overshadowed). */
  readonly overshadowed: boolean;
}

/** The `segments` table: published segments and their used flag. */
export interface SegmentRepository {
  /** Inserts new used segments; callers wrap it in `store.transaction` with the rest of the publish. */
  publish(segments: readonly NewSegment[], now: number): void;
  get(id: string): SegmentRecord | undefined;
  /** Used, not overshadowed, not tombstones, ordered by datasource, start, version, partition: what queries read. */
  visible(datasource?: string): SegmentRecord[];
  /** Every segment, used or not, with `overshadowed` computed (always false for unused ones). */
  all(datasource?: string): SegmentWithStatus[];
  /** Names of datasources with at least one visible segment, sorted. */
  datasources(): string[];
  /**
   * Calls `listener` after every write to the table (publish, used flag, delete), possibly inside the writer's
   * transaction, so work that reads the table must be deferred. Returns the unsubscribe function.
   */
  onChange(listener: () => void): () => void;
  /** Marks segments unused; returns how many changed. */
  markUnused(ids: readonly string[], now: number): number;
  /** Marks segments used; returns how many changed. */
  markUsed(ids: readonly string[], now: number): number;
  /** Marks unused the selected used segments of a datasource; returns how many changed. */
  markUnusedIn(datasource: string, selection: SegmentSelection, now: number): number;
  /** Marks used the selected unused segments of a datasource, except those used newer versions overshadow. */
  markUsedIn(datasource: string, selection: SegmentSelection, now: number): number;
  /** Deletes the unused segments of a datasource lying entirely inside `interval`; returns what it deleted. */
  deleteUnused(datasource: string, interval: Interval): SegmentRecord[];
}

/** Which segments of a datasource a mark applies to: listed IDs, those entirely inside an interval, or all. */
export type SegmentSelection =
  | { readonly ids: readonly string[] }
  | { readonly interval: Interval }
  | { readonly all: true };

/** Druid's task states; there is no canceled state (a shut-down task is FAILED). */
export type TaskStatusCode = 'RUNNING' | 'SUCCESS' | 'FAILED';
/** Runner sub-state: PENDING while queued for a slot, RUNNING in a slot, NONE once complete. */
export type RunnerStatusCode = 'WAITING' | 'PENDING' | 'RUNNING' | 'NONE';

/** The SQL request a query task was submitted with. */
export interface TaskSqlRequest {
  readonly query: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly parameters: readonly unknown[];
}

export interface TaskRecord {
  readonly id: string;
  readonly type: string;
  readonly groupId: string;
  readonly datasource: string;
  /** Epoch milliseconds. */
  readonly createdTime: number;
  readonly queueInsertionTime: number;
  readonly status: TaskStatusCode;
  readonly runnerStatus: RunnerStatusCode;
  /** Epoch milliseconds when a slot started it; null while queued. */
  readonly startTime: number | null;
  /** Milliseconds; -1 while running. */
  readonly duration: number;
  readonly errorMsg: string | null;
  readonly sqlRequest: TaskSqlRequest;
  /** The last saved task report (JSON), null before the task saved one. */
  readonly report: unknown;
  /** The task's own spec, for tasks not submitted as SQL (compact); their sqlRequest has an empty query. */
  readonly spec?: Readonly<Record<string, unknown>>;
}

export interface TaskCompletion {
  readonly status: 'SUCCESS' | 'FAILED';
  readonly duration: number;
  readonly errorMsg: string | null;
  readonly report: unknown;
}

/** The `tasks` table: query tasks and their reports. */
export interface TaskRepository {
  add(task: TaskRecord): void;
  get(id: string): TaskRecord | undefined;
  /** Every task, newest first, without its report (`report` null: `get` has it). */
  list(): TaskRecord[];
  /** A slot took the task: runner status RUNNING, start time set. */
  markStarted(id: string, startTime: number): void;
  /** Completes a RUNNING task; returns false (and changes nothing) when it was already complete. */
  complete(id: string, completion: TaskCompletion): boolean;
  /** IDs of tasks whose status is RUNNING. */
  runningIds(): string[];
}

/** One retention rule as stored: validated and normalized JSON (see cluster/coordinator/rules.ts). */
export type StoredRule = Readonly<Record<string, unknown>>;

/** The `rules` table: each datasource's rules (or `_default`'s), replaced whole on every POST. */
export interface RuleRepository {
  /** Every datasource that has had rules posted, an empty array included, by name. */
  all(): Map<string, StoredRule[]>;
  /** Undefined when rules were never posted for the datasource. */
  get(datasource: string): StoredRule[] | undefined;
  set(datasource: string, rules: readonly StoredRule[], now: number): void;
}

/** A datasource's compaction configuration as stored: validated, with defaults filled (cluster/compaction/posted-config.ts). */
export type StoredCompactionConfig = Readonly<Record<string, unknown>>;

/** The `compaction_configs` table: each datasource that has had a configuration; `config` null once deleted. */
export interface CompactionConfigRepository {
  /** By datasource name. */
  all(): { readonly datasource: string; readonly config: StoredCompactionConfig | null }[];
  /** Undefined when the datasource has no configuration (never had one, or it was deleted). */
  get(datasource: string): StoredCompactionConfig | undefined;
  /** `null` deletes the configuration but remembers the datasource. */
  set(datasource: string, config: StoredCompactionConfig | null, now: number): void;
}

/** Where a statement's SELECT rows go (spec: `context.selectDestination`). */
export type StatementDestination = 'taskReport' | 'durableStorage';

/** One result column of a statement, as its status lists it. */
export interface StatementColumn {
  readonly name: string;
  /** The SQL type name (VARCHAR, BIGINT, TIMESTAMP…). */
  readonly type: string;
  /** The runtime type name (STRING, LONG…). */
  readonly nativeType: string;
}

/** One page of a statement's results in durable storage. */
export interface StatementPage {
  readonly id: number;
  readonly numRows: number;
  readonly sizeInBytes: number;
}

export interface StatementRecord {
  /** The ID of the query task it runs as. */
  readonly queryId: string;
  readonly identity: string;
  readonly destination: StatementDestination;
  readonly schema: readonly StatementColumn[];
  /** The pages written to durable storage, once written; null for other destinations and before. */
  readonly pages: readonly StatementPage[] | null;
}

/** The `statements` table: what the statements API adds to a query task. */
export interface StatementRepository {
  /** Records a statement; callers add it in the transaction that records its task. */
  add(statement: Omit<StatementRecord, 'pages'>): void;
  get(queryId: string): StatementRecord | undefined;
  setPages(queryId: string, pages: readonly StatementPage[]): void;
}

export interface MetadataStore {
  readonly configs: ConfigRepository;
  readonly audit: AuditRepository;
  readonly segments: SegmentRepository;
  readonly tasks: TaskRepository;
  readonly rules: RuleRepository;
  readonly compaction: CompactionConfigRepository;
  readonly statements: StatementRepository;
  readonly security: SecurityRepository;
  /** Runs `work` atomically: every write inside commits together or not at all. */
  transaction<T>(work: () => T): T;
  close(): void;
}
