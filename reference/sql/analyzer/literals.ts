// Literals and dynamic parameters: their types, their validation and their rendering.
import type { Literal, Parameter, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { duckTypeOf, type SqlType, T, typeFromName } from '../types.ts';
import type { Bound } from './bound.ts';
import type { AnalysisEnv } from './env.ts';

const MAX_BIGINT = 9223372036854775807n;

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

export function bindLiteral(literal: Literal): Bound {
  switch (literal.type) {
    case 'string':
      return constant(quoteString(literal.value), T.char, literal.span, literal.value);
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
      const value = Number(literal.value);
      if (/^\d+$/.test(literal.value)) {
        // Beyond BIGINT an exact literal has no type: the real system refuses it (docs/facts/robustness.md §robustness.2).
        if (BigInt(literal.value) > MAX_BIGINT)
          throw new SqlError('validation', `Numeric literal '${literal.value}' out of range`, literal.span);
        const type = Math.abs(value) <= 2147483647 ? T.integer : T.bigint;
        return constant(`CAST(${literal.value} AS ${type.name})`, type, literal.span, value);
      }
      const type = /e/i.test(literal.value) ? T.double : T.decimal;
      return constant(`CAST(${literal.value} AS DOUBLE)`, type, literal.span, value);
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

function parameterValueSql(type: SqlType, value: unknown, fail: (why: string) => SqlError): string {
  if (value === null || value === undefined) return `CAST(NULL AS ${duckTypeOf(type)})`;
  switch (type.name) {
    case 'VARCHAR':
      return quoteString(typeof value === 'string' ? value : JSON.stringify(value));
    case 'BIGINT':
    case 'INTEGER': {
      const number = typeof value === 'string' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number)) throw fail(`is not an integer`);
      return `CAST(${number} AS ${type.name})`;
    }
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL': {
      const number = typeof value === 'string' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) throw fail('is not a number');
      return `CAST(${number} AS ${duckTypeOf(type)})`;
    }
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw fail('is not a boolean');
      return value ? 'TRUE' : 'FALSE';
    case 'TIMESTAMP': {
      const text = typeof value === 'string' ? timestampText(value) : undefined;
      if (!text) throw fail(`is not a timestamp such as "2000-01-01 00:00:00"`);
      return `TIMESTAMP ${quoteString(text)}`;
    }
    case 'DATE':
      if (typeof value !== 'string' || !DATE_TEXT.test(value))
        throw fail('is not a date such as "2000-01-01"');
      return `DATE ${quoteString(value)}`;
    case 'ARRAY':
      if (!Array.isArray(value)) throw fail('is not an array');
      return `[${value.map((element) => parameterValueSql(type.element ?? T.varchar, element, fail)).join(', ')}]`;
    default:
      throw fail('has an unsupported type');
  }
}

const typeOfArrayParameter = (value: unknown): SqlType =>
  Array.isArray(value) && value.some((element) => typeof element === 'number')
    ? T.arrayOf(value.every((element) => element === null || Number.isInteger(element)) ? T.bigint : T.double)
    : T.arrayOf(T.varchar);

export function bindParameter(parameter: Parameter, env: AnalysisEnv): Bound {
  const position = parameter.index + 1;
  const given = env.options.parameters[parameter.index];
  if (given === undefined)
    throw new SqlError(
      'validation',
      `No value bound for parameter at position [${position}]`,
      parameter.span,
    );
  const typeName = typeof given.type === 'string' ? given.type.trim().toUpperCase() : '';
  const type = typeName === 'ARRAY' ? typeOfArrayParameter(given.value) : typeFromName(typeName);
  if (type === undefined)
    throw new SqlError(
      'validation',
      `Parameter at position [${position}] has unsupported type [${String(given.type)}]`,
      parameter.span,
    );
  const fail = (why: string) =>
    new SqlError(
      'validation',
      `Parameter at position [${position}] of type ${typeName}: value ${JSON.stringify(given.value)} ${why}`,
      parameter.span,
    );
  const sql = parameterValueSql(type, given.value, fail);
  const value = given.value;
  const constantValue =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null
      ? value
      : undefined;
  const bound: Bound = {
    sql,
    type: given.value === null ? type : type,
    span: parameter.span,
    aggregate: false,
    ungrouped: undefined,
  };
  return constantValue === undefined ? bound : { ...bound, constant: constantValue };
}
