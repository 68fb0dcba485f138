// JSON functions: PARSE_JSON gives a COMPLEX<json> value; JSON_VALUE and TO_JSON_STRING read it back.
import type { Bound } from '../analyzer/bound.ts';
import { type SqlType, T } from '../types.ts';
import { argumentTypeError, fn, type SqlFunction } from './definition.ts';

export const JSON_TYPE: SqlType = { name: 'OTHER', complex: 'json' };

const first = (args: readonly Bound[]): Bound => args[0] as Bound;

export const JSON_FUNCTIONS: readonly SqlFunction[] = [
  fn('PARSE_JSON', 1, 1, (args, context) => {
    if (first(args).type.name !== 'VARCHAR' && first(args).type.name !== 'NULL')
      throw argumentTypeError(context, args, "'PARSE_JSON(<VARCHAR>)'");
    return { sql: `json(${first(args).sql})`, type: JSON_TYPE };
  }),
  fn('TRY_PARSE_JSON', 1, 1, (args) => ({
    sql: `(CASE WHEN json_valid(${first(args).sql}) THEN json(${first(args).sql}) END)`,
    type: JSON_TYPE,
  })),
  fn('TO_JSON_STRING', 1, 1, (args) => ({
    sql: `CAST(to_json(${first(args).sql}) AS VARCHAR)`,
    type: T.varchar,
  })),
  fn('JSON_VALUE', 2, 2, (args) => ({
    sql: `json_extract_string(${first(args).sql}, ${(args[1] as Bound).sql})`,
    type: T.varchar,
  })),
];
