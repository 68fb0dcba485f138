// What a submitter may change about a query task: the statements API reads deep storage and writes result pages.
import type { SelectRunner } from '../execution/select-runner.ts';
import type { TaskSqlEngine } from './validate.ts';

export interface SubmitOptions {
  /** The engine that validates and runs the task's SQL instead of the queue's. */
  readonly sql?: TaskSqlEngine;
  /** Runs a SELECT instead of the runner that keeps its rows in the report. */
  readonly runSelect?: SelectRunner;
  /** Records what belongs with the task, inside the transaction that records the task. */
  readonly record?: (taskId: string) => void;
}
