// Request bodies for the fuzz test: malformed JSON, wrong types, deep nesting, or a good body with a field mutated.
import { nameText } from './names.ts';
import type { Random } from './random.ts';

/** A JSON value of wrong types, huge numbers and bounded nesting. */
export function jsonValue(r: Random, depth = 0): unknown {
  const leaf = (): unknown =>
    r.pick<unknown>([
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2147483648,
      2 ** 53 + 2,
      1e308,
      -1e308,
      '',
      'text',
      nameText(r),
      'P1D',
      '2015-09-12T00:00:00Z',
    ]);
  if (depth > 4 || r.chance(0.4)) return leaf();
  if (r.chance(0.5)) return Array.from({ length: r.int(4) }, () => jsonValue(r, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = r.int(5); i > 0; i--) object[r.pick([...FIELD_NAMES, nameText(r)])] = jsonValue(r, depth + 1);
  return object;
}

const FIELD_NAMES = [
  'query',
  'context',
  'parameters',
  'resultFormat',
  'header',
  'dataSource',
  'type',
  'tieredReplicants',
  'period',
  'interval',
  'autoScaler',
  'minNumWorkers',
  'maxNumWorkers',
  'selectStrategy',
  'tuningConfig',
  'partitionsSpec',
  'maxRowsPerSegment',
  'skipOffsetFromLatest',
  'taskPriority',
  'inputSegmentSizeBytes',
  'granularitySpec',
  'segmentIds',
  'interval',
  'sqlQueryId',
  'rowsPerSegment',
  'name',
  'password',
];

/** Bodies that are not what the route wants: malformed JSON, wrong types, deep nesting, huge numbers. */
export function bodyText(r: Random, sample: () => unknown): string {
  switch (r.int(9)) {
    case 0:
      return r.pick([
        '{',
        '[',
        '{"a":',
        '{"a" 1}',
        'nul',
        '"unterminated',
        '{}}',
        '\u0000',
        '\ufeff{}',
        '',
        ' ',
      ]);
    case 1: {
      const depth = 1 + r.int(r.chance(0.3) ? 20_000 : 600);
      return r.chance(0.5)
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    }
    case 2:
      return r.pick(['1e999999', '-0', '123456789012345678901234567890', '[1e309]', '{"count":1e400}']);
    case 3:
      return JSON.stringify(jsonValue(r));
    default:
      return JSON.stringify(mutate(r, sample()));
  }
}

/** A well-formed body of the route with one field replaced, removed or given a hostile value. */
function mutate(r: Random, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return r.chance(0.5) ? jsonValue(r) : value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  if (keys.length === 0) return copy;
  const key = r.pick(keys);
  const target = copy as Record<string, unknown>;
  switch (r.int(4)) {
    case 0:
      delete target[key];
      break;
    case 1:
      target[key] = jsonValue(r);
      break;
    case 2:
      target[key] = mutate(r, target[key]);
      break;
    default:
      target[key] = r.pick<unknown>([3_000_000, 1, 0, -1, 1e20, nameText(r), 'x'.repeat(5000)]);
  }
  return copy;
}
