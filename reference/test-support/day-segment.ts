// For store, catalog and coordinator tests: a new segment covering one day from 2015-09-12, partition 0 of 1.
import type { NewSegment } from '../store/store.ts';
import { instantText, segmentId } from '../timeline/segment-id.ts';

export const DAY_MS = 86_400_000;
/** The wikiticker sample's day: day 0 of every test segment. */
export const SEP12 = Date.UTC(2015, 8, 12);

/** `datasource`'s segment of day `day` at `version`, with a `__time` column only unless `extra` says otherwise. */
export function daySegment(
  datasource: string,
  day: number,
  version: string,
  extra: Partial<NewSegment> & Pick<NewSegment, 'path'>,
): NewSegment {
  const interval = { start: SEP12 + day * DAY_MS, end: SEP12 + (day + 1) * DAY_MS };
  return {
    id: segmentId(datasource, interval, version, extra.partitionNum ?? 0),
    datasource,
    ...interval,
    startIso: instantText(interval.start),
    endIso: instantText(interval.end),
    version,
    partitionNum: 0,
    partitions: 1,
    numRows: 1,
    size: 100,
    columns: [{ name: '__time', type: 'LONG' }],
    dimensions: [],
    metrics: [],
    tombstone: false,
    ...extra,
  };
}
