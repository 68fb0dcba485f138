// Generated from schemas/rules/rules-by-datasource.schema.json by scripts/gen-types.ts. Do not edit.
import type { RetentionRuleList } from './retention-rule-list.ts';

/**
 * Body of GET /analytics/coordinator/v1/rules: each datasource name with rules, always including _default, mapped to its rules (spec: Endpoints > Retention rules).
 */
export interface RulesByDatasource {
  _default: RetentionRuleList;
  [k: string]: RetentionRuleList;
}
