// What a running query task has done so far, kept in memory and turned into its report.
import type { ExternScope } from '../../../../ingest/scope.ts';
import type { QueryResult } from '../../../../sql/engine-types.ts';
import type { IngestionPlan } from '../../../../sql/plan/ingestion-plan.ts';
import type { TaskError } from '../../../task-errors.ts';
import type { SegmentLoad } from '../reports/segment-load.ts';
import type { StatementKind } from '../submit/statement-kind.ts';

/** The spec's stage phases (States and transitions); a finished stage is RESULTS_COMPLETE. */
export type StagePhase = 'NEW' | 'READING_INPUT' | 'POST_READING' | 'RESULTS_COMPLETE' | 'FAILED';

export interface StageProgress {
  phase: StagePhase;
  startTime: number | null;
  endTime: number | null;
  /** Rows read from the stage's inputs, one entry per input partition. */
  inputRows: number[];
  /** Bytes of the input files (stages reading EXTERN), once read. */
  inputBytes: number | null;
  /** Rows of each output partition, once known. */
  outputRows: number[];
  /** Output partitions (time chunks, or segments for the generator stage), once computed. */
  partitionCount: number | null;
  /** Partitions sorted so far, for a stage that sorts its output. */
  sortedPartitions: number;
  /** Segment generation: rows written into segment files, and rows of files published to deep storage. */
  rowsPersisted: number;
  rowsPushed: number;
}

export type TaskStatusCode = 'RUNNING' | 'SUCCESS' | 'FAILED';

export interface TaskProgress {
  readonly taskId: string;
  readonly kind: StatementKind;
  readonly datasource: string;
  readonly plan: IngestionPlan | undefined;
  /** context.rowsPerSegment of an ingestion (the stage 0 shuffle's target size). */
  readonly rowsPerSegment: number;
  /** The EXTERNs and datasources the task read, their files and skipped rows. */
  readonly scope: ExternScope;
  status: TaskStatusCode;
  startTime: number | null;
  endTime: number | null;
  /** Ingestion: 0 reads and partitions by time chunk, 1 sorts and generates segments. SELECT: 0 only. */
  readonly stages: StageProgress[];
  taskError: TaskError | null;
  results: QueryResult | null;
  /** How many result rows the report keeps (SELECT). */
  readonly resultRowLimit: number;
  /** The load status of the published segments, once published. */
  segmentLoad: SegmentLoad | null;
}

const newStage = (): StageProgress => ({
  phase: 'NEW',
  startTime: null,
  endTime: null,
  inputRows: [],
  inputBytes: null,
  outputRows: [],
  partitionCount: null,
  sortedPartitions: 0,
  rowsPersisted: 0,
  rowsPushed: 0,
});

export type ProgressInit = Pick<
  TaskProgress,
  'taskId' | 'kind' | 'datasource' | 'plan' | 'scope' | 'rowsPerSegment' | 'resultRowLimit'
>;

export function newProgress(init: ProgressInit): TaskProgress {
  return {
    ...init,
    status: 'RUNNING',
    startTime: null,
    endTime: null,
    stages: init.kind === 'select' ? [newStage()] : [newStage(), newStage()],
    taskError: null,
    results: null,
    segmentLoad: null,
  };
}

export function stageOf(progress: TaskProgress, index: number): StageProgress {
  const stage = progress.stages[index];
  if (!stage) throw new Error(`task ${progress.taskId} has no stage ${index}`);
  return stage;
}

export function startStage(progress: TaskProgress, index: number, now: number): StageProgress {
  const stage = stageOf(progress, index);
  stage.phase = 'READING_INPUT';
  stage.startTime = now;
  return stage;
}

/** The stage has read all its input and now sorts, merges or pushes what it produced. */
export function postReading(stage: StageProgress): void {
  stage.phase = 'POST_READING';
}

export function finishStage(stage: StageProgress, now: number): void {
  stage.phase = 'RESULTS_COMPLETE';
  stage.endTime = now;
}

/** Marks the task done; a failure fails the stages that had started and not finished. */
export function finishProgress(progress: TaskProgress, taskError: TaskError | null, now: number): void {
  progress.status = taskError ? 'FAILED' : 'SUCCESS';
  progress.taskError = taskError;
  progress.endTime = now;
  for (const stage of progress.stages) {
    if (taskError && stage.startTime !== null && stage.phase !== 'RESULTS_COMPLETE') {
      stage.phase = 'FAILED';
      stage.endTime = now;
    }
  }
}
