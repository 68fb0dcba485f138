// Dynamic parameters: each `?` becomes a literal of its value, typed and checked the way the real planner does.

import { isRawJson } from '../../json/exact-json.ts';
import type { Parameter } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { duckTypeOf, type SqlType, T, typeFromName } from '../types.ts';
import type { Bound } from './bound.ts';
import type { AnalysisEnv } from './env.ts';
import { timestampText } from './literals.ts';
import { integerTypeOf } from './numeric-literals.ts';

const MIN_LONG = -(2n ** 63n);
const MAX_LONG = 2n ** 63n - 1n;

/** A parameter as a literal: its DuckDB SQL and its type, which may follow its value (a BIGINT 12 is INTEGER). */
interface ParameterLiteral {
  readonly sql: string;
  readonly type: SqlType;
  /** The number the literal holds, where it differs from the given value (cut, wrapped). */
  readonly number?: number;
}

type Fail = (why: string) => SqlError;

/** A JSON number of the request, exact when it was an integer past 2^53 (read as raw JSON). */
function numberOf(value: unknown): number | bigint | undefined {
  if (typeof value === 'number') return value;
  if (isRawJson(value)) return BigInt(value.rawJSON);
  return undefined;
}

/**
 * An integer parameter is the 64-bit value of its number: a fraction is cut toward zero, an integer past the type's
 * width wraps as a Java long or int does, and the literal is INTEGER or BIGINT by its value (§sql.45).
 */
function integerParameter(type: SqlType, value: unknown, fail: Fail): ParameterLiteral {
  const number = numberOf(value);
  if (number === undefined) throw fail('is not a number');
  let exact: bigint;
  if (typeof number === 'bigint') exact = number;
  else if (Number.isInteger(number)) exact = BigInt(number);
  else {
    // A fraction is a Java double narrowed to a long: cut toward zero and held at the long's ends.
    const cut = BigInt(Math.trunc(number));
    exact = cut < MIN_LONG ? MIN_LONG : cut > MAX_LONG ? MAX_LONG : cut;
  }
  const wrapped = type.name === 'BIGINT' ? BigInt.asIntN(64, exact) : BigInt.asIntN(32, exact);
  const literalType = integerTypeOf(wrapped);
  return { sql: `CAST(${wrapped} AS ${literalType.name})`, type: literalType, number: Number(wrapped) };
}

/** DOUBLE, FLOAT and REAL parameters are DOUBLE literals; a DECIMAL of an integral value is an integer literal. */
function approximateParameter(type: SqlType, value: unknown, fail: Fail): ParameterLiteral {
  const number = numberOf(value);
  if (number === undefined) throw fail('is not a number');
  const double = Number(number);
  if (type.name === 'DECIMAL' && Number.isInteger(double)) {
    const exact = typeof number === 'bigint' ? number : BigInt(double);
    if (exact >= MIN_LONG && exact <= MAX_LONG) {
      const literalType = integerTypeOf(exact);
      return { sql: `CAST(${exact} AS ${literalType.name})`, type: literalType, number: Number(exact) };
    }
  }
  const literalType = type.name === 'DECIMAL' ? T.decimal : T.double;
  return { sql: `CAST(${double} AS DOUBLE)`, type: literalType, number: double };
}

const ZONED = /^(.*?)(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** `yyyy-MM-dd HH:mm:ss.SSS` of an instant, in UTC. */
const utcText = (millis: number): string | undefined => {
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('T', ' ').replace(/Z$/, '');
};

/**
 * A TIMESTAMP parameter: SQL or ISO 8601 text, or epoch milliseconds. Millis and text with an offset name an
 * instant whose UTC clock reading becomes the literal, read in the query zone as the real planner does (§sql.45).
 */
function timestampParameter(value: unknown, fail: Fail): ParameterLiteral {
  const why = 'is not a timestamp such as "2000-01-01 00:00:00" or a number of milliseconds';
  let text: string | undefined;
  const number = numberOf(value);
  if (number !== undefined) text = utcText(Math.trunc(Number(number)));
  else if (typeof value === 'string') {
    const zoned = ZONED.exec(value.trim());
    const local = timestampText(zoned ? (zoned[1] ?? '') : value);
    if (local && zoned && zoned[2] !== undefined) {
      const offset = (Number(zoned[3]) * 60 + Number(zoned[4])) * (zoned[2] === '-' ? -1 : 1);
      text = utcText(Date.parse(`${local.replace(' ', 'T')}Z`) - offset * 60_000);
    } else text = local;
  }
  if (text === undefined || timestampText(text) === undefined) throw fail(why);
  return { sql: `TIMESTAMP ${quoteString(text)}`, type: T.timestamp };
}

function parameterLiteral(type: SqlType, value: unknown, fail: Fail): ParameterLiteral {
  if (value === null || value === undefined) return { sql: `CAST(NULL AS ${duckTypeOf(type)})`, type };
  switch (type.name) {
    case 'VARCHAR':
      if (typeof value !== 'string') throw fail('is not a string');
      return { sql: quoteString(value), type };
    case 'BIGINT':
    case 'INTEGER':
      return integerParameter(type, value, fail);
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
      return approximateParameter(type, value, fail);
    case 'BOOLEAN':
      if (typeof value !== 'boolean') throw fail('is not a boolean');
      return { sql: value ? 'TRUE' : 'FALSE', type };
    case 'TIMESTAMP':
      return timestampParameter(value, fail);
    case 'DATE':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !timestampText(value))
        throw fail('is not a date such as "2000-01-01"');
      return { sql: `DATE ${quoteString(value)}`, type };
    case 'ARRAY': {
      if (!Array.isArray(value)) throw fail('is not an array');
      const element = type.element ?? T.varchar;
      const sqls = value.map((item) => (item === null ? 'NULL' : parameterLiteral(element, item, fail).sql));
      return { sql: `CAST([${sqls.join(', ')}] AS ${duckTypeOf(type)})`, type };
    }
    default:
      throw fail('has an unsupported type');
  }
}

const isInteger = (element: unknown): boolean =>
  element === null || isRawJson(element) || Number.isInteger(element);

const typeOfArrayParameter = (value: unknown): SqlType =>
  Array.isArray(value) && value.some((element) => typeof element === 'number' || isRawJson(element))
    ? T.arrayOf(value.every(isInteger) ? T.bigint : T.double)
    : T.arrayOf(T.varchar);

/** The `?` at `parameter.index`, bound to its value; a missing value, an unknown type or a bad value is a 400. */
export function bindParameter(parameter: Parameter, env: AnalysisEnv): Bound {
  const position = parameter.index + 1;
  const given = env.options.parameters[parameter.index];
  if (given === undefined)
    // Worded as the real system does, without the text position (recorded 36 `-081-`; §sql.61).
    throw new SqlError('validation', `No value bound for parameter (position [${position}])`);
  const typeName = typeof given.type === 'string' ? given.type.trim().toUpperCase() : '';
  const declared = typeName === 'ARRAY' ? typeOfArrayParameter(given.value) : typeFromName(typeName);
  if (declared === undefined)
    throw new SqlError(
      'validation',
      `Parameter at position [${position}] has unsupported type [${String(given.type)}]`,
      parameter.span,
    );
  const fail: Fail = (why) =>
    new SqlError(
      'validation',
      `Parameter at position [${position}] of type ${typeName}: value ${JSON.stringify(given.value)} ${why}`,
      parameter.span,
    );
  // TINYINT and SMALLINT parameters are integer literals like INTEGER ones (§sql.45).
  const type: SqlType = declared.narrow ? T.integer : declared;
  const literal = parameterLiteral(type, given.value, fail);
  const value = given.value;
  const bound: Bound = {
    sql: literal.sql,
    // A VARCHAR parameter is a string literal, reported as CHAR, and a null one a bare NULL (§sql.62: recorded 36
    // `-080-`, `-090-`).
    type: literal.type === T.varchar ? (value === null ? T.null : T.char) : literal.type,
    span: parameter.span,
    aggregate: false,
    ungrouped: undefined,
  };
  const constant =
    literal.number !== undefined
      ? literal.number
      : typeof value === 'string' || typeof value === 'boolean' || value === null
        ? value
        : undefined;
  return constant === undefined ? bound : { ...bound, constant };
}
