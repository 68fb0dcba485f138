// Generated from schemas/tasks/task-report.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';

/**
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "workerState".
 */
export type TaskReportWorkerState = 'RUNNING' | 'SUCCESS' | 'FAILED';

/**
 * Body of GET /analytics/indexer/v1/task/<task_id>/reports for a query task (spec: Resources > Task report (query task)). Where the real JSON keys differ from the spec (segmentLoadWaiterStatus, worker `state`), both spellings are accepted (§tasks.5).
 */
export interface TaskReport {
  multiStageQuery: {
    /**
     * multiStageQuery in the real system (§tasks.5)
     */
    type: string;
    taskId: string;
    payload: TaskReportPayload;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "payload".
 */
export interface TaskReportPayload {
  status: TaskReportStatus;
  stages: TaskReportStage[];
  /**
   * Stage number → worker number → counter name → counter (shape from §tasks.6)
   */
  counters: {
    [k: string]: {
      [k: string]: {
        [k: string]: unknown;
      };
    };
  };
  /**
   * Plain SELECT only (experimental)
   */
  results?: {
    results: unknown[][];
    resultsTruncated: boolean;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
/**
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "status".
 */
export interface TaskReportStatus {
  status: 'RUNNING' | 'SUCCESS' | 'FAILED';
  /**
   * Only once the query has started
   */
  startTime?: Timestamp;
  /**
   * -1 if not started
   */
  durationMs: number;
  /**
   * Worker number → the worker's tasks, including retries
   */
  workers?: {
    [k: string]: TaskReportWorker[];
  };
  /**
   * -1 if unknown
   */
  pendingTasks: number;
  /**
   * The controller counts
   */
  runningTasks: number;
  segmentLoadStatus?: SegmentLoadStatus;
  segmentLoadWaiterStatus?: SegmentLoadStatus;
  errorReport?: TaskErrorReport;
  [k: string]: unknown;
}
/**
 * The spec names the state field `status`; the real system sends `state` (§tasks.5). At least one of them must be present.
 *
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "worker".
 */
export interface TaskReportWorker {
  workerId: string;
  status?: TaskReportWorkerState;
  state?: TaskReportWorkerState;
  /**
   * -1 while RUNNING
   */
  durationMs: number;
  /**
   * §tasks.5
   */
  pendingMs?: number;
  [k: string]: unknown;
}
/**
 * Present only after segments are published. segmentLoadWaiterStatus is the real system's key for it (§tasks.5).
 *
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "segmentLoadStatus".
 */
export interface SegmentLoadStatus {
  state: 'INIT' | 'WAITING' | 'SUCCESS' | 'FAILED' | 'TIMED_OUT';
  startTime: Timestamp;
  /**
   * Milliseconds
   */
  duration: number;
  /**
   * Includes tombstones
   */
  totalSegments: number;
  usedSegments: number;
  precachedSegments: number;
  onDemandSegments: number;
  pendingSegments: number;
  unknownSegments: number;
  [k: string]: unknown;
}
/**
 * Present only on error. Only taskId and error are required: the real system omits null fields.
 *
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "errorReport".
 */
export interface TaskErrorReport {
  taskId: string;
  host?: string | null;
  stageNumber?: number;
  error: {
    errorCode: string;
    errorMessage?: string;
    [k: string]: unknown;
  };
  exceptionStackTrace?: string | null;
  [k: string]: unknown;
}
/**
 * phase, workerCount, partitionCount, startTime and duration appear only once the stage has started
 *
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "stage".
 */
export interface TaskReportStage {
  stageNumber: number;
  /**
   * Spec values plus RESULTS_READY and FINISHED, which the real system reports (§tasks.5)
   */
  phase?:
    'NEW' | 'READING_INPUT' | 'POST_READING' | 'RESULTS_COMPLETE' | 'RESULTS_READY' | 'FINISHED' | 'FAILED';
  workerCount?: number;
  partitionCount?: number;
  startTime?: Timestamp;
  duration?: number;
  sort?: boolean;
  definition: TaskReportStageDefinition;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `TaskReport`'s JSON-Schema
 * via the `definition` "stageDefinition".
 */
export interface TaskReportStageDefinition {
  id: string;
  input: unknown[];
  /**
   * Input indexes; present only if any
   */
  broadcast?: number[];
  processor: {
    [k: string]: unknown;
  };
  /**
   * Output signature
   */
  signature: unknown[];
  [k: string]: unknown;
}
