// Overlord dynamic (worker behaviour) configuration: unset until POSTed, then replaced whole on each POST.
import { ApiError } from '../../errors/api-error.ts';
import type { AuditInfo, MetadataStore } from '../../store/store.ts';
import { writeAuditedConfig } from '../audited-config.ts';
import { type JsonObject, requireJsonObject } from '../json-object.ts';
import { assertMatchesSchema } from '../schema-check.ts';

export const WORKER_CONFIG = { name: 'worker.config' } as const;

/**
 * The most workers an autoscaler may keep: every simulated worker is an object, a row of `/indexer/v1/workers` and a
 * provisioning event, and 3,000,000 of them took gigabytes and seconds per GET. The real system has no bound
 * (docs/facts/robustness.md §robustness.4).
 */
export const MAX_WORKERS = 1000;

export interface AutoScalerSettings {
  readonly type: string;
  readonly minNumWorkers?: number;
  readonly maxNumWorkers?: number;
}

/** Undefined when no configuration was ever set (GET then answers an empty body). */
export function currentWorkerConfig(store: MetadataStore): JsonObject | undefined {
  return store.configs.get<JsonObject>(WORKER_CONFIG.name);
}

export function autoScalerOf(config: JsonObject | undefined): AutoScalerSettings | undefined {
  const autoScaler = config?.autoScaler;
  return autoScaler && typeof autoScaler === 'object' ? (autoScaler as AutoScalerSettings) : undefined;
}

const KNOWN_STRATEGIES = new Set([
  'equalDistribution',
  'equalDistributionWithCategorySpec',
  'fillCapacity',
  'fillCapacityWithCategorySpec',
  'javascript',
]);

/**
 * Fills what the real system fills when omitted: the equalDistribution strategy, no autoscaler. As the real system
 * does (docs/facts/overlord-config.md §overlord-config.2), the type is always `default` whatever the body says, and a
 * strategy type it does not know is taken as equalDistribution.
 */
function normalize(body: JsonObject): JsonObject {
  return {
    type: 'default',
    selectStrategy: strategyOf(body.selectStrategy),
    autoScaler: body.autoScaler ?? null,
  };
}

function strategyOf(strategy: unknown): unknown {
  if (strategy === undefined || strategy === null) return { type: 'equalDistribution' };
  if (typeof strategy !== 'object' || Array.isArray(strategy)) return strategy;
  const type = (strategy as JsonObject).type;
  return typeof type === 'string' && !KNOWN_STRATEGIES.has(type) ? { type: 'equalDistribution' } : strategy;
}

export function replaceWorkerConfig(
  store: MetadataStore,
  body: unknown,
  auditInfo: AuditInfo,
  now: number,
): void {
  const config = normalize(requireJsonObject(body, 'The worker configuration'));
  assertMatchesSchema('overlord/worker-config', config);
  checkWorkerCounts(config.autoScaler);
  writeAuditedConfig(store, WORKER_CONFIG, config, auditInfo, now);
}

function checkWorkerCounts(autoScaler: unknown): void {
  if (autoScaler === null || typeof autoScaler !== 'object') return;
  for (const field of ['minNumWorkers', 'maxNumWorkers'] as const) {
    const value = (autoScaler as Record<string, unknown>)[field];
    if (typeof value === 'number' && value > MAX_WORKERS)
      throw ApiError.of('invalidConfig', {
        detail: `autoScaler.${field} must be at most ${MAX_WORKERS} (the server's limit), got [${value}]`,
      });
  }
}
