// A statement's state, derived from its query task on every read (§statements.8): nothing else is stored.
import type { TaskRecord } from '../../store/store.ts';

/** The real system's four states; a canceled statement is FAILED (§statements.8). */
export type StatementState = 'ACCEPTED' | 'RUNNING' | 'SUCCESS' | 'FAILED';

/** ACCEPTED while the task waits for a slot (no location yet), RUNNING once it runs, then its own end state. */
export function statementState(task: TaskRecord): StatementState {
  if (task.status !== 'RUNNING') return task.status;
  return task.startTime === null ? 'ACCEPTED' : 'RUNNING';
}

/** Whether a DELETE can still stop it. */
export const cancellable = (state: StatementState): boolean => state === 'ACCEPTED' || state === 'RUNNING';
