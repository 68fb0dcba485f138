// Observing segments through the public API: used segment IDs (sys.segments), a segment's usage state, its servers.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import { jsonBody } from './json-body.ts';
import { observe } from './observation-sql.ts';
import type { Sender } from './sender.ts';

/** The states of the spec's "Segment usage" table; `removed` is a segment the target no longer knows. */
export const SEGMENT_STATES = ['used', 'unused', 'removed'] as const;
export type SegmentState = (typeof SEGMENT_STATES)[number];

const COORDINATOR = '/analytics/coordinator/v1';
const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface SegmentSummary {
  readonly id: string;
  /** Bytes, as sys.segments reports them. */
  readonly size: number;
}

/** The datasource's used segments in sys.segments (`is_published` 1), by start, version, partition. */
export async function usedSegments(sender: Sender, datasource: string): Promise<SegmentSummary[]> {
  const { rows } = await observe(
    sender,
    `SELECT "segment_id", "size" FROM sys.segments WHERE "datasource" = ${quoteText(datasource)} AND "is_published" = 1
     ORDER BY "start", "version", "partition_num"`,
    ['segment_id', 'size'],
  );
  return rows.map(([id, size]) => ({ id: String(id), size: Number(size) }));
}

/** IDs of the datasource's used segments, by start, version, partition. */
export async function usedSegmentIds(sender: Sender, datasource: string): Promise<string[]> {
  return (await usedSegments(sender, datasource)).map((segment) => segment.id);
}

/** A server (its `host:port`, as sys.servers names it) serving a segment of the datasource, and its tier. */
export async function servingHistorical(
  sender: Sender,
  datasource: string,
): Promise<{ server: string; tier: string } | undefined> {
  const [first] = await usedSegmentIds(sender, datasource);
  if (first === undefined) return undefined;
  const servers = await observe(
    sender,
    `SELECT "server" FROM sys.server_segments WHERE "segment_id" = ${quoteText(first)} ORDER BY "server"`,
    ['server'],
  );
  const server = servers.rows[0]?.[0];
  if (typeof server !== 'string') return undefined;
  const { rows } = await observe(
    sender,
    `SELECT "tier" FROM sys.servers WHERE "server" = ${quoteText(server)}`,
    ['tier'],
  );
  const tier = rows[0]?.[0];
  return typeof tier === 'string' ? { server, tier } : undefined;
}

/** How many rows sys.segments has for a segment, whatever its flags. */
export async function sysSegmentRows(sender: Sender, segmentId: string): Promise<number> {
  const { rows } = await observe(
    sender,
    `SELECT "segment_id" FROM sys.segments WHERE "segment_id" = ${quoteText(segmentId)}`,
    ['segment_id'],
  );
  return rows.length;
}

/** How many servers serve a segment, from sys.server_segments. */
export async function servingServers(sender: Sender, segmentId: string): Promise<number> {
  const { rows } = await observe(
    sender,
    `SELECT "server" FROM sys.server_segments WHERE "segment_id" = ${quoteText(segmentId)}`,
    ['server'],
  );
  return rows.length;
}

const metadataPath = (datasource: string, segmentId: string, includeUnused: boolean) =>
  `${COORDINATOR}/metadata/datasources/${encodeURIComponent(datasource)}/segments/` +
  `${encodeURIComponent(segmentId)}${includeUnused ? '?includeUnused=true' : ''}`;

/**
 * A segment's state from its metadata by ID (spec: Errors, item 5): found → used; found only with
 * `includeUnused=true` → unused; not found either way → removed.
 */
export async function segmentState(
  sender: Sender,
  datasource: string,
  segmentId: string,
): Promise<SegmentState> {
  const found = async (includeUnused: boolean): Promise<boolean> => {
    const response = await sender.request('GET', metadataPath(datasource, segmentId, includeUnused));
    assert.ok(
      response.status === 200 || response.status === 404,
      `Expected 200 or 404 for the segment's metadata, got ${response.status}: ${response.text.slice(0, 300)}`,
    );
    return response.status === 200;
  };
  if (await found(false)) return 'used';
  return (await found(true)) ? 'unused' : 'removed';
}

/** The `_`-delimited interval of a segment ID (`<datasource>_<start>_<end>_<version>[_<n>]`). */
export function pathIntervalOfSegment(datasource: string, segmentId: string): string {
  const prefix = `${datasource}_`;
  if (!segmentId.startsWith(prefix))
    throw new Error(`Segment ${segmentId} is not of datasource ${datasource}`);
  const [start, end] = segmentId.slice(prefix.length).split('_');
  if (start === undefined || end === undefined) throw new Error(`Segment ID ${segmentId} has no interval`);
  return `${start}_${end}`;
}

export const killPath = (datasource: string, interval: string) =>
  `${COORDINATOR}/datasources/${encodeURIComponent(datasource)}/intervals/${interval}`;
export const markUnusedPath = (datasource: string) =>
  `${COORDINATOR}/datasources/${encodeURIComponent(datasource)}/markUnused`;
