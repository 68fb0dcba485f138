// The text of a JSON request body, kept beside the parsed body for readers that need its numbers exactly.
import type { FastifyRequest } from 'fastify';
import { parseJsonExact } from '../json/exact-json.ts';

const texts = new WeakMap<FastifyRequest, string>();

/** Digits enough for an integer past 2^53: only such bodies are parsed a second time. */
const LONG_DIGITS = /\d{16}/;

export function rememberJsonText(request: FastifyRequest, text: string): void {
  if (LONG_DIGITS.test(text)) texts.set(request, text);
}

/**
 * The request body again, with integers past 2^53 exact (raw JSON), or undefined when the body held none: the
 * plain parse rounds `9223372036854775807` to a double (docs/facts/sql.md §sql.40).
 */
export function exactJsonBody(request: FastifyRequest): unknown {
  const text = texts.get(request);
  return text === undefined ? undefined : parseJsonExact(text, 'integers');
}
