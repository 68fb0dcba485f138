// Reads segment management requests: intervals in paths and query strings, mark bodies, the Accept header.
import type { FastifyRequest } from 'fastify';
import { validateAgainst } from '../../schemas/index.ts';
import { ApiError } from '../errors/api-error.ts';
import type { SegmentSelection } from '../store/store.ts';
import { type Interval, parseInterval } from '../time/iso.ts';
import { parseSegmentInterval } from '../timeline/segment-id.ts';

/** Parses `start/end`, `start/period` or `period/end`; eternity ends (as segment IDs print them) are accepted. */
export function intervalOf(text: string): Interval | undefined {
  return parseSegmentInterval(text) ?? parseInterval(text);
}

/**
 * An interval from a URL: `_` delimits it (spec: Conventions), `/` URL-encoded is accepted too, as the real
 * system does. Instants hold no `_`, so every `_` is a delimiter.
 */
export function pathInterval(text: string | undefined): Interval {
  const interval = text === undefined ? undefined : intervalOf(text.replaceAll('_', '/'));
  if (interval === undefined) throw ApiError.of('invalidInterval', { interval: text ?? '', delimiter: '_' });
  return interval;
}

/**
 * An interval from a query string: `/` delimits it; `_` too, as the real system reads the load status interval
 * (§legacy-metadata.14). `name` is the parameter, for the error message.
 */
export function queryInterval(text: string, name: string): Interval {
  return intervalOf(text.replaceAll('_', '/')) ?? refused(text, name);
}

/**
 * An interval from the Broker's query string: only `/` delimits it (spec: Conventions), as the real Broker reads it
 * (§legacy-metadata.8: `_` is refused there).
 */
export function slashInterval(text: string, name: string): Interval {
  return intervalOf(text) ?? refused(text, name);
}

function refused(text: string, name: string): never {
  throw ApiError.of('invalidQueryParameter', { name, value: text, expected: INTERVAL });
}

const INTERVAL = 'an ISO 8601 interval <start>/<end> with end not before start';

/** The body of markUsed / markUnused (schema segments/mark-request) as a selection. */
export function markSelection(body: unknown): SegmentSelection {
  const { valid, errors } = validateAgainst('segments/mark-request', body ?? null);
  if (!valid) throw ApiError.of('invalidMarkRequest', { detail: errors.join('; ') });
  const request = body as { interval?: string; segmentIds?: string[] };
  if (request.segmentIds !== undefined) return { ids: request.segmentIds };
  const text = request.interval ?? '';
  const interval = intervalOf(text);
  if (interval === undefined) throw ApiError.of('invalidInterval', { interval: text, delimiter: '/' });
  return { interval };
}

const ANSWERED_TYPES = new Set(['*/*', 'application/*', 'application/json', 'text/*', 'text/plain']);

/** Whether an Accept header admits application/json or text/plain (a missing header admits anything). */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = params.some((p) => /^q=0(?:\.0{0,3})?$/.test(p));
    return ANSWERED_TYPES.has(type) && !refused;
  });
}

/**
 * Route hook for the endpoints whose callers must send `Accept: application/json, text/plain` (spec: Segment
 * management): a request that accepts neither is refused with 406 before anything changes.
 */
export async function requireJsonAccept(request: FastifyRequest): Promise<void> {
  const accept = request.headers.accept;
  if (!acceptsJson(accept)) throw ApiError.of('notAcceptable', { accept: accept ?? '' });
}
