// The one place that turns thrown errors into the spec's error bodies; nothing else writes an error response.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';

/** Maps framework errors (body parsing, media types) to catalogue errors; everything unknown is internal. */
function toApiError(error: FastifyError, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ApiError.of('unsupportedMediaType', {
        contentType: String(request.headers['content-type'] ?? ''),
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ApiError.of('bodyTooLarge');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return ApiError.of('malformedJson', { detail: error.message });
  }
  if (error instanceof SyntaxError) return ApiError.of('malformedJson', { detail: error.message });
  // Any other client error the framework detected keeps its meaning: the request, not the server, is at fault.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return ApiError.of('invalidInput', { detail: error.message });
  return ApiError.of('internal');
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error, request);
    if (apiError.code === 'internal') request.log.error({ err: error }, 'unexpected error');
    // Coordinator and Overlord endpoints answer {error}; other error shapes join here with their areas.
    return reply.code(apiError.status).type('application/json').send({ error: apiError.message });
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json')
      .send({ error: `No resource at ${request.method} ${request.url}` }),
  );
}
