// Historicals as the legacy views describe them: host strings, summaries, and the server metadata of segment views.

import type { DataSegment } from '../../../schemas/generated/legacy-metadata/data-segment.ts';
import type { ServerMetadata } from '../../../schemas/generated/legacy-metadata/server-metadata.ts';
import type { ServerSummaryList } from '../../../schemas/generated/legacy-metadata/server-summary-list.ts';
import type { SegmentRecord } from '../../store/store.ts';
import type { HistoricalState } from '../coordinator/historicals.ts';

/** Every simulated server is a Historical of the default priority. */
const TYPE = 'historical';
const PRIORITY = 0;

/** A segment's metadata as a response body holds it. */
export const dataSegmentOf = ({ payload }: SegmentRecord): DataSegment => ({
  ...payload,
  loadSpec: { ...payload.loadSpec },
  shardSpec: { ...payload.shardSpec },
});

/** The server description of serverview and candidates (the real system's DruidServerMetadata). */
export function serverMetadataOf(server: HistoricalState): ServerMetadata {
  return {
    name: server.host,
    host: server.host,
    hostAndTlsPort: null,
    maxSize: server.maxSize,
    type: TYPE,
    tier: server.tier,
    priority: PRIORITY,
  };
}

/** GET …/servers?simple, or with `full` also each server's segments (ID → metadata). */
export function serverSummaries(
  servers: readonly HistoricalState[],
  segmentsOf?: (server: HistoricalState) => Record<string, DataSegment>,
): ServerSummaryList {
  return servers.map((server) => ({
    host: server.host,
    tier: server.tier,
    type: TYPE,
    priority: PRIORITY,
    currSize: server.currentSize,
    maxSize: server.maxSize,
    ...(segmentsOf ? { segments: segmentsOf(server) } : {}),
  }));
}
