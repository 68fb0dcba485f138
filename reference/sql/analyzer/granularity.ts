// PARTITIONED BY: the granularities SQL ingestion accepts, as ISO periods (or ALL).
import { lookupTable } from '../../json/keyed.ts';

import { NAMED_GRANULARITIES } from '../../time/granularities.ts';
import type { PartitionedBy } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';

const KEYWORDS: Readonly<Record<string, string>> = lookupTable({
  ...NAMED_GRANULARITIES,
  ALL: 'ALL',
  'ALL TIME': 'ALL',
});

const PERIODS = new Set(Object.values(KEYWORDS));

export function segmentGranularity(
  partitionedBy: PartitionedBy | undefined,
  operation: string,
  span: PartitionedBy['span'],
): string {
  if (partitionedBy === undefined)
    throw new SqlError(
      'validation',
      `Operation [${operation}] requires a PARTITIONED BY to be explicitly defined, but none was found`,
      span,
    );
  const invalid = (what: string) =>
    new SqlError(
      'validation',
      `Invalid granularity ${what} after PARTITIONED BY; use HOUR, DAY, MONTH, YEAR, ALL, a period such as 'PT1H' or FLOOR(__time TO unit)`,
      partitionedBy.span,
    );
  switch (partitionedBy.kind) {
    case 'granularityKeyword': {
      const period = KEYWORDS[partitionedBy.keyword.toUpperCase()];
      if (!period) throw invalid(`[${partitionedBy.keyword}]`);
      return period;
    }
    case 'granularityString':
      if (!PERIODS.has(partitionedBy.value)) throw invalid(`['${partitionedBy.value}']`);
      return partitionedBy.value;
    case 'granularityExpression': {
      const { expression } = partitionedBy;
      if (expression.kind === 'floorCeilTo' && expression.function === 'FLOOR') {
        const period = KEYWORDS[expression.unit.toUpperCase()];
        if (period) return period;
      }
      if (expression.kind === 'call' && expression.name === 'TIME_FLOOR') {
        const period = expression.args[1];
        if (period?.kind === 'literal' && period.type === 'string' && PERIODS.has(period.value))
          return period.value;
      }
      throw invalid('expression');
    }
  }
}
