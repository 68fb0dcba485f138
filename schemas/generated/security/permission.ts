// Generated from schemas/security/permission.schema.json by scripts/gen-types.ts. Do not edit.
import type { ResourceAction } from './resource-action.ts';

/**
 * A role's permission (spec: Security endpoints, role permissions): an action on resources whose names match a regular expression. Servers may show it as given or wrapped with the pattern it compiled to.
 */
export type Permission =
  | ResourceAction
  | {
      resourceAction: ResourceAction;
      resourceNamePattern: string;
      [k: string]: unknown;
    };
