// Automatic compaction through the public API: configurations, the status of a datasource, active segments and versions.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { jsonBody } from './json-body.ts';
import { observe } from './observation-sql.ts';
import type { Sender } from './sender.ts';
import { parseCell } from './sql-result.ts';

export const COMPACTION_CONFIG = '/analytics/coordinator/v1/config/compaction';
export const COMPACTION_STATUS = '/analytics/coordinator/v1/compaction/status';
export const COMPACTION_PROGRESS = '/analytics/coordinator/v1/compaction/progress';

export const configPath = (datasource: string): string =>
  `${COMPACTION_CONFIG}/${encodeURIComponent(datasource)}`;

const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const show = (value: unknown): string => JSON.stringify(value)?.slice(0, 1000) ?? String(value);

/** The `compactionConfigs` of GET /config/compaction, which must answer 200 with that array. */
export async function compactionConfigs(sender: Sender): Promise<Record<string, unknown>[]> {
  const response = await sender.request('GET', COMPACTION_CONFIG);
  assertStatus(response, 200);
  const configs = (jsonBody(response) as { compactionConfigs?: unknown }).compactionConfigs;
  assert.ok(Array.isArray(configs), `No compactionConfigs array in: ${response.text.slice(0, 500)}`);
  return configs as Record<string, unknown>[];
}

/**
 * The element of GET status?dataSource= for the datasource, or undefined when the status has none (a 404, as the
 * real system answers for a datasource it has no status of: docs/facts/compaction.md §compaction.5).
 */
export async function statusOf(
  sender: Sender,
  datasource: string,
): Promise<Record<string, unknown> | undefined> {
  const response = await sender.request(
    'GET',
    `${COMPACTION_STATUS}?dataSource=${encodeURIComponent(datasource)}`,
  );
  if (response.status === 404) return undefined;
  assertStatus(response, 200);
  const latest = (jsonBody(response) as { latestStatus?: unknown }).latestStatus;
  assert.ok(Array.isArray(latest), `No latestStatus array in: ${response.text.slice(0, 500)}`);
  return (latest as Record<string, unknown>[]).find((element) => element.dataSource === datasource);
}

/** The `scheduleStatus` the unfiltered status lists for the datasource, undefined when it is not listed. */
export async function listedScheduleStatus(sender: Sender, datasource: string): Promise<unknown> {
  const response = await sender.request('GET', COMPACTION_STATUS);
  assertStatus(response, 200);
  const latest = (jsonBody(response) as { latestStatus?: unknown }).latestStatus;
  assert.ok(Array.isArray(latest), `No latestStatus array in: ${response.text.slice(0, 500)}`);
  const element = (latest as Record<string, unknown>[]).find((e) => e.dataSource === datasource);
  return element?.scheduleStatus;
}

/**
 * A feature table `| field | value |` against a status element: a value is JSON (or text), or `> 0` for a
 * positive number.
 */
export function assertStatusFields(
  datasource: string,
  status: Record<string, unknown> | undefined,
  rows: readonly (readonly string[])[],
): void {
  assert.ok(status, `The compaction status has no element for datasource ${datasource}`);
  for (const [field = '', wanted = ''] of rows) {
    const actual: unknown = status[field];
    if (wanted.trim() === '> 0') {
      assert.ok(
        typeof actual === 'number' && actual > 0,
        `${field} is ${show(actual)}, expected a positive number, in ${show(status)}`,
      );
    } else {
      assert.deepEqual(actual, parseCell(wanted), `${field} is ${show(actual)} in ${show(status)}`);
    }
  }
}

/** `remainingSegmentSize` of GET progress, which must answer 200. */
export async function remainingSegmentSize(sender: Sender, datasource: string): Promise<unknown> {
  const response = await sender.request(
    'GET',
    `${COMPACTION_PROGRESS}?dataSource=${encodeURIComponent(datasource)}`,
  );
  assertStatus(response, 200);
  return (jsonBody(response) as { remainingSegmentSize?: unknown }).remainingSegmentSize;
}

async function sysSegments(
  sender: Sender,
  columns: readonly string[],
  where: string,
): Promise<(readonly unknown[])[]> {
  const list = columns.map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
  const query = `SELECT ${list} FROM sys.segments WHERE "is_active" = 1 AND ${where}`;
  return [...(await observe(sender, query, columns)).rows];
}

/** The named columns of the datasource's active (published, used, not overshadowed) segments in sys.segments. */
export function activeSegmentRows(
  sender: Sender,
  datasource: string,
  columns: readonly string[],
): Promise<(readonly unknown[])[]> {
  return sysSegments(sender, columns, `"datasource" = ${quoteText(datasource)}`);
}

/** 1 when sys.segments lists the segment as active, else 0. */
export async function activeSegmentCount(sender: Sender, segmentId: string): Promise<number> {
  return (await sysSegments(sender, ['segment_id'], `"segment_id" = ${quoteText(segmentId)}`)).length;
}

/** The version in a segment ID `<datasource>_<start>_<end>_<version>[_<partitionNum>]`. */
export function versionOfSegment(datasource: string, segmentId: string): string {
  const prefix = `${datasource}_`;
  if (!segmentId.startsWith(prefix))
    throw new Error(`Segment ${segmentId} is not of datasource ${datasource}`);
  const [, , version] = segmentId.slice(prefix.length).split('_');
  if (version === undefined) throw new Error(`Segment ID ${segmentId} has no version`);
  return version;
}
