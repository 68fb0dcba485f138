// Retention rules a scenario sets on one of the run's datasources are emptied when the scenario ends, pass or fail
// (the After hook runs the World's cleanups): the API cannot remove a datasource's rules, and a rule the real system
// stores half-formed (`"interval": null`, §retention-rules.3) left behind failed the schema checks of the next run's
// list of every datasource's rules (issue 28).
import { RUN_PREFIX } from './names.ts';

const RULES = /^\/analytics\/coordinator\/v1\/rules\/([^/?]+)(?:\?.*)?$/;

/** The run's datasource whose rules a request that answered `status` set, or undefined. */
export function rulesSetFor(method: string, path: string, status: number): string | undefined {
  if (method !== 'POST' || status !== 200) return undefined;
  const encoded = RULES.exec(path)?.[1];
  if (encoded === undefined) return undefined;
  const datasource = decodeURIComponent(encoded);
  // `_default` is restored by the @serial hooks; other datasources are not the run's to change.
  return datasource.startsWith(RUN_PREFIX) ? datasource : undefined;
}

/** The request that empties them: an empty array, with the kit as the author of the audit entry. */
export const emptyRulesRequest = (datasource: string) =>
  ({
    method: 'POST',
    path: `/analytics/coordinator/v1/rules/${encodeURIComponent(datasource)}`,
    body: '[]',
    headers: {
      'Content-Type': 'application/json',
      'X-Analytics-Author': 'conformance-kit',
      'X-Analytics-Comment': 'the kit empties the rules its scenario set',
    },
  }) as const;
