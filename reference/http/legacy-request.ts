// Reads requests of the legacy metadata endpoints: the query parameters each takes, variant flags, interval bodies.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import type { Interval } from '../time/iso.ts';
import { intervalOf, queryInterval } from './segment-request.ts';

type RawQuery = Readonly<Record<string, string | string[] | undefined>>;

export interface LegacyQuery {
  /** A flag: present with any value or none (the real system checks presence only). */
  has(name: string): boolean;
  /** A parameter's value; given twice it is refused. */
  value(name: string): string | undefined;
  /** Every value of a repeated parameter. */
  values(name: string): string[];
  /** An ISO 8601 interval parameter (`/` or `_` between the ends). */
  interval(name: string): Interval | undefined;
}

/**
 * The query of a request to an endpoint taking `allowed`: any other parameter is ignored, as the real system ignores
 * it (docs/facts/legacy-metadata.md §legacy-metadata.1). `allowed` documents what the endpoint reads.
 */
export function legacyQuery(query: unknown, allowed: readonly string[]): LegacyQuery {
  const raw = Object.fromEntries(
    Object.entries((query ?? {}) as RawQuery).filter(([name]) => allowed.includes(name)),
  ) as RawQuery;
  const values = (name: string): string[] => {
    const given = raw[name];
    return given === undefined ? [] : Array.isArray(given) ? given : [given];
  };
  const value = (name: string): string | undefined => {
    const [first, ...more] = values(name);
    if (more.length > 0)
      throw ApiError.of('invalidQueryParameter', {
        name,
        value: values(name).join(', '),
        expected: 'one value',
      });
    return first;
  };
  return {
    has: (name) => raw[name] !== undefined,
    value,
    values,
    interval(name) {
      const text = value(name);
      return text === undefined ? undefined : queryInterval(text, name);
    },
  };
}

export type Variant = 'plain' | 'simple' | 'full';

/**
 * `simple`, `full` or neither. Given both, the endpoint answers the form it looks at first, as the real system does
 * (docs/facts/legacy-metadata.md §legacy-metadata.2): `full` for the datasources and servers, `simple` for the
 * intervals, the load status and the load queue.
 */
export function variantOf(query: LegacyQuery, first: 'simple' | 'full' = 'full'): Variant {
  if (query.has('simple') && query.has('full')) return first;
  return query.has('full') ? 'full' : query.has('simple') ? 'simple' : 'plain';
}

/**
 * `computeUsingClusterView`, which only `full` takes (spec: Segment loading); without `full` it is ignored, as the
 * real system ignores it (docs/facts/legacy-metadata.md §legacy-metadata.6).
 */
export function clusterViewOf(query: LegacyQuery, variant: Variant): boolean {
  return variant === 'full' && query.has('computeUsingClusterView');
}

/**
 * A required boolean parameter: missing is a 400; any value but `true` (in any case) is false, as the real system
 * reads it (docs/facts/legacy-metadata.md §legacy-metadata.6).
 */
export function requiredBoolean(query: LegacyQuery, name: string): boolean {
  const text = query.value(name);
  if (text === undefined) throw ApiError.of('missingQueryParameter', { name });
  return text.toLowerCase() === 'true';
}

/** The JSON body of a request; GET bodies, which the framework does not read, are read here. Undefined when empty. */
export async function jsonBodyOf(request: FastifyRequest): Promise<unknown> {
  if (request.body !== undefined) return request.body;
  let text = '';
  for await (const chunk of request.raw) text += String(chunk);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw ApiError.of('malformedJson', { detail: (error as Error).message });
  }
}

/** A body that must be a JSON array of strings (datasource names, intervals). */
export function stringListOf(body: unknown, what: string): string[] {
  if (!Array.isArray(body) || !body.every((item) => typeof item === 'string'))
    throw ApiError.of('invalidRequestBody', { expected: `a JSON array of ${what}` });
  return body;
}

/** A body that must be a JSON array of ISO 8601 intervals (`start/end`). */
export function intervalListOf(body: unknown): Interval[] {
  return stringListOf(body, 'ISO 8601 intervals').map((text) => {
    const interval = intervalOf(text);
    if (interval === undefined)
      throw ApiError.of('invalidRequestBody', {
        expected: `ISO 8601 intervals <start>/<end>; got [${text}]`,
      });
    return interval;
  });
}
