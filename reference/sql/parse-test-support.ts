// Helpers for the parser tests: parse to a span-free AST, reach into the first SELECT.
import type { Expression, Query, Select, Statement } from './ast/nodes.ts';
import { parseStatement } from './parse.ts';

/** A deep copy without `span` / `nameSpan`, for comparing shapes; undefined-valued keys are dropped too. */
export function shape(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, inner) => (key === 'span' || key === 'nameSpan' ? undefined : inner)),
  );
}

export function query(sql: string): Query {
  const statement: Statement = parseStatement(sql);
  if (statement.kind !== 'queryStatement') throw new Error(`not a query: ${statement.kind}`);
  return statement.query;
}

export function select(sql: string): Select {
  const body = query(sql).body;
  if (body.kind !== 'select') throw new Error(`not a SELECT: ${body.kind}`);
  return body;
}

/** The expression of `SELECT <expression>`, span-free. */
export function expression(text: string): unknown {
  return shape(expressionNode(text));
}

export function expressionNode(text: string): Expression {
  const item = select(`SELECT ${text}`).items[0];
  if (item?.kind !== 'expressionItem') throw new Error('not an expression item');
  return item.expression;
}

export const col = (...path: string[]) => ({
  kind: 'column',
  path: path.map((name) => ({ kind: 'identifier', name, quoted: false })),
});
export const num = (value: string) => ({ kind: 'literal', type: 'number', value });
export const str = (value: string) => ({ kind: 'literal', type: 'string', value });
export const bin = (operator: string, left: unknown, right: unknown) => ({
  kind: 'binary',
  operator,
  left,
  right,
});
