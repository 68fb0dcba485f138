// Literals: their types, their validation and their rendering (dynamic parameters: parameters.ts).
import type { Literal, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { charOf, type SqlType, T } from '../types.ts';
import type { Bound } from './bound.ts';
import { numericLiteral } from './numeric-literals.ts';

const constant = (
  sql: string,
  type: SqlType,
  span: Span,
  value: string | number | boolean | null,
): Bound => ({ sql, type, span, aggregate: false, ungrouped: undefined, constant: value });

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** Normalises `yyyy-MM-dd[ HH:mm[:ss[.fff]]]` for DuckDB, or undefined when it is not a valid timestamp. */
export function timestampText(text: string): string | undefined {
  const m = TIMESTAMP_TEXT.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = ''] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d) || Number(h) > 23)
    return undefined;
  return `${y}-${mo}-${d} ${h}:${mi}:${s}${fraction}`;
}

const INTERVAL_UNITS = new Set(['SECOND', 'MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'QUARTER', 'YEAR']);

function intervalSql(literal: Literal): string {
  const unit = (literal.unit ?? '').toUpperCase();
  const value = literal.value.trim();
  const sign = value.startsWith('-') ? -1 : 1;
  const body = value.replace(/^[+-]/, '');
  const bad = () =>
    new SqlError('validation', `Illegal interval literal '${literal.value}' ${unit}`, literal.span);
  if (INTERVAL_UNITS.has(unit)) {
    if (!/^\d+(\.\d+)?$/.test(body)) throw bad();
    const amount = Number(body) * sign;
    return unit === 'QUARTER' ? `INTERVAL ${amount * 3} MONTH` : `INTERVAL ${amount} ${unit}`;
  }
  if (unit === 'YEAR TO MONTH') {
    const m = /^(\d+)-(\d+)$/.exec(body);
    if (!m) throw bad();
    return `(INTERVAL ${sign * Number(m[1])} YEAR + INTERVAL ${sign * Number(m[2])} MONTH)`;
  }
  const m = /^(?:(\d+) )?(\d+)(?::(\d+))?(?::(\d+(?:\.\d+)?))?$/.exec(body);
  if (!m || !/ TO /.test(unit)) throw bad();
  const [days, hours, minutes, seconds] = [m[1], m[2], m[3], m[4]].map((part) => Number(part ?? 0));
  const ms = ((((days ?? 0) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60 + (seconds ?? 0)) * 1000 * sign;
  return `INTERVAL ${ms} MILLISECOND`;
}

/** A literal's value and type; `negative`: a minus sign stood right before a number, which it belongs to. */
export function bindLiteral(literal: Literal, negative = false): Bound {
  switch (literal.type) {
    case 'string':
      return constant(quoteString(literal.value), charOf(literal.value), literal.span, literal.value);
    case 'boolean':
      return constant(
        literal.value.toUpperCase(),
        T.boolean,
        literal.span,
        literal.value.toUpperCase() === 'TRUE',
      );
    case 'null':
      return constant('NULL', T.null, literal.span, null);
    case 'number': {
      // Beyond 64 bits an exact literal has no type: the real system refuses it (docs/facts/sql.md §sql.44).
      const number = numericLiteral(literal, negative);
      return constant(number.sql, number.type, literal.span, number.value);
    }
    case 'timestamp': {
      const text = timestampText(literal.value);
      if (!text)
        throw new SqlError('validation', `Illegal TIMESTAMP literal '${literal.value}'`, literal.span);
      return constant(`TIMESTAMP ${quoteString(text)}`, T.timestamp, literal.span, literal.value);
    }
    case 'date':
      if (!DATE_TEXT.test(literal.value.trim()) || !timestampText(literal.value))
        throw new SqlError('validation', `Illegal DATE literal '${literal.value}'`, literal.span);
      return constant(`DATE ${quoteString(literal.value.trim())}`, T.date, literal.span, literal.value);
    case 'interval':
      return {
        sql: intervalSql(literal),
        type: T.interval,
        span: literal.span,
        aggregate: false,
        ungrouped: undefined,
      };
  }
}
