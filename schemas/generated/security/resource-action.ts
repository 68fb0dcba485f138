// Generated from schemas/security/resource-action.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * An action on a resource, as POSTed to a role's permissions (spec: Security endpoints).
 */
export interface ResourceAction {
  resource: {
    /**
     * A regular expression matched against whole resource names
     */
    name: string;
    /**
     * DATASOURCE, STATE, CONFIG and others
     */
    type: string;
    [k: string]: unknown;
  };
  action: 'READ' | 'WRITE';
  [k: string]: unknown;
}
