// Operators: arithmetic with the real system's integer semantics, string concatenation, comparison and logic.
import type { BinaryOperator, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { guardedConcat } from '../functions/string-bounds.ts';
import { commonType, isIntegral, isNumeric, type SqlType, T } from '../types.ts';
import { type Bound, derive } from './bound.ts';
import { coerceSql } from './cast.ts';
import { multiValueBinary } from './multi-value-calls.ts';

const typeError = (operator: string, left: Bound, right: Bound, span: Span): SqlError =>
  new SqlError(
    'validation',
    `Cannot apply '${operator}' to arguments of type '<${left.type.name}> ${operator} <${right.type.name}>'`,
    span,
  );

/** Both operands converted to the type they are compared in; fails when they cannot be compared. */
export function comparable(left: Bound, right: Bound, span: Span, operator: string): [string, string] {
  const type = commonType(left.type, right.type);
  if (type === undefined || type.name === 'INTERVAL') throw typeError(operator, left, right, span);
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
  const bound = derive(`(${operator}${operand.sql})`, operand.type, span, [operand]);
  return typeof operand.constant === 'number'
    ? { ...bound, constant: operator === '-' ? -operand.constant : operand.constant }
    : bound;
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
  if (!isNumeric(left.type) || !isNumeric(right.type)) throw typeError(operator, left, right, span);
  const type: SqlType = commonType(left.type, right.type) ?? T.double;
  const resultType = type.name === 'NULL' ? T.integer : type;
  // INTEGER arithmetic runs on 64-bit values; only an INTEGER result column wraps (docs/facts/sql.md §sql.46).
  const runType = resultType.name === 'INTEGER' ? T.bigint : resultType;
  const l = coerceSql(left, runType);
  const r = coerceSql(right, runType);
  let sql: string;
  if ((operator === '/' || operator === '%') && isIntegral(resultType)) {
    // Integer division truncates and division by zero is a runtime error, as on the JVM.
    const op = operator === '/' ? '//' : '%';
    sql = `(CASE WHEN ${r} = 0 THEN error('/ by zero') ELSE ${l} ${op} ${r} END)`;
  } else if (operator === '%') {
    sql = `fmod(${l}, ${r})`;
  } else {
    sql = `(${l} ${operator} ${r})`;
  }
  return derive(sql, resultType, span, [left, right]);
}

export function bindBinary(operator: BinaryOperator, left: Bound, right: Bound, span: Span): Bound {
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
      const text = (value: Bound) =>
        value.type.name === 'VARCHAR' ? value.sql : `CAST(${value.sql} AS VARCHAR)`;
      return derive(guardedConcat('||', `(${text(left)} || ${text(right)})`), T.varchar, span, [left, right]);
    }
    case 'AND':
    case 'OR':
      for (const side of [left, right]) {
        if (side.type.name !== 'BOOLEAN' && side.type.name !== 'NULL')
          throw typeError(operator, left, right, span);
      }
      return derive(`(${left.sql} ${operator} ${right.sql})`, T.boolean, span, [left, right]);
    default: {
      const [l, r] = comparable(left, right, span, operator);
      return derive(`(${l} ${operator} ${r})`, T.boolean, span, [left, right]);
    }
  }
}
