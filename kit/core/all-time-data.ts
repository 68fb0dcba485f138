// Data partitioned by ALL sits in one segment over all time, which intersects every year: scenarios that add up the
// segments over an interval of their own year (legacy-metadata/intervals.feature) count it too. On a remote target
// such a segment outlives the scenario and the run (issue 28: the second of five runs on one reference failed four
// interval scenarios on the first run's all-time segments), so the scenario that wrote it retires it afterwards,
// and a scenario whose totals another datasource's segments would change is blocked with their names instead.
import type { HttpResponse } from './client.ts';
import { PRECONDITION_PREFIX, PreconditionFailure } from './preconditions.ts';
import { jsonOf } from './probe-http.ts';
import type { Sender } from './sender.ts';
import { targetPath } from './target-words.ts';

const PARTITIONED_BY_ALL = /\bPARTITIONED\s+BY\s+ALL(?:\s+TIME)?\b/i;
const TARGET = /\b(?:INSERT|REPLACE)\s+INTO\s+"((?:[^"]|"")+)"/i;

/** The datasource a SQL ingestion partitioned by ALL writes, or undefined for any other statement. */
export function allTimeTarget(sql: string): string | undefined {
  if (!PARTITIONED_BY_ALL.test(sql)) return undefined;
  return TARGET.exec(sql)?.[1]?.replace(/""/g, '"');
}

const segmentsOf = (datasource: string): string =>
  `/analytics/coordinator/v1/metadata/datasources/${encodeURIComponent(datasource)}/segments`;

/** Marks every used segment of the datasource unused, by ID; a datasource without segments is left as it is. */
export async function retireAllTimeData(sender: Sender, datasource: string): Promise<void> {
  const listed = await sender.request('GET', segmentsOf(datasource));
  const ids = listed.status === 200 ? jsonOf(listed) : undefined;
  if (!Array.isArray(ids) || ids.length === 0) return;
  const path = `/analytics/coordinator/v1/datasources/${encodeURIComponent(datasource)}/markUnused`;
  const marked: HttpResponse = await sender.request('POST', path, JSON.stringify({ segmentIds: ids }));
  // Druid 27 answers 204 when no server serves the datasource any more (docs/facts/segments.md §segments.12-13):
  // nothing is left to retire then, which is what the clean-up wants.
  if (marked.status !== 200 && marked.status !== 204)
    throw new Error(
      `After the scenario: POST ${targetPath(path)} answered ${marked.status}: ${marked.text.slice(0, 300)}`,
    );
}

/**
 * Throws when segments of datasources other than the scenario's (`own` and `own_…`) intersect the
 * interval, as the `full` form of the intervals view lists them: totals over it would not be the scenario's.
 */
export async function assertNoOtherSegments(sender: Sender, interval: string, own: string): Promise<void> {
  const path = `/analytics/coordinator/v1/intervals/${interval.replace('/', '_')}?full`;
  const response = await sender.request('GET', path);
  const body = response.status === 200 ? jsonOf(response) : undefined;
  if (typeof body !== 'object' || body === null) return;
  const others = new Set<string>();
  for (const [span, byDatasource] of Object.entries(body))
    for (const name of Object.keys((byDatasource ?? {}) as object))
      if (name !== own && !name.startsWith(`${own}_`)) others.add(`${name} over ${span}`);
  if (others.size > 0)
    throw new PreconditionFailure(
      `${PRECONDITION_PREFIX}other datasources hold segments over ${interval} (GET ${targetPath(path)}: ${[...others].slice(0, 3).join('; ')}), so totals over it are not the scenario's to check`,
    );
}
