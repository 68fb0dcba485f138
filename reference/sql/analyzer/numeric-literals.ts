// Numeric literals: their type and their range, by the real planner's rules (docs/facts/sql.md §sql.44).
import type { Literal, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { type SqlType, T } from '../types.ts';

const MIN_LONG = -(2n ** 63n);
const MAX_LONG = 2n ** 63n - 1n;
const MIN_INT = -(2 ** 31);
const MAX_INT = 2 ** 31 - 1;

export interface NumericLiteral {
  /** DuckDB SQL of the value. */
  readonly sql: string;
  readonly type: SqlType;
  readonly value: number;
}

const outOfRange = (text: string, span: Span): SqlError =>
  new SqlError('validation', `Numeric literal '${text}' out of range`, span);

/** `[sign]digits[.digits]` split into its unscaled digits (no point, no leading zeros) and its scale. */
function unscaled(text: string): { negative: boolean; digits: string; scale: number } {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  return { negative, digits: `${whole}${fraction}`.replace(/^0+(?=\d)/, ''), scale: fraction.length };
}

/** The planner's scientific form of an approximate literal in its message: `1E309`, `1.2345678E309`. */
function scientific(text: string): string {
  const [mantissa = '', exponent = '0'] = text.split(/e/i);
  const { negative, digits, scale } = unscaled(mantissa);
  const e = digits.length - 1 - scale + Number(exponent);
  const rest = digits.slice(1);
  return `${negative ? '-' : ''}${digits[0] ?? '0'}${rest ? `.${rest}` : ''}E${e}`;
}

/** An integer's type: INTEGER within 32 bits, else BIGINT. */
export const integerTypeOf = (value: bigint): SqlType =>
  value >= BigInt(MIN_INT) && value <= BigInt(MAX_INT) ? T.integer : T.bigint;

/**
 * A number as written, with its sign when a minus stood right before it (`-9223372036854775808` is one literal).
 * Exact literals hold an unscaled value that fits in 64 bits (`9223372036854775808` and `1.50000000000000000000`
 * are out of range); approximate ones (with an exponent) must be finite doubles.
 */
export function numericLiteral(literal: Literal, negative: boolean): NumericLiteral {
  const text = `${negative ? '-' : ''}${literal.value}`;
  if (/e/i.test(text)) {
    const value = Number(text);
    if (!Number.isFinite(value)) throw outOfRange(scientific(text), literal.span);
    return { sql: `CAST(${text} AS DOUBLE)`, type: T.double, value };
  }
  const { negative: minus, digits, scale } = unscaled(text);
  const value = BigInt(`${minus ? '-' : ''}${digits || '0'}`);
  if (value < MIN_LONG || value > MAX_LONG) {
    const [whole = '0', fraction] = text.replace(/^-/, '').split('.');
    const written = `${minus ? '-' : ''}${whole.replace(/^0+(?=\d)/, '')}${fraction === undefined ? '' : `.${fraction}`}`;
    throw outOfRange(written, literal.span);
  }
  if (scale > 0) return { sql: `CAST(${text} AS DOUBLE)`, type: T.decimal, value: Number(text) };
  const type = integerTypeOf(value);
  return { sql: `CAST(${value} AS ${type.name})`, type, value: Number(value) };
}
