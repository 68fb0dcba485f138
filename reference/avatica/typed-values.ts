// Avatica's TypedValues (what the driver's setInt, setString, setTimestamp… send) as the SQL engine's parameters.
import type { SqlParameter } from '../sql/engine-types.ts';
import { errors } from './errors.ts';
import type { TypedValue } from './requests.ts';

const DAY_MS = 86_400_000;

/** Avatica's representations (ColumnMetaData.Rep) by the SQL type of the literal a parameter becomes. */
const SQL_TYPES: Readonly<Record<string, string>> = {
  PRIMITIVE_BOOLEAN: 'BOOLEAN',
  BOOLEAN: 'BOOLEAN',
  PRIMITIVE_BYTE: 'INTEGER',
  BYTE: 'INTEGER',
  PRIMITIVE_SHORT: 'INTEGER',
  SHORT: 'INTEGER',
  PRIMITIVE_INT: 'INTEGER',
  INTEGER: 'INTEGER',
  PRIMITIVE_LONG: 'BIGINT',
  LONG: 'BIGINT',
  PRIMITIVE_FLOAT: 'FLOAT',
  FLOAT: 'FLOAT',
  PRIMITIVE_DOUBLE: 'DOUBLE',
  DOUBLE: 'DOUBLE',
  NUMBER: 'DECIMAL',
  // Protobuf's own representations of BigDecimal and BigInteger values.
  BIG_DECIMAL: 'DECIMAL',
  BIG_INTEGER: 'BIGINT',
  PRIMITIVE_CHAR: 'VARCHAR',
  CHARACTER: 'VARCHAR',
  STRING: 'VARCHAR',
  JAVA_SQL_TIMESTAMP: 'TIMESTAMP',
  JAVA_UTIL_DATE: 'TIMESTAMP',
  JAVA_SQL_DATE: 'DATE',
  ARRAY: 'ARRAY',
};

/** Every Rep name Avatica knows: another one cannot be read at all (§avatica.6). */
const KNOWN_REPS = new Set([
  ...Object.keys(SQL_TYPES),
  'JAVA_SQL_TIME',
  'BYTE_STRING',
  'MULTISET',
  'STRUCT',
  'OBJECT',
  'VALUE_MAP',
]);

/** `yyyy-MM-dd` of a day count since 1970-01-01, as JAVA_SQL_DATE values are sent. */
const dateText = (days: number): string => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** The members of an ARRAY value: TypedValues or plain JSON values. */
const members = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map((item) =>
        item !== null && typeof item === 'object' && 'value' in item ? (item as TypedValue).value : item,
      )
    : value;

/**
 * The parameters of an execution. One the client left unset (null) stays a hole, which the engine reports as Druid
 * does: `No value bound for parameter (position [n])`.
 */
export function sqlParameters(values: readonly (TypedValue | null)[]): SqlParameter[] {
  const parameters: SqlParameter[] = new Array(values.length);
  values.forEach((value, index) => {
    if (value !== null) parameters[index] = sqlParameter(value);
  });
  return parameters;
}

/**
 * One parameter. A null value is a NULL whatever its type (Avatica reads it so); a TIMESTAMP arrives as wall-clock
 * milliseconds in the connection's zone, which the engine reads as such; a DATE as a day number. A type the engine
 * has no literal for (TIME, bytes, structs) reaches it as that name, which it refuses with the position.
 */
export function sqlParameter(typed: TypedValue): SqlParameter {
  if (typed.value === null || typed.value === undefined) return { type: 'VARCHAR', value: null };
  if (!KNOWN_REPS.has(typed.type))
    throw errors.unreadable(
      `Cannot construct instance of \`org.apache.calcite.avatica.remote.TypedValue\`, problem: No enum constant org.apache.calcite.avatica.ColumnMetaData.Rep.${typed.type.slice(0, 100)}`,
    );
  const type = SQL_TYPES[typed.type] ?? typed.type;
  if (type === 'DATE' && typeof typed.value === 'number') return { type, value: dateText(typed.value) };
  if (type === 'ARRAY') return { type, value: members(typed.value) };
  return { type, value: typed.value };
}
