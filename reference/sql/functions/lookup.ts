// LOOKUP(expr, 'name'): the reference serves no lookups, so every name is unknown; the refusal is a 400 naming it
// (the real system answers 500 with the same words: docs/facts/sql.md §sql.25).
import type { Bound } from '../analyzer/bound.ts';
import { SqlError } from '../errors.ts';
import { argumentTypeError, fn, type SqlFunction } from './definition.ts';

export const LOOKUP_FUNCTIONS: readonly SqlFunction[] = [
  fn('LOOKUP', 2, 3, (args, context) => {
    const name = args[1] as Bound;
    if (typeof name.constant !== 'string')
      throw argumentTypeError(context, args, "'LOOKUP(expr, lookupName[, replaceMissingValueWith])'");
    throw new SqlError('validation', `Lookup [${name.constant}] not found`, name.span, {
      lookup: name.constant,
    });
  }),
];
