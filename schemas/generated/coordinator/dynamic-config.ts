// Generated from schemas/coordinator/dynamic-config.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * This interface was referenced by `CoordinatorDynamicConfig`'s JSON-Schema
 * via the `definition` "nameList".
 */
export type NameList = string[];

/**
 * Coordinator dynamic configuration as GET answers it (spec: Resources > Coordinator dynamic configuration). A POST may send any subset of these fields.
 */
export interface CoordinatorDynamicConfig {
  millisToWaitBeforeDeleting: number;
  mergeBytesLimit: number;
  mergeSegmentsLimit: number;
  maxSegmentsToMove: number;
  percentOfSegmentsToConsiderPerMove: number;
  useBatchedSegmentSampler: boolean;
  replicantLifetime: number;
  replicationThrottleLimit: number;
  balancerComputeThreads: number;
  emitBalancingStats: boolean;
  killDataSourceWhitelist: NameList;
  killPendingSegmentsSkipList: NameList;
  maxSegmentsInNodeLoadingQueue: number;
  decommissioningNodes: NameList;
  decommissioningMaxPercentOfMaxSegmentsToMove: number;
  pauseCoordination: boolean;
  replicateAfterLoadTimeout: boolean;
  maxNonPrimaryReplicantsToLoad: number;
  useRoundRobinSegmentAssignment: boolean;
  smartSegmentLoading: boolean;
  /**
   * null or any value
   */
  debugDimensions: unknown;
  [k: string]: unknown;
}
