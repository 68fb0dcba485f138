// Generated from schemas/rules/retention-rule-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { RetentionRule } from './retention-rule.ts';

/**
 * Rules of one datasource, read in array order: body of POST and GET /analytics/coordinator/v1/rules/:dataSource (spec: Endpoints > Retention rules).
 */
export type RetentionRuleList = RetentionRule[];
