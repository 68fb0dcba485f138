// JSON numbers kept digit for digit: 64-bit integers beyond 2^53 and Java-style number text survive JSON round trips.

/** A value JSON.stringify writes as its text, unquoted (Node's `JSON.rawJSON`, not yet in TypeScript's lib). */
export interface RawJson {
  readonly rawJSON: string;
}

const native = JSON as unknown as {
  rawJSON(text: string): RawJson;
  isRawJSON(value: unknown): boolean;
};

type Reviver = (key: string, value: unknown, context?: { source?: string }) => unknown;
const parseWithSource = JSON.parse as (text: string, reviver: Reviver) => unknown;

/** A number as exact JSON text: `9223372036854775807`, `1.0E21`. The caller vouches that `text` is a JSON number. */
export const rawJson = (text: string): RawJson => native.rawJSON(text);

export const isRawJson = (value: unknown): value is RawJson => native.isRawJSON(value);

/** A 64-bit integer as a JSON-ready value: a number while exact, else its digits as raw JSON. */
export function exactInteger(value: bigint): number | RawJson {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : rawJson(value.toString());
}

const INTEGER_TEXT = /^-?\d+$/;

/**
 * JSON.parse that keeps what a plain parse would lose. `integers`: integers beyond 2^53 stay raw JSON (request
 * bodies, whose other numbers code reads as numbers). `text`: every number written differently from JavaScript's
 * own rendering (`1.0`, `1.0E21`) stays raw JSON too (stored result rows, written back out as they came).
 */
export function parseJsonExact(text: string, keep: 'integers' | 'text'): unknown {
  return parseWithSource(text, (_key, value, context) => {
    const source = context?.source;
    if (typeof value !== 'number' || source === undefined) return value;
    if (keep === 'text') return source === JSON.stringify(value) ? value : rawJson(source);
    return !Number.isSafeInteger(value) && INTEGER_TEXT.test(source) ? rawJson(source) : value;
  });
}
