// The granularities a compaction granularitySpec names: DAY, an ISO period, {"type": "period", …}, ALL or NONE.
import { ApiError } from '../../errors/api-error.ts';
import { type Granularity, parseGranularity } from '../segments/granularity.ts';

export const invalidConfig = (detail: string): ApiError => ApiError.of('invalidConfig', { detail });

/** NONE keeps timestamps as they are (a query granularity only). */
export type GranularitySetting = Granularity | { readonly kind: 'none' };

function parseText(text: string): GranularitySetting | undefined {
  return text.trim().toUpperCase() === 'NONE' ? { kind: 'none' } : parseGranularity(text);
}

function parseObject(value: Record<string, unknown>): GranularitySetting | undefined {
  switch (value.type) {
    case 'all':
      return { kind: 'all' };
    case 'none':
      return { kind: 'none' };
    case 'period':
      // Time zones and origins other than UTC and the epoch are not supported: such a spec is refused.
      if (value.timeZone !== undefined && value.timeZone !== null && value.timeZone !== 'UTC')
        return undefined;
      if (value.origin !== undefined && value.origin !== null) return undefined;
      return typeof value.period === 'string' ? parseGranularity(value.period) : undefined;
    default:
      return undefined;
  }
}

/**
 * Null when unset; a 400 for what this server cannot apply: an unknown name, NONE as a segment granularity (every
 * segment covers a time chunk) and ALL as a query granularity (it would move every row to one instant).
 */
export function parseGranularitySetting(value: unknown, field: string): GranularitySetting | null {
  if (value === null || value === undefined) return null;
  const parsed =
    typeof value === 'string'
      ? parseText(value)
      : typeof value === 'object' && !Array.isArray(value)
        ? parseObject(value as Record<string, unknown>)
        : undefined;
  const shown = JSON.stringify(value);
  if (!parsed) throw invalidConfig(`granularitySpec.${field} [${shown}] is not a supported granularity`);
  if (field === 'segmentGranularity' && parsed.kind === 'none')
    throw invalidConfig('granularitySpec.segmentGranularity cannot be NONE');
  if (field === 'queryGranularity' && parsed.kind === 'all')
    throw invalidConfig('granularitySpec.queryGranularity ALL is not supported');
  return parsed;
}
