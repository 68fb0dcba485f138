// Guards for request bodies: configuration endpoints take a JSON object, nothing else.
import { ApiError } from '../errors/api-error.ts';

export type JsonObject = Record<string, unknown>;

export function requireJsonObject(body: unknown, what: string): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ApiError.of('invalidConfig', { detail: `${what} must be a JSON object` });
  }
  return body as JsonObject;
}
