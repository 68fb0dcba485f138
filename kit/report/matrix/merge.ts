// Merges runs into a matrix: rows are rules grouped by area (catalogue order), columns are runs, cells statuses.
import type { Outcome, RuleStatus } from '../outcomes.ts';
import type { MatrixRun } from './read-runs.ts';

export interface MatrixRow {
  readonly id: string;
  readonly summary: string;
  /** One per column; null when that run's catalogue has no such rule. */
  readonly cells: readonly (RuleStatus | null)[];
  readonly differs: boolean;
  /** The note the matrix was given for the rule (why a column cannot check it). */
  readonly note?: string;
}

export interface Matrix {
  readonly columns: readonly { label: string; score: MatrixRun['score'] }[];
  readonly areas: readonly { area: string; rows: readonly MatrixRow[] }[];
  /** IDs of the rules whose status is not the same in every column, in row order. */
  readonly differing: readonly string[];
  /** Scenarios whose outcome is not the same in every column (null: not in that run), by file and name. */
  readonly differingScenarios: readonly DifferingScenario[];
  /** Whether notes were given (the renderings then show a column of them). */
  readonly noted: boolean;
  /** Whether the renderings leave the differing scenarios out. */
  readonly rulesOnly: boolean;
}

export interface MergeOptions {
  readonly notes?: ReadonlyMap<string, string>;
  readonly rulesOnly?: boolean;
}

export interface DifferingScenario {
  readonly key: string;
  readonly outcomes: readonly (Outcome | null)[];
}

/** The scenarios of all runs whose outcomes differ: a flaky scenario shows here when runs of one kit are compared. */
function differingScenarios(runs: readonly MatrixRun[]): DifferingScenario[] {
  const keys = new Set(runs.flatMap((run) => run.scenarios.map((scenario) => scenario.key)));
  const outcomes = runs.map(
    (run) => new Map(run.scenarios.map((scenario) => [scenario.key, scenario.outcome])),
  );
  return [...keys]
    .map((key) => ({ key, outcomes: outcomes.map((byKey) => byKey.get(key) ?? null) }))
    .filter((scenario) => new Set(scenario.outcomes).size > 1)
    .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
}

export function mergeRuns(runs: readonly MatrixRun[], options: MergeOptions = {}): Matrix {
  const rules = new Map<string, { area: string; summary: string }>();
  for (const run of runs)
    for (const { id, area, summary } of run.rules) if (!rules.has(id)) rules.set(id, { area, summary });
  const statuses = runs.map((run) => new Map(run.rules.map((rule) => [rule.id, rule.status])));
  const areas = new Map<string, MatrixRow[]>();
  for (const [id, { area, summary }] of rules) {
    const cells = statuses.map((byId) => byId.get(id) ?? null);
    const note = options.notes?.get(id);
    const row = {
      id,
      summary,
      cells,
      differs: new Set(cells).size > 1,
      ...(note === undefined ? {} : { note }),
    };
    areas.set(area, [...(areas.get(area) ?? []), row]);
  }
  const grouped = [...areas].map(([area, rows]) => ({ area, rows }));
  return {
    columns: runs.map(({ label, score }) => ({ label, score })),
    areas: grouped,
    differing: grouped.flatMap(({ rows }) => rows.filter((row) => row.differs).map((row) => row.id)),
    differingScenarios: differingScenarios(runs),
    noted: options.notes !== undefined,
    rulesOnly: options.rulesOnly === true,
  };
}
