// Merges runs into a matrix: rows are rules grouped by area (catalogue order), columns are runs, cells statuses.
import type { RuleStatus } from '../outcomes.ts';
import type { MatrixRun } from './read-runs.ts';

export interface MatrixRow {
  readonly id: string;
  readonly summary: string;
  /** One per column; null when that run's catalogue has no such rule. */
  readonly cells: readonly (RuleStatus | null)[];
  readonly differs: boolean;
}

export interface Matrix {
  readonly columns: readonly { label: string; score: MatrixRun['score'] }[];
  readonly areas: readonly { area: string; rows: readonly MatrixRow[] }[];
  /** IDs of the rules whose status is not the same in every column, in row order. */
  readonly differing: readonly string[];
}

export function mergeRuns(runs: readonly MatrixRun[]): Matrix {
  const rules = new Map<string, { area: string; summary: string }>();
  for (const run of runs)
    for (const { id, area, summary } of run.rules) if (!rules.has(id)) rules.set(id, { area, summary });
  const statuses = runs.map((run) => new Map(run.rules.map((rule) => [rule.id, rule.status])));
  const areas = new Map<string, MatrixRow[]>();
  for (const [id, { area, summary }] of rules) {
    const cells = statuses.map((byId) => byId.get(id) ?? null);
    const row = { id, summary, cells, differs: new Set(cells).size > 1 };
    areas.set(area, [...(areas.get(area) ?? []), row]);
  }
  const grouped = [...areas].map(([area, rows]) => ({ area, rows }));
  return {
    columns: runs.map(({ label, score }) => ({ label, score })),
    areas: grouped,
    differing: grouped.flatMap(({ rows }) => rows.filter((row) => row.differs).map((row) => row.id)),
  };
}
