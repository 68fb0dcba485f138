// Time budgets of steps and hooks: each polling phase may use the kit deadline, plus a margin for the requests. The
// kit enforces the budget itself (kit/core/time-budget.ts); Cucumber's timeout sits a grace period beyond it.

import { withoutLargeDiff } from './lean-failures.ts';
import { readKitConfig } from './target-config.ts';
import { GRACE_MS, withBudget } from './time-budget.ts';

const { deadlineMs } = readKitConfig();

/** Margin for the requests around the polls of a step. */
const REQUEST_MARGIN_MS = 10_000;

/** The budget of a step or hook that names none: one asynchronous outcome (`eventually …`) and its requests. */
export const DEFAULT_BUDGET_MS = deadlineMs + REQUEST_MARGIN_MS;

/** Options of a step or hook with `budgetMs` to spend: Cucumber's timeout beyond it, the budget for the wrapper. */
export const stepTime = (budgetMs: number): { timeout: number; wrapperOptions: { budgetMs: number } } => ({
  timeout: budgetMs + GRACE_MS,
  wrapperOptions: { budgetMs },
});

/** Step options for a step that polls `phases` times in a row, each bounded by KIT_DEADLINE_MS. */
export const pollingTimeout = (phases: number) => stepTime(phases * deadlineMs + REQUEST_MARGIN_MS);

/** Cucumber's default timeout: the default budget and the grace. */
export const DEFAULT_TIMEOUT_MS = DEFAULT_BUDGET_MS + GRACE_MS;

interface BudgetHolder {
  /** Attaches what requests of the scenario recorded while no step of it ran (they end when they end). */
  flushPendingEvidence?(): void;
}

/**
 * For Cucumber's setDefinitionFunctionWrapper: every step and hook runs within its budget (`wrapperOptions.budgetMs`,
 * else the default), so its requests and polls end before Cucumber's timeout would; an assertion about large values
 * fails without the diff Cucumber would spend minutes on (kit/core/lean-failures.ts).
 */
export function withinStepBudget<F extends (...args: never[]) => unknown>(code: F, options: unknown): F {
  const ms = (options as { budgetMs?: unknown } | undefined)?.budgetMs;
  const budget = typeof ms === 'number' ? ms : DEFAULT_BUDGET_MS;
  function wrapped(this: BudgetHolder | undefined, ...args: Parameters<F>): unknown {
    try {
      const run = withBudget(budget, this, () => {
        this?.flushPendingEvidence?.();
        return code.apply(this, args);
      });
      return run instanceof Promise
        ? run.catch((error: unknown) => {
            throw withoutLargeDiff(error);
          })
        : run;
    } catch (error) {
      throw withoutLargeDiff(error);
    }
  }
  // Cucumber tells callback steps from promise steps by their number of parameters: keep it.
  Object.defineProperty(wrapped, 'length', { value: code.length });
  return wrapped as unknown as F;
}
