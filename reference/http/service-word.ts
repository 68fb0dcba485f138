// Lets the reference answer under another service word (e.g. `druid`): paths, request and response header names.
import type { FastifyInstance } from 'fastify';
import { UNIFIED_ERROR } from '../errors/catalog.ts';

/** The word the spec's paths and headers are written with; routes are registered under it. */
export const SPEC_WORD = 'analytics';
/** The unified error's name, `druidException` in the real system: it carries the word too. */
const SPEC_EXCEPTION = `${SPEC_WORD}Exception`;

/** The unified error's kind as the JSON serializer writes it (`"error":"analyticsException"`). */
const UNIFIED_ERROR_MEMBER = `"error":${JSON.stringify(UNIFIED_ERROR)}`;

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Maps a request URL written with `word` to the spec's: `/druid/v2/sql` → `/analytics/v2/sql`,
 * `/druid-ext/…` → `/analytics-ext/…`. Paths written with the spec's own word are not served by a server
 * that uses another one: they map to a path no route has, so they answer 404 like any unknown path.
 */
export function specUrl(word: string, url: string): string {
  if (word === SPEC_WORD) return url;
  for (const suffix of ['/', '-ext/']) {
    if (url.startsWith(`/${word}${suffix}`))
      return `/${SPEC_WORD}${suffix}${url.slice(word.length + 1 + suffix.length)}`;
    if (url.startsWith(`/${SPEC_WORD}${suffix}`)) return `/.unserved${url}`;
  }
  return url;
}

/** Request headers `X-Druid-…` are read as `X-Analytics-…`; response headers `X-Analytics-…` leave as `X-Druid-…`. */
export function installServiceWord(app: FastifyInstance, word: string): void {
  if (word === SPEC_WORD) return;
  const theirs = `x-${word.toLowerCase()}-`;
  const ours = `x-${SPEC_WORD}-`;
  app.addHook('onRequest', async (request) => {
    for (const name of Object.keys(request.headers)) {
      // A server with another word ignores the spec's own header names, as it would any unknown header.
      if (name.startsWith(ours)) delete request.headers[name];
    }
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.startsWith(theirs)) request.headers[`${ours}${name.slice(theirs.length)}`] = value;
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (name.toLowerCase() === 'www-authenticate' && value !== undefined) {
        reply.header(name, theirWord(word, value as string | string[]));
        continue;
      }
      if (!name.toLowerCase().startsWith(ours) || value === undefined) continue;
      reply.removeHeader(name);
      reply.header(`X-${capitalised(word)}-${name.slice(ours.length)}`, value);
    }
    if (typeof payload !== 'string') return payload;
    // The unified error kind is named after the word (Druid's `druidException`), also inside 200 answers such as
    // a failed statement's status (facts §http.9); only that exact JSON member is rewritten, never data.
    const named = payload.replaceAll(UNIFIED_ERROR_MEMBER, `"error":"${word}Exception"`);
    // Error messages name paths and headers in the client's word: nothing of the spec's word shows (facts §http.9).
    return reply.statusCode >= 400 ? theirWord(word, named) : named;
  });
}

/** Text with the spec's word in paths, header names and the authentication realm written in `word`. */
export function theirWord<T extends string | string[]>(word: string, text: T): T {
  const one = (value: string) =>
    value
      .replace(
        new RegExp(`/${SPEC_WORD}(-ext)?/`, 'g'),
        (_match, ext: string | undefined) => `/${word}${ext ?? ''}/`,
      )
      .replace(new RegExp(`X-${capitalised(SPEC_WORD)}-`, 'gi'), `X-${capitalised(word)}-`)
      .replace(new RegExp(`realm="${SPEC_WORD}"`, 'g'), `realm="${word}"`)
      .replaceAll(SPEC_EXCEPTION, `${word}Exception`);
  return (Array.isArray(text) ? text.map(one) : one(text)) as T;
}
