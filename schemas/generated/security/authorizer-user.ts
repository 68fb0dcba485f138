// Generated from schemas/security/authorizer-user.schema.json by scripts/gen-types.ts. Do not edit.
import type { Role } from './role.ts';

/**
 * A basic authorizer's user (GET .../authorization/db/{authorizer}/users/{user}): its role names, or with ?full the roles themselves.
 */
export interface AuthorizerUser {
  name: string;
  roles: (string | Role)[];
  [k: string]: unknown;
}
