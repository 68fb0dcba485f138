// Generated from schemas/common/status.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * GET /status of any service (the spec does not show it; the real system answers its version and its loaded modules, docs/facts/http.md §http.1).
 */
export interface ProcessStatus {
  /**
   * The server's version
   */
  version: string;
  /**
   * The extensions the process loaded
   */
  modules: {
    name: string;
    artifact?: string;
    version?: string;
    [k: string]: unknown;
  }[];
  /**
   * The process's memory, in bytes
   */
  memory?: {
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
