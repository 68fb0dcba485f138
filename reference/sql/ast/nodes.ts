// The typed AST of the SQL dialect: readonly discriminated unions, every node with its source span.

/** Where a node sits in the query text; lines and columns are 1-based, offsets 0-based (end exclusive). */
export interface Span {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

interface Node {
  readonly span: Span;
}

/** An identifier as written: `quoted` when it was in double quotes (its case is then kept exactly). */
export interface Identifier extends Node {
  readonly kind: 'identifier';
  readonly name: string;
  readonly quoted: boolean;
}

// ---------------------------------------------------------------- statements

export type Statement = QueryStatement | InsertStatement | ReplaceStatement | ExplainStatement;

export interface QueryStatement extends Node {
  readonly kind: 'queryStatement';
  readonly query: Query;
}

/** `SET key = value` before the statement: a query context value for it (the value must be a literal). */
export interface SetStatement extends Node {
  readonly kind: 'set';
  readonly key: Identifier;
  readonly value: Expression;
}

/** One item of a statement list: the statement to run, or a SET before it. */
export type StatementItem = Statement | SetStatement;

export interface ExplainStatement extends Node {
  readonly kind: 'explain';
  readonly statement: QueryStatement | InsertStatement | ReplaceStatement;
}

/** PARTITIONED BY: a keyword (HOUR, DAY, MONTH, YEAR, ALL, ALL TIME…), a period string, or FLOOR/TIME_FLOOR. */
export type PartitionedBy =
  | { readonly kind: 'granularityKeyword'; readonly keyword: string; readonly span: Span }
  | { readonly kind: 'granularityString'; readonly value: string; readonly span: Span }
  | { readonly kind: 'granularityExpression'; readonly expression: Expression; readonly span: Span };

export interface InsertStatement extends Node {
  readonly kind: 'insert';
  readonly table: Identifier;
  readonly query: Query;
  /** Undefined when the clause is missing (the analyzer reports it). */
  readonly partitionedBy: PartitionedBy | undefined;
  readonly clusteredBy: readonly OrderItem[];
}

export interface ReplaceStatement extends Node {
  readonly kind: 'replace';
  readonly table: Identifier;
  /** OVERWRITE ALL, or OVERWRITE WHERE <condition on __time>. */
  readonly overwrite: { readonly kind: 'all' } | { readonly kind: 'where'; readonly condition: Expression };
  readonly query: Query;
  readonly partitionedBy: PartitionedBy | undefined;
  readonly clusteredBy: readonly OrderItem[];
}

// ---------------------------------------------------------------- queries

export interface CommonTableExpression extends Node {
  readonly kind: 'cte';
  readonly name: Identifier;
  readonly columns: readonly Identifier[];
  readonly query: Query;
}

/** A full query: WITH, a body (SELECT or set operation), ORDER BY, LIMIT, OFFSET. */
export interface Query extends Node {
  readonly kind: 'query';
  readonly with: readonly CommonTableExpression[];
  readonly body: QueryBody;
  readonly orderBy: readonly OrderItem[];
  readonly limit: Expression | undefined;
  readonly offset: Expression | undefined;
}

export type QueryBody = Select | SetOperation | Query | Values;

/** `VALUES (a, b), (c, d)`: rows given in the query text; its columns are EXPR$0, EXPR$1… */
export interface Values extends Node {
  readonly kind: 'values';
  readonly rows: readonly (readonly Expression[])[];
}

export interface SetOperation extends Node {
  readonly kind: 'setOperation';
  readonly operator: 'UNION' | 'INTERSECT' | 'EXCEPT';
  readonly all: boolean;
  readonly left: QueryBody;
  readonly right: QueryBody;
}

export interface Select extends Node {
  readonly kind: 'select';
  readonly distinct: boolean;
  readonly items: readonly SelectItem[];
  readonly from: FromItem | undefined;
  readonly where: Expression | undefined;
  readonly groupBy: readonly Expression[];
  readonly having: Expression | undefined;
}

export type SelectItem = StarItem | ExpressionItem;

/** `*` or `t.*`. */
export interface StarItem extends Node {
  readonly kind: 'star';
  readonly qualifier: Identifier | undefined;
}

export interface ExpressionItem extends Node {
  readonly kind: 'expressionItem';
  readonly expression: Expression;
  readonly alias: Identifier | undefined;
}

export interface OrderItem extends Node {
  readonly kind: 'orderItem';
  readonly expression: Expression;
  readonly direction: 'ASC' | 'DESC';
  /** Explicit NULLS FIRST / NULLS LAST, if written. */
  readonly nulls: 'FIRST' | 'LAST' | undefined;
}

export type FromItem = TableReference | SubqueryReference | TableFunctionReference | UnnestReference | Join;

/** `name`, `schema.name` (INFORMATION_SCHEMA.TABLES, sys.segments, druid.wiki). */
export interface TableReference extends Node {
  readonly kind: 'table';
  readonly path: readonly Identifier[];
  readonly alias: Identifier | undefined;
  /** `AS t(a, b)`: new names for the columns, in order (empty when not written); so for every FROM item. */
  readonly columnAliases: readonly Identifier[];
}

export interface SubqueryReference extends Node {
  readonly kind: 'subquery';
  readonly query: Query;
  readonly alias: Identifier | undefined;
  readonly columnAliases: readonly Identifier[];
}

/** `UNNEST(array)`: one row per element; it may read columns of the relations joined before it. */
export interface UnnestReference extends Node {
  readonly kind: 'unnest';
  readonly arrays: readonly Expression[];
  readonly alias: Identifier | undefined;
  readonly columnAliases: readonly Identifier[];
}

/** A column declared after a table function: `EXTEND (x VARCHAR)` or `(x VARCHAR)`. */
export interface ColumnDefinition extends Node {
  readonly kind: 'columnDefinition';
  readonly name: Identifier;
  readonly type: TypeName;
}

/** `TABLE(EXTERN(...))`, `TABLE(inline(...))`, …: a function producing rows, with optional declared columns. */
export interface TableFunctionReference extends Node {
  readonly kind: 'tableFunction';
  readonly call: FunctionCall;
  readonly columns: readonly ColumnDefinition[];
  readonly alias: Identifier | undefined;
  readonly columnAliases: readonly Identifier[];
}

export interface Join extends Node {
  readonly kind: 'join';
  /** A comma in FROM is a CROSS join. */
  readonly joinType: 'INNER' | 'LEFT' | 'RIGHT' | 'FULL' | 'CROSS';
  readonly left: FromItem;
  readonly right: FromItem;
  readonly on: Expression | undefined;
}

// ---------------------------------------------------------------- expressions

export type Expression =
  | Literal
  | ColumnReference
  | Parameter
  | UnaryOperation
  | BinaryOperation
  | IsTest
  | InList
  | InSubquery
  | Between
  | Like
  | CaseExpression
  | Cast
  | FunctionCall
  | NamedArgument
  | TimeUnitArgument
  | Extract
  | FloorCeilTo
  | Trim
  | ScalarSubquery
  | Exists
  | ArrayConstructor;

/**
 * A literal as written. `number` keeps its text: no dot or exponent = exact integer (BIGINT), otherwise
 * DECIMAL/DOUBLE. `timestamp` / `date` hold the quoted text; `interval` holds the quoted text and its unit(s).
 */
export interface Literal extends Node {
  readonly kind: 'literal';
  readonly type: 'string' | 'number' | 'boolean' | 'null' | 'timestamp' | 'date' | 'interval';
  readonly value: string;
  /** For intervals: the unit, e.g. DAY, or `DAY TO SECOND` as written. */
  readonly unit?: string;
}

/** `col`, `t.col`, `schema.table.col`. */
export interface ColumnReference extends Node {
  readonly kind: 'column';
  readonly path: readonly Identifier[];
}

/** A dynamic parameter `?`; `index` counts from 0 in the order of appearance. */
export interface Parameter extends Node {
  readonly kind: 'parameter';
  readonly index: number;
}

export interface UnaryOperation extends Node {
  readonly kind: 'unary';
  readonly operator: '-' | '+' | 'NOT';
  readonly operand: Expression;
}

export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '||'
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'AND'
  | 'OR';

/** `!=` is normalised to `<>`. */
export interface BinaryOperation extends Node {
  readonly kind: 'binary';
  readonly operator: BinaryOperator;
  readonly left: Expression;
  readonly right: Expression;
}

/** `x IS [NOT] NULL | TRUE | FALSE | DISTINCT FROM y`. */
export interface IsTest extends Node {
  readonly kind: 'is';
  readonly negated: boolean;
  readonly test: 'NULL' | 'TRUE' | 'FALSE' | 'DISTINCT FROM';
  readonly operand: Expression;
  /** Only for DISTINCT FROM. */
  readonly other: Expression | undefined;
}

export interface InList extends Node {
  readonly kind: 'inList';
  readonly negated: boolean;
  readonly operand: Expression;
  readonly list: readonly Expression[];
}

export interface InSubquery extends Node {
  readonly kind: 'inSubquery';
  readonly negated: boolean;
  readonly operand: Expression;
  readonly query: Query;
}

export interface Between extends Node {
  readonly kind: 'between';
  readonly negated: boolean;
  readonly operand: Expression;
  readonly low: Expression;
  readonly high: Expression;
}

export interface Like extends Node {
  readonly kind: 'like';
  readonly negated: boolean;
  readonly operand: Expression;
  readonly pattern: Expression;
  readonly escape: Expression | undefined;
}

/** Simple (`CASE x WHEN 1 THEN …`) when `operand` is set, searched otherwise. */
export interface CaseExpression extends Node {
  readonly kind: 'case';
  readonly operand: Expression | undefined;
  readonly whens: readonly { readonly when: Expression; readonly then: Expression }[];
  readonly else: Expression | undefined;
}

/** A type as written in CAST, parameters and column definitions: `VARCHAR`, `DECIMAL(10, 2)`, `VARCHAR ARRAY`. */
export interface TypeName extends Node {
  readonly kind: 'typeName';
  /** Upper-cased base name: VARCHAR, CHAR, BIGINT, INTEGER, DOUBLE, FLOAT, REAL, DECIMAL, BOOLEAN, TIMESTAMP, DATE… */
  readonly name: string;
  readonly arguments: readonly number[];
  readonly array: boolean;
}

export interface Cast extends Node {
  readonly kind: 'cast';
  readonly operand: Expression;
  readonly target: TypeName;
}

/**
 * Any `NAME(args)` call, including aggregates and niladic `CURRENT_TIMESTAMP`. `name` is upper-cased.
 * `star` for COUNT(*); `distinct` for COUNT(DISTINCT x); `filter` for `agg(...) FILTER (WHERE …)`.
 * Special syntaxes map here too: POSITION(a IN b) → POSITION(a, b); SUBSTRING(s FROM a FOR b) → SUBSTRING(s, a, b).
 */
export interface FunctionCall extends Node {
  readonly kind: 'call';
  readonly name: string;
  readonly nameSpan: Span;
  readonly args: readonly Expression[];
  readonly distinct: boolean;
  readonly star: boolean;
  readonly filter: Expression | undefined;
  /** `JSON_VALUE(expr, path RETURNING type)`: the type asked for. */
  readonly returning?: TypeName;
  /** `… OVER (…)`: a window function. */
  readonly over?: WindowSpec;
}

/** The window of a window function: partitions, their order, and the frame of rows around each row. */
export interface WindowSpec extends Node {
  readonly kind: 'window';
  readonly partition: readonly Expression[];
  readonly orderBy: readonly OrderItem[];
  readonly frame: WindowFrame | undefined;
}

export interface WindowFrame {
  readonly unit: 'ROWS' | 'RANGE';
  readonly start: FrameBound;
  readonly end: FrameBound | undefined;
  readonly span: Span;
}

/** `UNBOUNDED PRECEDING`, `CURRENT ROW`, `2 FOLLOWING`… */
export interface FrameBound {
  readonly kind: 'unbounded' | 'current' | 'offset';
  readonly direction: 'PRECEDING' | 'FOLLOWING' | undefined;
  readonly offset: number | undefined;
}

/** `name => value` inside a call (EXTERN(inputSource => '…')). */
export interface NamedArgument extends Node {
  readonly kind: 'namedArgument';
  readonly name: Identifier;
  readonly value: Expression;
}

/** A bare time unit as a function argument: TIMESTAMPADD(DAY, 1, ts), TIMESTAMPDIFF(HOUR, a, b). */
export interface TimeUnitArgument extends Node {
  readonly kind: 'timeUnit';
  readonly unit: string;
}

/** `EXTRACT(unit FROM operand)`. */
export interface Extract extends Node {
  readonly kind: 'extract';
  readonly unit: string;
  readonly operand: Expression;
}

/** `FLOOR(ts TO unit)` / `CEIL(ts TO unit)`; plain FLOOR(x) / CEIL(x) are FunctionCalls. */
export interface FloorCeilTo extends Node {
  readonly kind: 'floorCeilTo';
  readonly function: 'FLOOR' | 'CEIL';
  readonly operand: Expression;
  readonly unit: string;
}

/** `TRIM([BOTH | LEADING | TRAILING] [chars] FROM s)` or `TRIM(s)`. */
export interface Trim extends Node {
  readonly kind: 'trim';
  readonly where: 'BOTH' | 'LEADING' | 'TRAILING';
  readonly characters: Expression | undefined;
  readonly operand: Expression;
}

export interface ScalarSubquery extends Node {
  readonly kind: 'scalarSubquery';
  readonly query: Query;
}

export interface Exists extends Node {
  readonly kind: 'exists';
  readonly query: Query;
}

/** `ARRAY[a, b, …]`. */
export interface ArrayConstructor extends Node {
  readonly kind: 'array';
  readonly elements: readonly Expression[];
}
