// Comparisons in a filter (WHERE, HAVING, an aggregate's FILTER): Druid plans them as native filters, whose matching
// differs from expressions where a string meets a number or a FLOAT meets a literal (docs/facts/sql-semantics.md §sql-semantics.3).
import { isIntegral, isNumeric } from '../types.ts';
import type { Bound } from './bound.ts';
import { once } from './java-values.ts';

const RANGE: ReadonlySet<string> = new Set(['<', '<=', '>', '>=']);
const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

const isNumberConstant = (bound: Bound): boolean =>
  typeof bound.constant === 'number' && isNumeric(bound.type) && bound.type.name !== 'NULL';
const isPlainString = (bound: Bound): boolean =>
  bound.type.name === 'VARCHAR' && !bound.type.multiValue && bound.constant === undefined;

/** A long as Druid's filters read one from text: an optional sign and digits only. */
const LONG_TEXT = "'[+-]?[0-9]+'";
/** A number as BigDecimal and Guava read one: no blanks, no infinities. */
const NUMBER_TEXT = "'[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?'";

/** A string equal to a number: it reads as a long (an integer literal) or as a double (any other), else false. */
function stringEquals(text: string, literal: Bound): string {
  const integral = isIntegral(literal.type);
  return once(
    text,
    (v) =>
      `CASE WHEN ${v} IS NULL THEN NULL ELSE coalesce(regexp_full_match(${v}, ${integral ? LONG_TEXT : NUMBER_TEXT}) ` +
      `AND TRY_CAST(${v} AS ${integral ? 'BIGINT' : 'DOUBLE'}) = ${literal.sql}, false) END`,
  );
}

/** A string against a number in numeric order: texts that are not numbers sort before every number. */
function stringRange(text: string, operator: string, literal: Bound): string {
  const beforeEveryNumber = operator === '<' || operator === '<=' ? 'true' : 'false';
  return once(
    text,
    (v) =>
      `CASE WHEN ${v} IS NULL THEN NULL WHEN regexp_full_match(${v}, ${NUMBER_TEXT}) ` +
      `THEN TRY_CAST(${v} AS DOUBLE) ${operator} ${literal.sql} ELSE ${beforeEveryNumber} END`,
  );
}

/**
 * A floating-point column against a number, in Java's `Double.compare` order, where -0.0 is below 0.0 (live 33:
 * `d IN (0.0)` and `f >= 0.0` leave out the rows holding -0.0); a FLOAT is equal to a literal in single precision.
 */
function floatingFilter(value: string, type: 'FLOAT' | 'DOUBLE', op: string, literal: string): string {
  const right = type === 'FLOAT' ? `CAST(${literal} AS FLOAT)` : literal;
  return once(value, (v) => {
    const ordered = `(CASE WHEN ${v} = 0 AND signbit(${v}) THEN -4.9e-324 ELSE CAST(${v} AS DOUBLE) END)`;
    if (RANGE.has(op)) return `(${ordered} ${op} CAST(${literal} AS DOUBLE))`;
    const equal = `(${v} = ${right} AND NOT (${v} = 0 AND signbit(${v})))`;
    return op === '=' ? equal : `(NOT ${equal})`;
  });
}

/**
 * The filter's SQL for `left op right`, or undefined when a filter matches as the expression would: a string column
 * against a number (equality by reading the text as the literal's kind of number, order by numeric text order) and
 * a FLOAT against a number (equality in single precision).
 */
export function filterComparison(operator: string, left: Bound, right: Bound): Bound['sql'] | undefined {
  const [value, literal, op] = isNumberConstant(right)
    ? [left, right, operator]
    : isNumberConstant(left)
      ? [right, left, FLIPPED[operator] ?? operator]
      : [undefined, undefined, operator];
  if (value === undefined || literal === undefined) return undefined;
  if (isPlainString(value)) {
    if (RANGE.has(op)) return stringRange(value.sql, op, literal);
    const equal = stringEquals(value.sql, literal);
    return op === '=' ? equal : `(NOT ${equal})`;
  }
  if (value.type.name === 'FLOAT' || value.type.name === 'DOUBLE')
    return floatingFilter(value.sql, value.type.name, op, literal.sql);
  return undefined;
}

/** `value [NOT] IN (list)` as a filter, when every item is a number and the value a string or a FLOAT. */
export function filterIn(value: Bound, list: readonly Bound[], negated: boolean): string | undefined {
  if (list.length === 0 || !list.every((item) => isNumberConstant(item) || item.constant === null))
    return undefined;
  const numbers = list.filter(isNumberConstant);
  const parts = numbers.map((item) => filterComparison('=', value, item));
  if (parts.some((part) => part === undefined) || parts.length === 0) return undefined;
  // A NULL in the list matches nothing but makes NOT IN unknown, as in SQL.
  const hasNull = numbers.length < list.length;
  const any = `(${parts.join(' OR ')})`;
  if (!negated) return hasNull ? `(CASE WHEN ${any} THEN true ELSE NULL END)` : any;
  return hasNull ? `(CASE WHEN ${any} THEN false ELSE NULL END)` : `(NOT ${any})`;
}

/** `value [NOT] BETWEEN low AND high` as a filter over a string and two numbers. */
export function filterBetween(value: Bound, low: Bound, high: Bound, negated: boolean): string | undefined {
  if (!isNumberConstant(low) || !isNumberConstant(high)) return undefined;
  const floating = value.type.name === 'DOUBLE' || value.type.name === 'FLOAT';
  if (!isPlainString(value) && !(floating && value.constant === undefined)) return undefined;
  const range = (op: string, literal: Bound) =>
    floating
      ? floatingFilter(value.sql, value.type.name as 'DOUBLE' | 'FLOAT', op, literal.sql)
      : stringRange(value.sql, op, literal);
  const within = `(${range('>=', low)} AND ${range('<=', high)})`;
  return negated ? `(NOT ${within})` : within;
}
