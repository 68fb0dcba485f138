// Generated from schemas/legacy-metadata/server-metadata.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A server holding a segment, as the serverview and candidates endpoints describe it (shape from §legacy-metadata.13).
 */
export interface ServerMetadata {
  name: string;
  host: string;
  hostAndTlsPort?: string | null;
  maxSize: number;
  type: string;
  tier: string;
  priority: number;
  [k: string]: unknown;
}
