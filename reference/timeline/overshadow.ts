// Druid's timeline rule: a used segment is overshadowed when used segments of a higher version cover its interval.
import type { Interval } from '../time/iso.ts';

export interface TimelineEntry extends Interval {
  readonly id: string;
  readonly datasource: string;
  readonly version: string;
  readonly used: boolean;
}

/** True when the union of `pieces` covers `target` entirely. */
export function covers(pieces: readonly Interval[], target: Interval): boolean {
  const sorted = [...pieces].sort((a, b) => a.start - b.start);
  let reached = target.start;
  for (const piece of sorted) {
    if (piece.start > reached) break;
    if (piece.end > reached) reached = piece.end;
    if (reached >= target.end) return true;
  }
  return reached >= target.end;
}

/**
 * IDs of the used segments that are overshadowed. The higher-version segments of a chunk are treated as a
 * complete partition set, and tombstones count (they exist to overshadow).
 */
export function overshadowedIds(entries: readonly TimelineEntry[]): Set<string> {
  const byDatasource = new Map<string, TimelineEntry[]>();
  for (const entry of entries) {
    if (!entry.used) continue;
    const list = byDatasource.get(entry.datasource) ?? [];
    list.push(entry);
    byDatasource.set(entry.datasource, list);
  }
  const result = new Set<string>();
  for (const list of byDatasource.values()) {
    for (const segment of list) if (isOvershadowedBy(segment, list)) result.add(segment.id);
  }
  return result;
}

/** True when segments of a higher version among `used` (same datasource, all used) cover `segment` entirely. */
export function isOvershadowedBy(segment: TimelineEntry, used: readonly TimelineEntry[]): boolean {
  const newer = used.filter(
    (other) => other.version > segment.version && other.start < segment.end && segment.start < other.end,
  );
  return newer.length > 0 && covers(newer, segment);
}
