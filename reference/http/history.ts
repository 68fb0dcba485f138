// The history endpoints' query (`interval` or `count`) and the audit entries they answer.
import type { ClusterContext } from '../cluster/context.ts';
import { ApiError } from '../errors/api-error.ts';
import type { AuditEntry, AuditQuery } from '../store/store.ts';
import { formatInstant, parseInterval } from '../time/iso.ts';

export interface HistoryParams {
  readonly interval?: string;
  readonly count?: string;
}

/** The largest `count`: 2^31 - 1, the real system's Integer query parameter. */
const MAX_COUNT = 2_147_483_647;

const invalid = (detail: string): ApiError => ApiError.of('invalidHistoryQuery', { detail });

/**
 * No parameter: the last auditHistoryMillis (one week by default). `interval`: entries inside it, both ends
 * inclusive. `count`: the newest n entries. The spec says the two cannot be combined; given both, the real system
 * answers the interval and ignores `count` (docs/facts/coordinator-config.md §coordinator-config.7), and so does this.
 */
export function auditQueryOf(
  params: HistoryParams,
  scope: { type: string; key?: string },
  cluster: ClusterContext,
): AuditQuery {
  const { interval } = params;
  const count = interval === undefined ? params.count : undefined;
  if (count !== undefined) {
    // At most the real system's Integer: a bigger count is a 400, never a number the store cannot bind (§http.8).
    if (!/^\d+$/.test(count) || Number(count) < 1 || Number(count) > MAX_COUNT)
      throw invalid(`count must be a positive integer up to ${MAX_COUNT}, got [${count}]`);
    return { ...scope, limit: Number(count) };
  }
  if (interval !== undefined) {
    const window = parseInterval(interval);
    if (!window) throw invalid(`interval must be an ISO 8601 interval start/end, got [${interval}]`);
    return { ...scope, window };
  }
  const now = cluster.config.now();
  return { ...scope, window: { start: now - cluster.config.auditHistoryMillis, end: now } };
}

export const auditEntryBody = (entry: AuditEntry) => ({
  ...entry,
  auditTime: formatInstant(entry.auditTime),
});

export function auditHistory(
  params: HistoryParams,
  scope: { type: string; key?: string },
  cluster: ClusterContext,
) {
  return cluster.store.audit.find(auditQueryOf(params, scope, cluster)).map(auditEntryBody);
}
