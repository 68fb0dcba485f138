// Generated from schemas/legacy-metadata/datasource-summary.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A datasource's name and the properties of the segments the cluster serves (spec: Datasources, ?simple: segment count, total and replicated bytes, minTime, maxTime; per tier as the real system adds, §legacy-metadata.11).
 */
export interface DatasourceSummary {
  name: string;
  properties: {
    /**
     * Tier → the datasource's segments served there
     */
    tiers: {
      [k: string]: {
        segmentCount: number;
        size: number;
        replicatedSize: number;
        [k: string]: unknown;
      };
    };
    segments: {
      count: number;
      /**
       * Bytes of the distinct segments
       */
      size: number;
      /**
       * Bytes of every replica
       */
      replicatedSize: number;
      /**
       * Start of the earliest segment
       */
      minTime: string;
      /**
       * End of the latest segment
       */
      maxTime: string;
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
