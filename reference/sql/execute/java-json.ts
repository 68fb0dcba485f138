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
