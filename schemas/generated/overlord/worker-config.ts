// Generated from schemas/overlord/worker-config.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Overlord dynamic (worker behaviour) configuration (spec: Resources > Overlord dynamic configuration).
 */
export interface OverlordDynamicConfig {
  type: 'default';
  selectStrategy: SelectStrategy;
  autoScaler: null | AutoScaler;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `OverlordDynamicConfig`'s JSON-Schema
 * via the `definition` "selectStrategy".
 */
export interface SelectStrategy {
  type:
    | 'equalDistribution'
    | 'equalDistributionWithCategorySpec'
    | 'fillCapacity'
    | 'fillCapacityWithCategorySpec'
    | 'javascript';
  workerCategorySpec?: null | WorkerCategorySpec;
  affinityConfig?: null | AffinityConfig;
  function?: string;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `OverlordDynamicConfig`'s JSON-Schema
 * via the `definition` "workerCategorySpec".
 */
export interface WorkerCategorySpec {
  categoryMap: {
    [k: string]: CategoryConfig;
  };
  strong: boolean;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `OverlordDynamicConfig`'s JSON-Schema
 * via the `definition` "categoryConfig".
 */
export interface CategoryConfig {
  defaultCategory?: string | null;
  categoryAffinity?: null | {
    [k: string]: string;
  };
  [k: string]: unknown;
}
/**
 * This interface was referenced by `OverlordDynamicConfig`'s JSON-Schema
 * via the `definition` "affinityConfig".
 */
export interface AffinityConfig {
  affinity?: {
    [k: string]: string[];
  };
  strong?: boolean;
  [k: string]: unknown;
}
/**
 * This interface was referenced by `OverlordDynamicConfig`'s JSON-Schema
 * via the `definition` "autoScaler".
 */
export interface AutoScaler {
  type: string;
  minNumWorkers?: number;
  maxNumWorkers?: number;
  envConfig?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
