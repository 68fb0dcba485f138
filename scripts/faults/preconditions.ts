// The fault proof's precondition check: on a server whose accepted tasks are then unknown, every scenario that loads
// data is blocked by one cause the run establishes once; the first waits its deadline, the others are blocked at once.
import { join } from 'node:path';
import { TASKS_UNKNOWN } from '../../kit/faults/tasks-unknown.ts';
import { runKit } from './kit-run.ts';
import type { FaultTarget } from './references.ts';
import { type Row, withProxy } from './rows.ts';

/** Five scenarios that each load two datasources. */
const LOADING = ['features/legacy-metadata/intervals.feature'];

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function preconditionRow(target: FaultTarget, root: string, deadlineMs: number): Promise<Row> {
  return withProxy(target.url, TASKS_UNKNOWN, async (url, matched) => {
    const run = await runKit(join(root, 'tasks-unknown'), url, {
      paths: LOADING,
      // Declared, so the loader uses the SQL task the server then loses, as on the server of issue 28 (the probe would
      // find it absent and the loader would use a native task, which the reference does not take).
      env: { KIT_DEADLINE_MS: String(deadlineMs), TARGET_CAPABILITIES: 'sql-ingestion' },
      killAfterMs: 40 * deadlineMs,
    });
    const scenarios = [
      ...new Map(
        run.report.rules.flatMap((rule) => rule.scenarios).map((s) => [`${s.uri}:${s.line}`, s]),
      ).values(),
    ].filter((s) => s.outcome !== 'excluded');
    const blocked = scenarios.filter((s) => s.outcome === 'blocked');
    const causes = new Set(blocked.map((s) => s.reason));
    const times = blocked.map((s) => s.timeMs ?? 0).sort((a, b) => b - a);
    // One scenario establishes the cause within its load's budget; every other one is blocked at once.
    const atOnce = times.slice(1).every((ms) => ms < deadlineMs / 2);
    const got =
      matched() === 0
        ? 'fault never injected'
        : blocked.length === scenarios.length && scenarios.length > 0 && causes.size === 1 && atOnce
          ? 'blocked by one cause, at once'
          : `${blocked.length}/${scenarios.length} blocked by ${causes.size} cause(s), times ${times.map(seconds).join(', ')}`;
    return {
      check: 'tasks unknown after their submit',
      subject: 'loading scenarios',
      expected: 'blocked by one cause, at once',
      got,
      evidence: `"${[...causes][0] ?? ''}", slowest ${seconds(times[0] ?? 0)}, ${run.dir}`,
    };
  });
}
