// Brings a list of values to one type (IN lists, CASE results, COALESCE), or fails when they cannot meet.
import type { Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { commonType, type SqlType, T } from '../types.ts';
import type { Bound } from './bound.ts';
import { coerceSql } from './cast.ts';

export function unify(values: readonly Bound[], span: Span, what: string): { type: SqlType; sql: string[] } {
  let type: SqlType = T.null;
  for (const value of values) {
    const next = commonType(type, value.type);
    if (next === undefined)
      throw new SqlError(
        'validation',
        `${what} mixes incompatible types ${type.name} and ${value.type.name}`,
        value.span ?? span,
      );
    type = next;
  }
  return { type, sql: values.map((value) => coerceSql(value, type)) };
}
