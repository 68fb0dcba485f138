// A statement's state, derived from its query task on every read (facts §2.1): nothing else is stored.
import type { TaskRecord } from '../../store/store.ts';

/** The real system's four states; a canceled statement is FAILED (facts §2.1, §5 item 4). */
export type StatementState = 'ACCEPTED' | 'RUNNING' | 'SUCCESS' | 'FAILED';

/** ACCEPTED while the task waits for a slot (no location yet), RUNNING once it runs, then its own end state. */
export function statementState(task: TaskRecord): StatementState {
  if (task.status !== 'RUNNING') return task.status;
  return task.startTime === null ? 'ACCEPTED' : 'RUNNING';
}

/** Whether a DELETE can still stop it. */
export const cancellable = (state: StatementState): boolean => state === 'ACCEPTED' || state === 'RUNNING';
