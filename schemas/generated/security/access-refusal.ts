// Generated from schemas/security/access-refusal.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * The body of a 403 (docs/facts/security.md §security.8): the outcome of the access check as text, e.g. "Allowed:false, Message:" or "Unauthorized" (Druid 27, live; Druid 36/37, recorded).
 */
export interface AccessRefusal {
  'Access-Check-Result': string;
  [k: string]: unknown;
}
