// VALUES (…), (…): rows written in the query, one type per column, named EXPR$0, EXPR$1… (docs/facts/sql.md §sql.30).
import type { Values } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import { commonType, duckTypeOf, isNumeric, isTemporal, type SqlType, T } from '../types.ts';
import type { Bound } from './bound.ts';
import { coerceSql } from './cast.ts';
import type { AnalysisEnv } from './env.ts';
import { bindExpression } from './expressions.ts';
import { type RelationColumn, Scope } from './scope.ts';

/** Which values may share a column: the real system refuses a number beside a string, a boolean or a time. */
function family(type: SqlType): string {
  if (isNumeric(type)) return 'number';
  if (isTemporal(type)) return 'time';
  return type.name;
}

const incompatible = (values: Values): SqlError =>
  new SqlError('validation', 'Values passed to VALUES operator must have compatible types', values.span);

/** CHAR(n) of the real system: string literals of one length stay CHAR, of several lengths become VARCHAR. */
function sameLengthLiterals(cells: readonly Bound[]): boolean {
  const lengths = new Set(
    cells.filter((cell) => cell.type.name !== 'NULL').map((cell) => String(cell.constant).length),
  );
  return lengths.size <= 1;
}

function columnType(cells: readonly Bound[], values: Values): SqlType {
  let type: SqlType = T.null;
  for (const cell of cells) {
    if (cell.type.name === 'NULL') continue;
    if (type.name !== 'NULL' && family(type) !== family(cell.type)) throw incompatible(values);
    const next = type.name === 'NULL' ? cell.type : commonType(type, cell.type);
    if (next === undefined) throw incompatible(values);
    // String literals in every row keep their CHAR type (of one length: below), as the real system reports (§sql.30).
    type = type.char && cell.type.char ? type : next;
  }
  if (type.char && !sameLengthLiterals(cells)) return T.varchar;
  // A column of NULLs only is read as text, as the real system reports it (STRING).
  return type.name === 'NULL' ? T.varchar : type;
}

/** The rows as executor SQL: every cell cast to its column's type, so DuckDB never guesses one. */
export function analyzeValues(
  values: Values,
  env: AnalysisEnv,
  outer: Scope | undefined,
): { sql: string; columns: RelationColumn[] } {
  const context = {
    env,
    scope: new Scope([], outer),
    aggregates: 'VALUES',
    groupKeys: undefined,
    inAggregate: false,
  };
  const rows = values.rows.map((row) => row.map((cell) => bindExpression(cell, context)));
  const width = rows[0]?.length ?? 0;
  if (rows.some((row) => row.length !== width)) throw incompatible(values);
  const columns = Array.from({ length: width }, (_, index) => ({
    name: `EXPR$${index}`,
    type: columnType(
      rows.map((row) => row[index] as Bound),
      values,
    ),
  }));
  const rowSql = rows.map((row) => {
    const cells = row.map((cell, index) => {
      const type = (columns[index] as RelationColumn).type;
      return `CAST(${coerceSql(cell, type)} AS ${duckTypeOf(type)})`;
    });
    return `(${cells.join(', ')})`;
  });
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  return { sql: `SELECT * FROM (VALUES ${rowSql.join(', ')}) AS "$values"(${names})`, columns };
}
