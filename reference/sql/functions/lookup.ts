// LOOKUP(expr, 'name'[, replaceMissingValueWith]): the value a lookup of the Coordinator's default tier maps the
// expression's text to, else the replacement or NULL (docs/facts/lookups.md §lookups.2, recorded 36 `-049-`). An
// unknown lookup is a 400 naming it (the real system answers 500 with the same words: docs/facts/sql.md §sql.25).
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { quoteString } from '../execute/quote.ts';
import { T } from '../types.ts';
import { argumentTypeError, fn, type SqlFunction } from './definition.ts';

const FORMS = "'LOOKUP(expr, lookupName[, replaceMissingValueWith])'";

export const LOOKUP_FUNCTIONS: readonly SqlFunction[] = [
  fn('LOOKUP', 2, 3, (args, context) => {
    const [key, name, replacement] = args as [Bound, Bound, Bound | undefined];
    if (typeof name.constant !== 'string') throw argumentTypeError(context, args, FORMS);
    if (
      replacement !== undefined &&
      replacement.constant !== null &&
      typeof replacement.constant !== 'string'
    )
      throw argumentTypeError(context, args, FORMS);
    const map = context.env.options.catalog.lookup?.(name.constant);
    if (map === undefined)
      throw new SqlError('validation', `Lookup [${name.constant}] not found`, name.span, {
        lookup: name.constant,
      });
    const otherwise = typeof replacement?.constant === 'string' ? quoteString(replacement.constant) : 'NULL';
    const cases = [...map].map(([from, to]) => `WHEN ${quoteString(from)} THEN ${quoteString(to)}`);
    const sql =
      cases.length === 0
        ? `CAST(${otherwise} AS VARCHAR)`
        : `(CASE CAST(${key.sql} AS VARCHAR) ${cases.join(' ')} ELSE ${otherwise} END)`;
    return { sql, type: T.varchar };
  }),
];
