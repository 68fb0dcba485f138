// Query strings for the fuzz test: parameters out of range, of the wrong type, repeated or hostile.
import type { Random } from './random.ts';

/** Values of query parameters: numbers out of range, wrong types, empty, hostile. */
const PARAM_VALUES = [
  '',
  '0',
  '1',
  '-1',
  '10',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999',
  '1e309',
  'NaN',
  '0x10',
  '1.5',
  'true',
  'false',
  'yes',
  'P1D',
  'PT-1S',
  'P99999999Y',
  '2015-09-12/2015-09-13',
  '2015-09-12T00:00:00.000Z_2015-09-13',
  '0000-01-01/9999-12-31',
  'bogus/interval',
  'object',
  'array',
  'csv',
  'RUNNING',
  'complete',
  '%00',
  '%ff',
  '🙂',
];

const PARAM_NAMES = [
  'count',
  'full',
  'simple',
  'interval',
  'intervals',
  'page',
  'resultFormat',
  'state',
  'datasource',
  'datasources',
  'max',
  'ratio',
  'useAutoScaleSlots',
  'createdTimeInterval',
  'includeOvershadowedStatus',
  'includeRealtimeSegments',
  'includeDisabled',
  'forceMetadataRefresh',
  'offset',
  'limit',
  'type',
  'detail',
  'cluster',
  'kill',
  'pretty',
  'n',
  'numCandidates',
  'includeUnused',
  'computeUsingClusterView',
  'dataSource',
  'createdTimeInterval',
];

export function queryString(r: Random): string {
  const count = r.int(4);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = r.pick(PARAM_NAMES);
    const value = r.chance(0.1) ? 'x'.repeat(r.int(2000)) : r.pick(PARAM_VALUES);
    parts.push(r.chance(0.1) ? name : `${name}=${value.startsWith('%') ? value : encodeURIComponent(value)}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
