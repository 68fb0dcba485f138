// Generated from schemas/legacy-metadata/server-list.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Body of GET /analytics/coordinator/v1/servers: {hostname}:{port} strings, each process once per port (spec: Servers).
 */
export type ServerList = string[];
