// Scenarios a precondition took down, grouped by the cause each names: one line per cause in the summary instead of
// hundreds of identical failures (kit/core/preconditions.ts establishes a cause once for the run).

/** One cause and how many scenarios it blocked. */
export interface BlockedCause {
  readonly cause: string;
  readonly scenarios: number;
}

/** The causes of the blocked scenarios, most scenarios first. */
export function blockedCauses(
  scenarios: readonly { readonly outcome: string; readonly reason?: string }[],
): BlockedCause[] {
  const counts = new Map<string, number>();
  for (const { outcome, reason } of scenarios)
    if (outcome === 'blocked') counts.set(reason ?? '', (counts.get(reason ?? '') ?? 0) + 1);
  return [...counts]
    .map(([cause, count]) => ({ cause, scenarios: count }))
    .sort((a, b) => b.scenarios - a.scenarios);
}

/** How many causes the summary names one by one. */
const SHOWN = 5;

/** The console's lines about blocked scenarios: their count, then each cause with the scenarios it took down. */
export function blockedLines(causes: readonly BlockedCause[]): string[] {
  const total = causes.reduce((sum, cause) => sum + cause.scenarios, 0);
  if (total === 0) return [];
  const lines = [
    `blocked: ${total} scenarios the target could not set up (no verdict on their rules), by ${causes.length} cause(s):`,
    ...causes.slice(0, SHOWN).map(({ cause, scenarios }) => `  ${scenarios} × ${cause}`),
  ];
  if (causes.length > SHOWN)
    lines.push(`  … and ${causes.length - SHOWN} more causes (conformance.json, "blocked")`);
  return lines;
}
