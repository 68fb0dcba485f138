// A query task's context.timeout: past it the task is stopped and fails as timed out (docs/facts/tasks.md §tasks.11).
import { MAX_TIMER_MS } from '../../../../sql/query-bounds.ts';

/**
 * The milliseconds a task may run, from when it takes its slot: `context.timeout` when positive. The multi-stage
 * engine has no default or maximum for tasks, and 0 means no timeout; the SQL engine has refused any other value.
 */
export function taskTimeoutMs(context: Readonly<Record<string, unknown>>): number | undefined {
  const timeout = context.timeout;
  // Past Node's longest timer a delay would fire at once: a longer timeout is that long (24.8 days).
  return typeof timeout === 'number' && Number.isInteger(timeout) && timeout > 0
    ? Math.min(timeout, MAX_TIMER_MS)
    : undefined;
}

/** Calls `onTimeout` once `timeoutMs` has passed, unless cleared first; nothing without a timeout. */
export function startTaskTimer(timeoutMs: number | undefined, onTimeout: () => void): () => void {
  if (timeoutMs === undefined) return () => {};
  const timer = setTimeout(onTimeout, timeoutMs);
  // A waiting timer must not keep a stopping server alive.
  timer.unref();
  return () => clearTimeout(timer);
}
