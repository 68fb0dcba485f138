// JSON text as the real system's serializer writes it: compact, doubles in Java's Double.toString form (2.0, 1.5E300).
import { doubleText } from './number-text.ts';

/** A double as Java prints it (`2.0`, `1.5E300`); infinities and NaN as strings, the way results carry them. */
export function javaDouble(value: number): string {
  return Number.isFinite(value) ? doubleText(value) : JSON.stringify(String(value));
}

/** The JSON text of an array value; numbers of a DOUBLE / FLOAT array in Java's form. */
export function javaJson(value: unknown, doubles: boolean): string {
  if (!doubles || !Array.isArray(value)) return JSON.stringify(value);
  return `[${value.map((element) => (typeof element === 'number' ? javaDouble(element) : JSON.stringify(element ?? null))).join(',')}]`;
}

/** A multi-value string as results show it: null when empty, the string when one, else the list's JSON text. */
export function multiValueText(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? null;
  if (value.length === 0) return null;
  if (value.length === 1) return value[0] ?? null;
  return JSON.stringify(value);
}

// A JSON number token: an optional minus, digits, then a fraction and / or an exponent for a floating-point one.
const NUMBER = /-?\d+(\.\d+)?([eE][+-]?\d+)?/y;

/**
 * JSON text as the real system's Jackson writes a parsed document: a number with a fraction or an exponent is a double
 * in Java's form (`1e300` → `1.0E300`, `1E2` → `100.0`), `-0` is `0`, other integers keep every digit, strings stay.
 */
export function javaJsonText(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === '"') {
      // A string: copied up to its closing quote, escapes included.
      let end = i + 1;
      while (end < text.length && text.charAt(end) !== '"') end += text.charAt(end) === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const token = NUMBER.exec(text)?.[0] ?? c;
      const floating = /[.eE]/.test(token);
      const value = Number(token);
      out += floating && Number.isFinite(value) ? doubleText(value) : token === '-0' ? '0' : token;
      i += token.length;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
