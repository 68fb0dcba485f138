// The rows of the fault proof's table: one check each, what was expected and what the run gave, with its evidence.
import type { Fault } from '../../kit/faults/catalogue.ts';
import { type FaultRewrite, startFaultProxy } from '../../kit/faults/proxy.ts';
import type { KitRun, ScenarioRef } from './kit-run.ts';
import { ruleStatus } from './kit-run.ts';

export interface Row {
  readonly check: string;
  readonly subject: string;
  readonly expected: string;
  readonly got: string;
  readonly evidence: string;
}

/** Runs `use` against a proxy in front of `target` that injects `fault` (none: pure pass-through). */
export async function withProxy<T>(
  target: string,
  fault: FaultRewrite | undefined,
  use: (url: string, matched: () => number) => Promise<T>,
): Promise<T> {
  const proxy = await startFaultProxy(target, fault);
  try {
    return await use(proxy.url, proxy.matched);
  } finally {
    await proxy.close();
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * The fault's verdict: its rule `failed`, every scenario of the run ended within twice the kit deadline (none waited
 * on the faulty server for longer), and the run ended by itself.
 */
export function faultVerdict(fault: Fault, run: KitRun, matched: number, deadlineMs: number): Row {
  const scenarios = run.report.rules.flatMap((rule) => rule.scenarios);
  const slowest = scenarios.reduce<ScenarioRef | undefined>(
    (worst, s) => ((s.timeMs ?? 0) > (worst?.timeMs ?? -1) ? s : worst),
    undefined,
  );
  const limit = 2 * deadlineMs;
  const status = ruleStatus(run, fault.rule);
  const got =
    matched === 0
      ? 'fault never injected'
      : run.killed === true
        ? `the run hung (killed after ${seconds(run.elapsedMs ?? 0)})`
        : (slowest?.timeMs ?? 0) > limit
          ? `${status}, but "${slowest?.name}" took ${seconds(slowest?.timeMs ?? 0)} (limit ${seconds(limit)})`
          : status;
  return {
    check: fault.faultClass,
    subject: fault.rule,
    expected: 'failed',
    got,
    evidence: `${matched} faulted, slowest scenario ${seconds(slowest?.timeMs ?? 0)}, ${run.dir}`,
  };
}

/** The table, a mark per row; true when every row got what it expected. */
export function printTable(rows: readonly Row[]): boolean {
  const columns = ['check', 'subject', 'expected', 'got'] as const;
  const header: Row = {
    check: 'check',
    subject: 'rule / tag',
    expected: 'expected',
    got: 'got',
    evidence: 'evidence',
  };
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (row: Row, mark: string) =>
    `${mark} ${columns.map((column, i) => row[column].padEnd(widths[i] ?? 0)).join('  ')}  ${row.evidence}`;
  console.log(line(header, ' '));
  for (const row of rows) console.log(line(row, row.got === row.expected ? '✓' : '✗'));
  return rows.every((row) => row.got === row.expected);
}
