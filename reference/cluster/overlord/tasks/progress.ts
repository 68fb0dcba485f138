// What a running query task has done so far, kept in memory and turned into its report.

import type { ExternScope } from '../../../ingest/scope.ts';
import type { QueryResult } from '../../../sql/engine-types.ts';
import type { IngestionPlan } from '../../../sql/plan/ingestion-plan.ts';
import type { TaskFault } from './faults.ts';
import type { StatementKind } from './statement-kind.ts';

export type StagePhase = 'NEW' | 'READING_INPUT' | 'POST_READING' | 'FINISHED' | 'FAILED';

export interface StageProgress {
  phase: StagePhase;
  startTime: number | null;
  endTime: number | null;
  inputRows: number;
  outputRows: number;
  outputBytes: number;
  /** Output partitions (segments for the generator stage), once known. */
  partitionCount: number | null;
}

export interface TaskProgress {
  readonly taskId: string;
  readonly kind: StatementKind;
  readonly datasource: string;
  readonly plan: IngestionPlan | undefined;
  /** The EXTERNs the task read, their files and skipped rows. */
  readonly scope: ExternScope;
  status: 'RUNNING' | 'SUCCESS' | 'FAILED';
  startTime: number | null;
  endTime: number | null;
  /** Ingestion: 0 reads and sorts, 1 generates segments. SELECT: 0 only. */
  readonly stages: StageProgress[];
  fault: TaskFault | null;
  results: QueryResult | null;
  /** Segments published, tombstones included. */
  segmentsPublished: number;
  tombstones: number;
}

const newStage = (): StageProgress => ({
  phase: 'NEW',
  startTime: null,
  endTime: null,
  inputRows: 0,
  outputRows: 0,
  outputBytes: 0,
  partitionCount: null,
});

export function newProgress(
  init: Pick<TaskProgress, 'taskId' | 'kind' | 'datasource' | 'plan' | 'scope'>,
): TaskProgress {
  return {
    ...init,
    status: 'RUNNING',
    startTime: null,
    endTime: null,
    stages: init.kind === 'select' ? [newStage()] : [newStage(), newStage()],
    fault: null,
    results: null,
    segmentsPublished: 0,
    tombstones: 0,
  };
}

export function startStage(progress: TaskProgress, index: number, now: number): StageProgress {
  const stage = progress.stages[index];
  if (!stage) throw new Error(`task ${progress.taskId} has no stage ${index}`);
  stage.phase = 'READING_INPUT';
  stage.startTime = now;
  return stage;
}

export function finishStage(stage: StageProgress, now: number): void {
  stage.phase = 'FINISHED';
  stage.endTime = now;
}

/** Marks the task done; a failure fails the stages that had started and not finished. */
export function finishProgress(progress: TaskProgress, fault: TaskFault | null, now: number): void {
  progress.status = fault ? 'FAILED' : 'SUCCESS';
  progress.fault = fault;
  progress.endTime = now;
  for (const stage of progress.stages) {
    if (fault && stage.startTime !== null && stage.phase !== 'FINISHED') {
      stage.phase = 'FAILED';
      stage.endTime = now;
    }
  }
}
