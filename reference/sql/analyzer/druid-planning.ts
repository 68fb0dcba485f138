// What Druid 33 cannot plan, refused as it refuses it (docs/facts/sql-semantics.md §sql-semantics.10): ordering a scan
// by anything but __time, UNION without ALL, INTERSECT, EXCEPT and EXISTS.
import type { Expression, OrderItem, QueryBody, Span } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import type { Relation } from './scope.ts';

const unplannable = (reason: string, span: Span): SqlError =>
  new SqlError('validation', `Query could not be planned. A possible reason is [${reason}]`, span);

/** Whether an expression holds a window function (`… OVER (…)`): a window query sorts on its own. */
export function hasWindow(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasWindow);
  if ((node as { kind?: unknown; over?: unknown }).kind === 'call' && (node as { over?: unknown }).over)
    return true;
  const kind = (node as { kind?: unknown }).kind;
  if (kind === 'scalarSubquery' || kind === 'inSubquery' || kind === 'exists') return false;
  return Object.values(node).some((value) => typeof value === 'object' && hasWindow(value));
}

/**
 * A query that only reads rows (no GROUP BY, aggregate, DISTINCT or window) of one datasource, VALUES or such a
 * query is a scan: Druid orders it by __time only (a join orders freely) (live: `ORDER BY "k"`, `ORDER BY "__time" DESC, "k"` and ordering VALUES
 * are 400 "SQL query requires ordering a table by non-time column [[k]], which is not supported.").
 */
export function checkScanOrder(
  order: readonly OrderItem[],
  relations: readonly Relation[],
  isTime: (item: OrderItem) => boolean,
  span: Span,
): void {
  if (order.length === 0 || relations.length === 0 || !relations.every((relation) => relation.scan)) return;
  const [only] = order;
  if (order.length === 1 && only !== undefined && isTime(only)) return;
  const names = order.map((item) => nameOf(item.expression)).join(', ');
  throw unplannable(
    `SQL query requires ordering a table by non-time column [[${names}]], which is not supported.`,
    span,
  );
}

const nameOf = (expression: Expression): string =>
  expression.kind === 'column' ? (expression.path.at(-1)?.name ?? '') : 'EXPR';

/** Set operations Druid runs: UNION ALL only. */
export function checkSetOperation(body: Extract<QueryBody, { kind: 'setOperation' }>): void {
  if (body.operator === 'UNION' && !body.all)
    throw unplannable("SQL requires 'UNION' but only 'UNION ALL' is supported.", body.span);
  if (body.operator !== 'UNION')
    throw new SqlError('validation', `No match found for function signature ${body.operator}`, body.span);
}

/** EXISTS has no native plan: Calcite reports it as an unknown function (live 33). */
export const existsRefusal = (span: Span): SqlError =>
  new SqlError('validation', 'No match found for function signature EXISTS', span);

/** A condition's value whatever the row: true, false, null, 'never' (false or null by row), undefined (unknown). */
type Truth = boolean | null | 'never' | undefined;

/** A literal's value for comparing: a number, a string, a boolean, null; undefined for anything else. */
function literalValue(expression: Expression): number | string | boolean | null | undefined {
  if (expression.kind === 'unary' && expression.operator === '-' && expression.operand.kind === 'literal') {
    const value = literalValue(expression.operand);
    return typeof value === 'number' ? -value : undefined;
  }
  if (expression.kind !== 'literal') return undefined;
  switch (expression.type) {
    case 'number':
      return Number(expression.value);
    case 'string':
      return expression.value;
    case 'boolean':
      return expression.value.toUpperCase() === 'TRUE';
    case 'null':
      return null;
    default:
      return undefined;
  }
}

const COMPARE: Record<string, (order: number) => boolean> = {
  '=': (order) => order === 0,
  '<>': (order) => order !== 0,
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
};

const neverTrue = (truth: Truth): boolean => truth === false || truth === null || truth === 'never';

/**
 * What a condition is whatever the row, when Calcite's simplification can tell: literals compared, NULL compared,
 * AND / OR / NOT of such, NOT IN a list with NULL, NOT LIKE '%'.
 */
function truthOf(expression: Expression): Truth {
  switch (expression.kind) {
    case 'literal': {
      const value = literalValue(expression);
      return typeof value === 'boolean' || value === null ? value : undefined;
    }
    case 'unary': {
      if (expression.operator !== 'NOT') return undefined;
      const value = truthOf(expression.operand);
      return typeof value === 'boolean' ? !value : value === null ? null : undefined;
    }
    case 'binary': {
      const { operator } = expression;
      if (operator === 'AND' || operator === 'OR') {
        const [a, b] = [truthOf(expression.left), truthOf(expression.right)];
        if (operator === 'AND') {
          if (a === false || b === false) return false;
          if (a === true) return b;
          if (b === true) return a;
          return neverTrue(a) || neverTrue(b) ? 'never' : undefined;
        }
        if (a === true || b === true) return true;
        if (a === false) return b;
        if (b === false) return a;
        return neverTrue(a) && neverTrue(b) ? 'never' : undefined;
      }
      const compare = COMPARE[operator];
      if (compare === undefined) return undefined;
      const [l, r] = [literalValue(expression.left), literalValue(expression.right)];
      if (l === null || r === null) return null;
      if (typeof l === 'number' && typeof r === 'number') return compare(l === r ? 0 : l < r ? -1 : 1);
      if (typeof l === 'string' && typeof r === 'string') return compare(l === r ? 0 : l < r ? -1 : 1);
      return undefined;
    }
    case 'like': {
      const pattern = literalValue(expression.pattern);
      if (expression.negated && typeof pattern === 'string' && /^%+$/.test(pattern)) return 'never';
      return undefined;
    }
    case 'inList':
      // `x NOT IN (…, NULL)` is never true; `x IN (NULL)` neither.
      if (expression.negated && expression.list.some((item) => literalValue(item) === null)) return 'never';
      if (!expression.negated && expression.list.every((item) => literalValue(item) === null)) return 'never';
      return undefined;
    default:
      return undefined;
  }
}

/** A WHERE that no row can satisfy: Calcite prunes its query to no rows. */
export function neverHolds(condition: Expression): boolean {
  return neverTrue(truthOf(condition));
}

const ROW_DEPENDENT = new Set(['column', 'parameter', 'scalarSubquery', 'inSubquery', 'exists', 'star']);

/**
 * Whether an expression reads nothing of the row (no column, parameter or subquery): Calcite folds it while planning
 * (aggregates aside: the caller asks the bound expression). A folded double is a BigDecimal literal, with no
 * negative zero (live 33: `SAFE_DIVIDE(CAST(0 AS DOUBLE), -1 * 1.0 / 3)` and `0.0 * -1` are 0.0).
 */
export function foldsToConstant(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every(foldsToConstant);
  const kind = (node as { kind?: unknown }).kind;
  if (typeof kind === 'string' && ROW_DEPENDENT.has(kind)) return false;
  if (kind === 'call' && (node as { over?: unknown }).over) return false;
  return Object.values(node).every((value) => typeof value !== 'object' || foldsToConstant(value));
}

const LONG_TEXT = /^[+-]?[0-9]+$/;
const DOUBLE_TEXT = /^[+-]?(NaN|Infinity|([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?)[fFdD]?$/;
const INSTANT_TEXT =
  /^([+-]?[0-9]{1,6})(?:-([0-9]{1,2})(?:-([0-9]{1,2}))?)?(?:[T ]([0-9]{1,2})(?::([0-9]{1,2})(?::([0-9]{1,2})(?:\.[0-9]{1,9})?)?)?)?(Z|[+-][0-9]{2}(?::?[0-9]{2})?)?$/;

/** Whether a text is an instant as CAST reads one (java-values.ts instantOfText): its fields in range. */
function readsAsInstant(text: string): boolean {
  const match = INSTANT_TEXT.exec(text);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const m = month || 1;
  const d = day || 1;
  const date = new Date(Date.UTC(2000, m - 1, d));
  const leap = (year as number) % 4 === 0 && ((year as number) % 100 !== 0 || (year as number) % 400 === 0);
  const validDay = date.getUTCMonth() === m - 1 && !(m === 2 && d === 29 && !leap);
  return validDay && (hour as number) < 24 && (minute as number) < 60 && (second as number) < 60;
}

/** Whether CAST of the text to the type is NULL (a text that is no number, no boolean, no instant). */
function castsToNull(text: string, type: string): boolean {
  const number = LONG_TEXT.test(text) || DOUBLE_TEXT.test(text) || /^(true|false)$/i.test(text);
  switch (type) {
    case 'BIGINT':
    case 'INTEGER':
    case 'DOUBLE':
    case 'FLOAT':
    case 'DECIMAL':
    case 'BOOLEAN':
      return !number;
    default:
      return false;
  }
}

/**
 * The CAST of a text literal to a TIMESTAMP or DATE that reads as no instant, anywhere in a query: Calcite folds it
 * and Druid 33 refuses it (live: `WHERE "__time" > CAST('x' AS TIMESTAMP)` is a 400 "Illegal TIMESTAMP constant
 * [CAST('x'):TIMESTAMP(3) NOT NULL]", `CAST('2024-13-01' AS TIMESTAMP)` too).
 */
export function timeLiteralRefusal(expression: Expression, type: string): SqlError | undefined {
  if (expression.kind !== 'cast' || (type !== 'TIMESTAMP' && type !== 'DATE')) return undefined;
  const operand = expression.operand;
  if (operand.kind !== 'literal' || operand.type !== 'string' || readsAsInstant(operand.value))
    return undefined;
  const text = operand.value.replaceAll("'", "''");
  return new SqlError(
    'validation',
    `Illegal ${type} constant [CAST('${text}'):${type === 'DATE' ? 'DATE' : 'TIMESTAMP(3)'} NOT NULL]`,
    expression.span,
  );
}

/**
 * A select item that is the CAST of a text literal which reads as NULL: Calcite validated it NOT NULL and converts
 * it to a NULL literal, which Druid 33 refuses (live: `SELECT CAST('x' AS BIGINT)` and `CAST('' AS BIGINT)` are a
 * 400 "Calcite assertion violated: [Conversion to relational algebra failed to preserve datatypes: …]"; the same CAST
 * inside an expression, `CAST('x' AS BIGINT) + 1`, is NULL).
 */
export function literalCastRefusal(expression: Expression, type: string | undefined): SqlError | undefined {
  if (expression.kind !== 'cast' || type === undefined) return undefined;
  const operand = expression.operand;
  if (operand.kind !== 'literal' || operand.type !== 'string' || !castsToNull(operand.value, type))
    return undefined;
  return new SqlError(
    'validation',
    `Calcite assertion violated: [Conversion to relational algebra failed to preserve datatypes: validated type ${type} NOT NULL, converted type ${type} (the NULL of CAST('${operand.value.replaceAll("'", "''")}' AS ${expression.target.name}))]`,
    expression.span,
  );
}
