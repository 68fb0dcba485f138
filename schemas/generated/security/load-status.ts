// Generated from schemas/security/load-status.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * Whether each authenticator or authorizer has loaded its users and roles (GET .../authentication/loadStatus, .../authorization/loadStatus).
 */
export interface LoadStatus {
  [k: string]: boolean;
}
