// Generated from schemas/tasks/task-status-response.schema.json by scripts/gen-types.ts. Do not edit.
import type { Timestamp } from '../common/timestamp.ts';

/**
 * Body of GET /analytics/indexer/v1/task/<task_id>/status (spec: Resources > Task status response).
 */
export interface TaskStatusResponse {
  task: string;
  status: TaskStatus;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `TaskStatusResponse`'s JSON-Schema
 * via the `definition` "status".
 */
export interface TaskStatus {
  id: string;
  groupId: string;
  /**
   * query_controller for a query task
   */
  type: string;
  createdTime: Timestamp;
  queueInsertionTime: Timestamp;
  /**
   * RUNNING, SUCCESS or FAILED (spec: States > Task state)
   */
  statusCode: string;
  /**
   * Same value as statusCode (§tasks.8)
   */
  status: string;
  /**
   * §tasks.8: WAITING, PENDING, RUNNING or NONE
   */
  runnerStatusCode: string;
  /**
   * -1 while running
   */
  duration: number;
  location: TaskLocation;
  dataSource: string;
  errorMsg: string | null;
  [k: string]: unknown;
}
/**
 * Where the task runs. An unknown location has host null and port -1 (§tasks.8).
 *
 * This interface was referenced by `TaskStatusResponse`'s JSON-Schema
 * via the `definition` "location".
 */
export interface TaskLocation {
  host: string | null;
  port: number;
  tlsPort: number;
  [k: string]: unknown;
}
