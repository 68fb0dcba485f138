// The real system's HTTP habits below the routes (§http.2–§http.8): URI and body limits, compressed bodies, media types, 405 with Allow.
import type { Socket } from 'node:net';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import { constants, createGunzip, createGzip, createInflate, gzip, gzipSync } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { declaredRoutes } from './route-permission.ts';

/** The longest request URI served (the real system's Jetty answers 414 beyond 8 KiB, §http.5). */
export const MAX_URI_LENGTH = 8192;
/** The largest request body, after decompression: a bigger one, or a zip bomb, is a 413 (§http.6). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

const gzipAsync = promisify(gzip);
/** Responses up to this size are compressed at once on the event loop: well under a millisecond at the fastest level. */
const GZIP_INLINE_MAX_BYTES = 64 * 1024;

/** Routes that read a SQL request object, or raw SQL as text/plain or a form body (§http.4). */
const RAW_SQL_ROUTES: ReadonlySet<string> = new Set([
  'POST /analytics/v2/sql',
  'POST /analytics/v2/sql/task',
  'POST /analytics/v2/sql/statements',
]);

/** Routes that read any body as their own protocol, whatever its media type: JDBC's Avatica endpoint (§avatica.2). */
const ANY_MEDIA_TYPE_ROUTES: ReadonlySet<string> = new Set([
  'POST /analytics/v2/sql/avatica',
  'POST /analytics/v2/sql/avatica-protobuf',
]);

const mediaType = (request: FastifyRequest): string | undefined =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Counts the inflated bytes and stops the inflation past the limit, before it allocates more (a zip bomb). */
class InflatedLimit extends Transform {
  private inflated = 0;
  /** The compressed bytes read from the client: Fastify checks them against Content-Length and the body limit. */
  receivedEncodedLength = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.inflated += chunk.length;
    if (this.inflated > this.limit) done(ApiError.of('bodyTooLarge'));
    else done(null, chunk);
  }
}

/** The body as the client encoded it with gzip or deflate, inflated; Fastify reads the raw size from `receivedEncodedLength`. */
function inflated(raw: NodeJS.ReadableStream & { receivedEncodedLength?: number }, encoding: string) {
  const inflate = encoding === 'deflate' ? createInflate() : createGunzip();
  const limit = new InflatedLimit(MAX_BODY_BYTES);
  const out = limit;
  raw.on('data', (chunk: Buffer) => {
    out.receivedEncodedLength += chunk.length;
  });
  // Bytes that are not the named encoding are the client's fault: a 400, not the real system's 500.
  inflate.on('error', (error) =>
    out.destroy(
      ApiError.of('invalidInput', { detail: `The request body is not ${encoding}: ${error.message}` }),
    ),
  );
  limit.on('error', () => {
    raw.unpipe(inflate);
    inflate.destroy();
  });
  raw.pipe(inflate).pipe(limit);
  return out;
}

const allowedCache = new WeakMap<FastifyInstance, { pattern: RegExp; method: string }[]>();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every declared route as a pattern over decoded path segments (`:name` is one segment). */
function routePatterns(app: FastifyInstance) {
  let patterns = allowedCache.get(app);
  if (patterns === undefined) {
    patterns = declaredRoutes(app).map(({ method, url }) => {
      const segments = url
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
      return { method, pattern: new RegExp(`^${segments.join('/')}/?$`) };
    });
    allowedCache.set(app, patterns);
  }
  return patterns;
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment).replace(/\//g, '%2F');
  } catch {
    return segment;
  }
};

/** The methods some route serves on this path (the URL as the router saw it), sorted; empty for an unknown path. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const [path = '/'] = url.split('?');
  const decoded = path.split('/').map(decodeSegment).join('/');
  const methods = new Set<string>();
  for (const { method, pattern } of routePatterns(app)) if (pattern.test(decoded)) methods.add(method);
  return [...methods].sort();
}

const acceptsGzip = (request: FastifyRequest): boolean =>
  /(?:^|,)\s*(?:gzip|\*)\s*(?:;\s*q\s*=\s*(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i.test(
    String(request.headers['accept-encoding'] ?? ''),
  );

/** A client error the HTTP parser found before Fastify saw a request: the spec's error body, never a bare close. */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // An overflow in a request line longer than the URI limit is a URI too long; otherwise the headers are too large.
  const received = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  const requestLine = received.split('\r\n')[0] ?? '';
  const uriTooLong =
    error.code === 'HPE_HEADER_OVERFLOW' &&
    (!received.includes('\r\n') || requestLine.length > MAX_URI_LENGTH);
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? uriTooLong
        ? [414, 'URI Too Long', `The request URI is longer than the server accepts`]
        : [431, 'Request Header Fields Too Large', 'The request headers are larger than the server accepts']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request was not received in time']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Errors the router finds before any hook runs, in the spec's error body (the path is not echoed: it is the router's). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, ApiError.of('uriTooLong').message]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, 'Malformed %-escape in the request path']
        : [500, 'An internal error occurred; the server log has the details'];
  void reply.code(status).type('application/json').send({ error: message });
}

/** Query parameters that may be repeated: `datasources` of the metadata store's segment lists. */
const LIST_PARAMETERS = new Set(['datasources']);

export function installHttpHabits(app: FastifyInstance): void {
  // Before authentication, as the real system's Jetty refuses it before any filter.
  app.addHook('onRequest', async (request) => {
    if ((request.raw.url ?? '').length > MAX_URI_LENGTH) throw ApiError.of('uriTooLong');
  });

  // Routes read their query parameters as single strings: a repeated one (an array) is refused with a 400 here,
  // but for the parameters that are lists (docs/facts/robustness.md §robustness.6).
  app.addHook('preValidation', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(query))
      if (Array.isArray(value) && !LIST_PARAMETERS.has(name))
        throw ApiError.of('invalidQueryParameter', { name, value: value.join(', '), expected: 'one value' });
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    // An unknown path or method is a 404 or 405 whatever its body: nothing is parsed for it.
    if (!hasBody(request) || request.is404) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const type = mediaType(request);
    if (RAW_SQL_ROUTES.has(route)) {
      // The real system's SQL endpoint (36.0.0) refuses a body without a Content-Type with a 400.
      if (type === undefined) throw ApiError.of('missingContentType');
    } else if (
      (type === 'text/plain' || type === 'application/x-www-form-urlencoded') &&
      !ANY_MEDIA_TYPE_ROUTES.has(route)
    ) {
      // Only the SQL endpoints read raw SQL: elsewhere such a body is a media type the route does not take.
      throw ApiError.of('unsupportedMediaType', { contentType: String(request.headers['content-type']) });
    }
    const encoding = String(request.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (encoding === 'identity' || encoding === '') return payload;
    if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate')
      return inflated(payload, encoding === 'deflate' ? 'deflate' : 'gzip');
    throw ApiError.of('unsupportedMediaType', { contentType: `Content-Encoding ${encoding}` });
  });
}

/** Installed after every other onSend hook: the body they finish is the one compressed. */
export function installResponseCompression(app: FastifyInstance): void {
  // The real system compresses answers for clients that accept gzip (§http.7).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.getHeader('content-encoding') !== undefined) return payload;
    // A streamed SQL answer is compressed as it flows; a failure that cuts it off cuts the compressed body off too.
    if (payload instanceof Readable && request.routeOptions.url?.endsWith('/v2/sql') === true) {
      reply.header('Vary', 'Accept-Encoding');
      if (!acceptsGzip(request)) return payload;
      reply.header('Content-Encoding', 'gzip');
      return pipeline(payload, createGzip({ level: constants.Z_BEST_SPEED }), () => {});
    }
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const size = Buffer.byteLength(payload);
    // Any answer with a body, however short, as the real system compresses `/status/health`'s 4 bytes (§http.7).
    if (!acceptsGzip(request) || size === 0) return payload;
    // A small body is compressed at once (a round trip to the thread pool costs more than the work, issue 20); a
    // large one off the event loop, so it does not stall other requests.
    const compressed =
      size <= GZIP_INLINE_MAX_BYTES
        ? gzipSync(payload, { level: constants.Z_BEST_SPEED })
        : await gzipAsync(payload);
    reply.header('Content-Encoding', 'gzip');
    reply.header('Content-Length', compressed.length);
    return compressed;
  });
}
