// Coordinator dynamic configuration: the real system's defaults, merge-on-POST, validation, audited storage.
import type { AuditInfo, MetadataStore } from '../../store/store.ts';
import { writeAuditedConfig } from '../audited-config.ts';
import { type JsonObject, requireJsonObject } from '../json-object.ts';
import { assertMatchesSchema } from '../schema-check.ts';

export const COORDINATOR_CONFIG = { name: 'coordinator.config' } as const;
const SCHEMA = 'coordinator/dynamic-config';

/** Defaults of the real system (research: §coordinator-config.1, release 27). */
export const COORDINATOR_DEFAULTS: Readonly<JsonObject> = Object.freeze({
  millisToWaitBeforeDeleting: 900000,
  mergeBytesLimit: 524288000,
  mergeSegmentsLimit: 100,
  maxSegmentsToMove: 100,
  percentOfSegmentsToConsiderPerMove: 100,
  useBatchedSegmentSampler: true,
  replicantLifetime: 15,
  replicationThrottleLimit: 500,
  balancerComputeThreads: 1,
  emitBalancingStats: false,
  killDataSourceWhitelist: [],
  killPendingSegmentsSkipList: [],
  maxSegmentsInNodeLoadingQueue: 500,
  decommissioningNodes: [],
  decommissioningMaxPercentOfMaxSegmentsToMove: 70,
  pauseCoordination: false,
  replicateAfterLoadTimeout: false,
  maxNonPrimaryReplicantsToLoad: 2147483647,
  useRoundRobinSegmentAssignment: true,
  smartSegmentLoading: true,
  debugDimensions: null,
});

const KNOWN_FIELDS = new Set(Object.keys(COORDINATOR_DEFAULTS));
// The real system also takes these lists as one comma-separated string.
const LIST_FIELDS = ['killDataSourceWhitelist', 'killPendingSegmentsSkipList', 'decommissioningNodes'];

export function currentCoordinatorConfig(store: MetadataStore): JsonObject {
  return { ...COORDINATOR_DEFAULTS, ...store.configs.get<JsonObject>(COORDINATOR_CONFIG.name) };
}

function knownFieldsOf(body: JsonObject): JsonObject {
  const known: JsonObject = {};
  for (const [field, value] of Object.entries(body)) {
    if (!KNOWN_FIELDS.has(field)) continue; // unknown fields are ignored, as the real system does
    known[field] =
      LIST_FIELDS.includes(field) && typeof value === 'string' ? splitList(value) : coerced(field, value);
  }
  return known;
}

/**
 * Numbers coerced as the real system's JSON binding does (docs/facts/coordinator-config.md §coordinator-config.5):
 * a fraction where an integer belongs is cut to its integer, a number where a boolean belongs is true unless 0.
 */
function coerced(field: string, value: unknown): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const current = COORDINATOR_DEFAULTS[field];
  if (typeof current === 'boolean') return value !== 0;
  if (typeof current === 'number') return Math.trunc(value);
  return value;
}

const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** Merges a (partial) POST body into the current configuration; omitted fields keep their current values. */
export function updateCoordinatorConfig(
  store: MetadataStore,
  body: unknown,
  auditInfo: AuditInfo,
  now: number,
): void {
  const merged = {
    ...currentCoordinatorConfig(store),
    ...knownFieldsOf(requireJsonObject(body, 'The configuration')),
  };
  assertMatchesSchema(SCHEMA, merged);
  writeAuditedConfig(store, COORDINATOR_CONFIG, merged, auditInfo, now);
}
