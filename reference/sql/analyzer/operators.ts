// Operators: arithmetic with the real system's integer semantics, string concatenation, comparison and logic.
import type { BinaryOperator, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { guardedConcat } from '../functions/string-bounds.ts';
import { charOf, commonType, isIntegral, isNumeric, type SqlType, T } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import { coerceSql, textOf } from './cast.ts';
import { filterComparison } from './filter-comparisons.ts';
import { type LongOperand, longArithmetic, longNegation } from './java-values.ts';
import { multiValueBinary } from './multi-value-calls.ts';

const typeError = (operator: string, left: Bound, right: Bound, span: Span): SqlError =>
  new SqlError(
    'validation',
    `Cannot apply '${operator}' to arguments of type '<${left.type.name}> ${operator} <${right.type.name}>'`,
    span,
  );

/** Both operands converted to the type they are compared in; fails when they cannot be compared. */
export function comparable(left: Bound, right: Bound, span: Span, operator: string): [string, string] {
  const common = commonType(left.type, right.type);
  if (common === undefined || common.name === 'INTERVAL') throw typeError(operator, left, right, span);
  // Numbers of two floating-point kinds compare as doubles (Druid 33 live: "f" = "d" with d 1e300 is false).
  const mixed = common.name === 'FLOAT' && (left.type.name !== 'FLOAT' || right.type.name !== 'FLOAT');
  const type = mixed ? T.double : common;
  return [coerceSql(left, type), coerceSql(right, type)];
}

export function bindUnary(operator: '-' | '+' | 'NOT', operand: Bound, span: Span): Bound {
  if (operator === 'NOT') {
    if (operand.type.name !== 'BOOLEAN' && operand.type.name !== 'NULL')
      throw new SqlError(
        'validation',
        `Cannot apply 'NOT' to arguments of type '<${operand.type.name}>'`,
        span,
      );
    return derive(`(NOT ${operand.sql})`, T.boolean, span, [operand]);
  }
  if (!isNumeric(operand.type) && operand.type.name !== 'INTERVAL')
    throw new SqlError(
      'validation',
      `Cannot apply '${operator}' to arguments of type '<${operand.type.name}>'`,
      span,
    );
  // -(-9223372036854775808) wraps to itself, as Java's negation does.
  const long = operator === '-' && isIntegral(operand.type) ? longNegation(operand) : undefined;
  const derived = derive(long?.sql ?? `(${operator}${operand.sql})`, operand.type, span, [operand]);
  const bound = long ? { ...derived, exactLong: long.exactLong } : derived;
  return typeof operand.constant === 'number'
    ? { ...bound, constant: operator === '-' ? -operand.constant : operand.constant }
    : bound;
}

/** An integral operand as a long (`sql`, perhaps widened by a cast): a widening keeps its exact value. */
function asLong(operand: Bound, sql: string): LongOperand {
  const exact = operand.exactLong;
  return exact?.of === operand.sql && isIntegral(operand.type)
    ? { sql, exactLong: { ...exact, of: sql } }
    : { sql };
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '%', left: Bound, right: Bound, span: Span): Bound {
  // Time arithmetic: TIMESTAMP ± INTERVAL.
  if ((left.type.name === 'TIMESTAMP' || left.type.name === 'DATE') && right.type.name === 'INTERVAL') {
    if (operator !== '+' && operator !== '-') throw typeError(operator, left, right, span);
    return derive(`CAST(${left.sql} ${operator} ${right.sql} AS TIMESTAMP)`, T.timestamp, span, [
      left,
      right,
    ]);
  }
  if (left.type.name === 'INTERVAL' && right.type.name === 'TIMESTAMP' && operator === '+')
    return derive(`CAST(${right.sql} + ${left.sql} AS TIMESTAMP)`, T.timestamp, span, [left, right]);
  // A string meeting a number is read as that number's type (Druid 33 live: "s" + 1 is an INTEGER, NULL for text).
  const asNumber = (value: Bound, other: Bound): Bound =>
    value.type.name === 'VARCHAR' &&
    !value.type.multiValue &&
    isNumeric(other.type) &&
    other.type.name !== 'NULL'
      ? derive(coerceSql(value, other.type), other.type, value.span, [value])
      : value;
  [left, right] = [asNumber(left, right), asNumber(right, left)];
  if (!isNumeric(left.type) || !isNumeric(right.type)) throw typeError(operator, left, right, span);
  const type: SqlType = commonType(left.type, right.type) ?? T.double;
  const resultType = type.name === 'NULL' ? T.integer : type;
  // INTEGER arithmetic runs on 64-bit values; only an INTEGER result column wraps (docs/facts/sql.md §sql.46).
  // FLOAT arithmetic runs on doubles (Druid reads FLOAT columns as doubles); the output narrows to float.
  const runType =
    resultType.name === 'INTEGER' ? T.bigint : resultType.name === 'FLOAT' ? T.double : resultType;
  const l = coerceSql(left, runType);
  const r = coerceSql(right, runType);
  let sql: string;
  if (isIntegral(resultType) && operator !== '/' && operator !== '%') {
    // Longs overflow as on the JVM: 9223372036854775807 + 1 is -9223372036854775808 (§sql.40). An operand taken as
    // it is keeps its exact value, so a chain wraps once (java-values.ts).
    const long = longArithmetic(asLong(left, l), operator, asLong(right, r));
    return { ...derive(long.sql, resultType, span, [left, right]), exactLong: long.exactLong };
  }
  if ((operator === '/' || operator === '%') && isIntegral(resultType)) {
    // Integer division truncates and division by zero is a runtime error, as on the JVM.
    const op = operator === '/' ? '//' : '%';
    sql = `(CASE WHEN ${r} = 0 THEN error('/ by zero') ELSE ${l} ${op} ${r} END)`;
  } else if (operator === '%') {
    sql = `(CAST(${l} AS DOUBLE) % CAST(${r} AS DOUBLE))`;
  } else {
    sql = `(${l} ${operator} ${r})`;
  }
  return derive(sql, resultType, span, [left, right]);
}

export function bindBinary(
  operator: BinaryOperator,
  left: Bound,
  right: Bound,
  span: Span,
  filter = false,
): Bound {
  const multi = multiValueBinary(operator, left, right);
  if (multi) return derive(multi.sql, multi.type, span, [left, right]);
  switch (operator) {
    case '+':
    case '-':
    case '*':
    case '/':
      return arithmetic(operator, left, right, span);
    case '%':
      // The real dialect has no % operator; the parser keeps it only to explain the error.
      throw new SqlError('parse', 'Received an unexpected token [%]; use MOD(a, b) for the remainder', span);
    case '||': {
      // Two CHARs make a CHAR of both lengths (Druid 33 live: 'a' || 'b' is CHAR, §sql-semantics.2).
      const type =
        left.type.char && right.type.char
          ? charOf(' '.repeat((left.type.charLength ?? 0) + (right.type.charLength ?? 0)))
          : T.varchar;
      return derive(guardedConcat('||', `(${textOf(left)} || ${textOf(right)})`), type, span, [left, right]);
    }
    case 'AND':
    case 'OR':
      for (const side of [left, right]) {
        if (side.type.name !== 'BOOLEAN' && side.type.name !== 'NULL')
          throw typeError(operator, left, right, span);
      }
      return derive(`(${left.sql} ${operator} ${right.sql})`, T.boolean, span, [left, right]);
    default: {
      const asFilter = filter ? filterComparison(operator, left, right) : undefined;
      if (asFilter !== undefined) return derive(asFilter, T.boolean, span, [left, right]);
      const [l, r] = comparable(left, right, span, operator);
      return derive(`(${l} ${operator} ${r})`, T.boolean, span, [left, right]);
    }
  }
}
