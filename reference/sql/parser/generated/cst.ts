// Generated from the grammar of reference/sql/parser/parser.ts by scripts/gen-cst.ts (npm run gen:cst). Do not edit.
import type { CstNode, ICstVisitor, IToken } from "chevrotain";

export interface StatementCstNode extends CstNode {
  name: "statement";
  children: StatementCstChildren;
}

export type StatementCstChildren = {
  statementItem: (StatementItemCstNode)[];
  Semicolon?: (IToken)[];
};

export interface StatementItemCstNode extends CstNode {
  name: "statementItem";
  children: StatementItemCstChildren;
}

export type StatementItemCstChildren = {
  setStatement?: SetStatementCstNode[];
  explain?: ExplainCstNode[];
  insert?: InsertCstNode[];
  replace?: ReplaceCstNode[];
  query?: QueryCstNode[];
};

export interface SetStatementCstNode extends CstNode {
  name: "setStatement";
  children: SetStatementCstChildren;
}

export type SetStatementCstChildren = {
  SET: IToken[];
  key: IToken[];
  Equals: IToken[];
  expression: ExpressionCstNode[];
};

export interface ExplainCstNode extends CstNode {
  name: "explain";
  children: ExplainCstChildren;
}

export type ExplainCstChildren = {
  EXPLAIN: IToken[];
  PLAN: IToken[];
  FOR: IToken[];
  insert?: InsertCstNode[];
  replace?: ReplaceCstNode[];
  query?: QueryCstNode[];
};

export interface InsertCstNode extends CstNode {
  name: "insert";
  children: InsertCstChildren;
}

export type InsertCstChildren = {
  INSERT: IToken[];
  INTO: IToken[];
  tableName: TableNameCstNode[];
  query: QueryCstNode[];
  partitionedBy?: PartitionedByCstNode[];
  clusteredBy?: ClusteredByCstNode[];
};

export interface ReplaceCstNode extends CstNode {
  name: "replace";
  children: ReplaceCstChildren;
}

export type ReplaceCstChildren = {
  REPLACE: IToken[];
  INTO: IToken[];
  tableName: TableNameCstNode[];
  OVERWRITE: IToken[];
  ALL?: IToken[];
  WHERE?: IToken[];
  expression?: ExpressionCstNode[];
  query: QueryCstNode[];
  partitionedBy?: PartitionedByCstNode[];
  clusteredBy?: ClusteredByCstNode[];
};

export interface TableNameCstNode extends CstNode {
  name: "tableName";
  children: TableNameCstChildren;
}

export type TableNameCstChildren = {
  Name: (IToken)[];
  Dot?: IToken[];
};

export interface PartitionedByCstNode extends CstNode {
  name: "partitionedBy";
  children: PartitionedByCstChildren;
}

export type PartitionedByCstChildren = {
  PARTITIONED: IToken[];
  BY: IToken[];
  ALL?: IToken[];
  Name?: IToken[];
  expression?: ExpressionCstNode[];
};

export interface ClusteredByCstNode extends CstNode {
  name: "clusteredBy";
  children: ClusteredByCstChildren;
}

export type ClusteredByCstChildren = {
  CLUSTERED: IToken[];
  BY: IToken[];
  orderItem: (OrderItemCstNode)[];
  Comma?: IToken[];
};

export interface QueryCstNode extends CstNode {
  name: "query";
  children: QueryCstChildren;
}

export type QueryCstChildren = {
  WITH?: IToken[];
  cte?: (CteCstNode)[];
  Comma?: (IToken)[];
  queryTerm: (QueryTermCstNode)[];
  setOperator?: SetOperatorCstNode[];
  ORDER?: IToken[];
  BY?: IToken[];
  orderItem?: (OrderItemCstNode)[];
  LIMIT?: IToken[];
  limit?: ExpressionCstNode[];
  OFFSET?: IToken[];
  offset?: ExpressionCstNode[];
  offsetRows?: (IToken)[];
  FETCH?: IToken[];
  FIRST?: IToken[];
  NEXT?: IToken[];
  fetch?: ExpressionCstNode[];
  ROW?: IToken[];
  ROWS?: IToken[];
  ONLY?: IToken[];
};

export interface CteCstNode extends CstNode {
  name: "cte";
  children: CteCstChildren;
}

export type CteCstChildren = {
  name: IToken[];
  LParen: (IToken)[];
  column?: (IToken)[];
  Comma?: IToken[];
  RParen: (IToken)[];
  AS: IToken[];
  query: QueryCstNode[];
};

export interface SetOperatorCstNode extends CstNode {
  name: "setOperator";
  children: SetOperatorCstChildren;
}

export type SetOperatorCstChildren = {
  operator?: (IToken)[];
  ALL?: IToken[];
  DISTINCT?: IToken[];
};

export interface QueryTermCstNode extends CstNode {
  name: "queryTerm";
  children: QueryTermCstChildren;
}

export type QueryTermCstChildren = {
  select?: SelectCstNode[];
  values?: ValuesCstNode[];
  LParen?: IToken[];
  query?: QueryCstNode[];
  RParen?: IToken[];
};

export interface ValuesCstNode extends CstNode {
  name: "values";
  children: ValuesCstChildren;
}

export type ValuesCstChildren = {
  VALUES: IToken[];
  valuesRow: (ValuesRowCstNode)[];
  Comma?: IToken[];
};

export interface ValuesRowCstNode extends CstNode {
  name: "valuesRow";
  children: ValuesRowCstChildren;
}

export type ValuesRowCstChildren = {
  LParen: IToken[];
  expression: (ExpressionCstNode)[];
  Comma?: IToken[];
  RParen: IToken[];
};

export interface SelectCstNode extends CstNode {
  name: "select";
  children: SelectCstChildren;
}

export type SelectCstChildren = {
  SELECT: IToken[];
  ALL?: IToken[];
  DISTINCT?: IToken[];
  selectItem: (SelectItemCstNode)[];
  Comma?: (IToken)[];
  FROM?: IToken[];
  fromItem?: FromItemCstNode[];
  WHERE?: IToken[];
  where?: ExpressionCstNode[];
  GROUP?: IToken[];
  BY?: IToken[];
  LParen?: IToken[];
  emptyGroup?: IToken[];
  groupBy?: (ExpressionCstNode)[];
  HAVING?: IToken[];
  having?: ExpressionCstNode[];
};

export interface SelectItemCstNode extends CstNode {
  name: "selectItem";
  children: SelectItemCstChildren;
}

export type SelectItemCstChildren = {
  Star?: (IToken)[];
  qualifier?: IToken[];
  Dot?: IToken[];
  expression?: ExpressionCstNode[];
  AS?: IToken[];
  alias?: IToken[];
};

export interface OrderItemCstNode extends CstNode {
  name: "orderItem";
  children: OrderItemCstChildren;
}

export type OrderItemCstChildren = {
  expression: ExpressionCstNode[];
  direction?: (IToken)[];
  NULLS?: IToken[];
  nulls?: (IToken)[];
};

export interface FromItemCstNode extends CstNode {
  name: "fromItem";
  children: FromItemCstChildren;
}

export type FromItemCstChildren = {
  tablePrimary: TablePrimaryCstNode[];
  joinPart?: JoinPartCstNode[];
};

export interface JoinPartCstNode extends CstNode {
  name: "joinPart";
  children: JoinPartCstChildren;
}

export type JoinPartCstChildren = {
  Comma?: IToken[];
  tablePrimary?: (TablePrimaryCstNode)[];
  joinType?: (IToken)[];
  JOIN?: (IToken)[];
  OUTER?: IToken[];
  ON?: IToken[];
  expression?: ExpressionCstNode[];
};

export interface TablePrimaryCstNode extends CstNode {
  name: "tablePrimary";
  children: TablePrimaryCstChildren;
}

export type TablePrimaryCstChildren = {
  TABLE?: IToken[];
  LParen?: (IToken)[];
  functionName?: IToken[];
  callArguments?: CallArgumentsCstNode[];
  RParen?: (IToken)[];
  EXTEND?: IToken[];
  columnDefinition?: (ColumnDefinitionCstNode)[];
  Comma?: (IToken)[];
  columnsEnd?: IToken[];
  query?: QueryCstNode[];
  fromItem?: FromItemCstNode[];
  UNNEST?: IToken[];
  unnestOpen?: IToken[];
  unnested?: (ExpressionCstNode)[];
  unnestClose?: IToken[];
  path?: (IToken)[];
  Dot?: IToken[];
  AS?: IToken[];
  alias?: IToken[];
  aliasOpen?: IToken[];
  aliasColumn?: (IToken)[];
  aliasEnd?: IToken[];
};

export interface ColumnDefinitionCstNode extends CstNode {
  name: "columnDefinition";
  children: ColumnDefinitionCstChildren;
}

export type ColumnDefinitionCstChildren = {
  Name: IToken[];
  typeName: TypeNameCstNode[];
};

export interface TypeNameCstNode extends CstNode {
  name: "typeName";
  children: TypeNameCstChildren;
}

export type TypeNameCstChildren = {
  base: IToken[];
  second?: IToken[];
  LParen?: IToken[];
  NumberLiteral?: (IToken)[];
  Comma?: IToken[];
  RParen?: IToken[];
  Less?: IToken[];
  complex?: IToken[];
  Greater?: IToken[];
  ARRAY?: IToken[];
};

export interface ExpressionCstNode extends CstNode {
  name: "expression";
  children: ExpressionCstChildren;
}

export type ExpressionCstChildren = {
  predicate: (PredicateCstNode)[];
  LogicalOperator?: IToken[];
};

export interface PredicateCstNode extends CstNode {
  name: "predicate";
  children: PredicateCstChildren;
}

export type PredicateCstChildren = {
  NOT?: IToken[];
  arithmetic: ArithmeticCstNode[];
  predicateTail?: PredicateTailCstNode[];
};

export interface PredicateTailCstNode extends CstNode {
  name: "predicateTail";
  children: PredicateTailCstChildren;
}

export type PredicateTailCstChildren = {
  ComparisonOperator?: IToken[];
  quantifier?: (IToken)[];
  LParen?: (IToken)[];
  quantified?: QueryCstNode[];
  RParen?: (IToken)[];
  arithmetic?: (ArithmeticCstNode)[];
  IS?: IToken[];
  NOT?: (IToken)[];
  test?: (IToken)[];
  FROM?: IToken[];
  BETWEEN?: IToken[];
  low?: ArithmeticCstNode[];
  AND?: IToken[];
  high?: ArithmeticCstNode[];
  IN?: IToken[];
  parenContent?: ParenContentCstNode[];
  LIKE?: IToken[];
  ESCAPE?: IToken[];
  escape?: ArithmeticCstNode[];
};

export interface ArithmeticCstNode extends CstNode {
  name: "arithmetic";
  children: ArithmeticCstChildren;
}

export type ArithmeticCstChildren = {
  primary: (PrimaryCstNode)[];
  ArithmeticOperator?: IToken[];
};

export interface ParenContentCstNode extends CstNode {
  name: "parenContent";
  children: ParenContentCstChildren;
}

export type ParenContentCstChildren = {
  query?: QueryCstNode[];
  expression?: (ExpressionCstNode)[];
  Comma?: IToken[];
};

export interface PrimaryCstNode extends CstNode {
  name: "primary";
  children: PrimaryCstChildren;
}

export type PrimaryCstChildren = {
  sign?: (IToken)[];
  nameStarted?: NameStartedCstNode[];
  NumberLiteral?: IToken[];
  StringLiteral?: IToken[];
  UnicodeString?: IToken[];
  TRUE?: IToken[];
  FALSE?: IToken[];
  NULL?: IToken[];
  Question?: IToken[];
  LParen?: IToken[];
  parenContent?: ParenContentCstNode[];
  RParen?: IToken[];
  caseExpression?: CaseExpressionCstNode[];
  castExpression?: CastExpressionCstNode[];
  intervalLiteral?: IntervalLiteralCstNode[];
  arrayConstructor?: ArrayConstructorCstNode[];
  jsonObjectCall?: JsonObjectCallCstNode[];
  existsExpression?: ExistsExpressionCstNode[];
  extractExpression?: ExtractExpressionCstNode[];
  floorCeil?: FloorCeilCstNode[];
  positionExpression?: PositionExpressionCstNode[];
  substringExpression?: SubstringExpressionCstNode[];
  trimExpression?: TrimExpressionCstNode[];
  timestampArithmetic?: TimestampArithmeticCstNode[];
  NiladicFunction?: IToken[];
  keywordCall?: KeywordCallCstNode[];
};

export interface NameStartedCstNode extends CstNode {
  name: "nameStarted";
  children: NameStartedCstChildren;
}

export type NameStartedCstChildren = {
  Name: (IToken)[];
  callArguments?: CallArgumentsCstNode[];
  filterClause?: FilterClauseCstNode[];
  overClause?: OverClauseCstNode[];
  StringLiteral?: IToken[];
  Dot?: IToken[];
};

export interface CallArgumentsCstNode extends CstNode {
  name: "callArguments";
  children: CallArgumentsCstChildren;
}

export type CallArgumentsCstChildren = {
  LParen: IToken[];
  quantifier?: (IToken)[];
  Star?: IToken[];
  argument?: (ArgumentCstNode)[];
  Comma?: IToken[];
  RETURNING?: IToken[];
  typeName?: TypeNameCstNode[];
  RParen: IToken[];
};

export interface ArgumentCstNode extends CstNode {
  name: "argument";
  children: ArgumentCstChildren;
}

export type ArgumentCstChildren = {
  Name?: IToken[];
  Arrow?: IToken[];
  expression: ExpressionCstNode[];
};

export interface FilterClauseCstNode extends CstNode {
  name: "filterClause";
  children: FilterClauseCstChildren;
}

export type FilterClauseCstChildren = {
  FILTER: IToken[];
  LParen: IToken[];
  WHERE: IToken[];
  expression: ExpressionCstNode[];
  RParen: IToken[];
};

export interface OverClauseCstNode extends CstNode {
  name: "overClause";
  children: OverClauseCstChildren;
}

export type OverClauseCstChildren = {
  OVER: IToken[];
  LParen: IToken[];
  PARTITION?: IToken[];
  BY?: (IToken)[];
  partition?: (ExpressionCstNode)[];
  Comma?: (IToken)[];
  ORDER?: IToken[];
  orderItem?: (OrderItemCstNode)[];
  windowFrame?: WindowFrameCstNode[];
  RParen: IToken[];
};

export interface WindowFrameCstNode extends CstNode {
  name: "windowFrame";
  children: WindowFrameCstChildren;
}

export type WindowFrameCstChildren = {
  unit?: (IToken)[];
  BETWEEN?: IToken[];
  start?: (FrameBoundCstNode)[];
  AND?: IToken[];
  end?: FrameBoundCstNode[];
};

export interface FrameBoundCstNode extends CstNode {
  name: "frameBound";
  children: FrameBoundCstChildren;
}

export type FrameBoundCstChildren = {
  CURRENT?: IToken[];
  ROW?: IToken[];
  UNBOUNDED?: IToken[];
  offset?: IToken[];
  direction?: (IToken)[];
};

export interface KeywordCallCstNode extends CstNode {
  name: "keywordCall";
  children: KeywordCallCstChildren;
}

export type KeywordCallCstChildren = {
  name?: (IToken)[];
  callArguments: CallArgumentsCstNode[];
};

export interface CaseExpressionCstNode extends CstNode {
  name: "caseExpression";
  children: CaseExpressionCstChildren;
}

export type CaseExpressionCstChildren = {
  CASE: IToken[];
  operand?: ExpressionCstNode[];
  WHEN: IToken[];
  when: ExpressionCstNode[];
  THEN: IToken[];
  then: ExpressionCstNode[];
  ELSE?: IToken[];
  else?: ExpressionCstNode[];
  END: IToken[];
};

export interface CastExpressionCstNode extends CstNode {
  name: "castExpression";
  children: CastExpressionCstChildren;
}

export type CastExpressionCstChildren = {
  CAST: IToken[];
  LParen: IToken[];
  expression: ExpressionCstNode[];
  AS: IToken[];
  typeName: TypeNameCstNode[];
  RParen: IToken[];
};

export interface IntervalLiteralCstNode extends CstNode {
  name: "intervalLiteral";
  children: IntervalLiteralCstChildren;
}

export type IntervalLiteralCstChildren = {
  INTERVAL: IToken[];
  sign?: (IToken)[];
  StringLiteral: IToken[];
  unit: (IToken)[];
  TO?: IToken[];
};

export interface ArrayConstructorCstNode extends CstNode {
  name: "arrayConstructor";
  children: ArrayConstructorCstChildren;
}

export type ArrayConstructorCstChildren = {
  ARRAY: IToken[];
  LBracket: IToken[];
  expression?: (ExpressionCstNode)[];
  Comma?: IToken[];
  RBracket: IToken[];
};

export interface JsonObjectCallCstNode extends CstNode {
  name: "jsonObjectCall";
  children: JsonObjectCallCstChildren;
}

export type JsonObjectCallCstChildren = {
  JSON_OBJECT: IToken[];
  LParen: IToken[];
  jsonObjectEntry?: (JsonObjectEntryCstNode)[];
  Comma?: IToken[];
  onNull?: (IToken)[];
  ON?: IToken[];
  NULL?: IToken[];
  RParen: IToken[];
};

export interface JsonObjectEntryCstNode extends CstNode {
  name: "jsonObjectEntry";
  children: JsonObjectEntryCstChildren;
}

export type JsonObjectEntryCstChildren = {
  key?: IToken[];
  name: ExpressionCstNode[];
  separator?: (IToken)[];
  value: ExpressionCstNode[];
};

export interface ExistsExpressionCstNode extends CstNode {
  name: "existsExpression";
  children: ExistsExpressionCstChildren;
}

export type ExistsExpressionCstChildren = {
  EXISTS: IToken[];
  LParen: IToken[];
  query: QueryCstNode[];
  RParen: IToken[];
};

export interface ExtractExpressionCstNode extends CstNode {
  name: "extractExpression";
  children: ExtractExpressionCstChildren;
}

export type ExtractExpressionCstChildren = {
  EXTRACT: IToken[];
  LParen: IToken[];
  unit: IToken[];
  FROM: IToken[];
  expression: ExpressionCstNode[];
  RParen: IToken[];
};

export interface FloorCeilCstNode extends CstNode {
  name: "floorCeil";
  children: FloorCeilCstChildren;
}

export type FloorCeilCstChildren = {
  function?: (IToken)[];
  LParen: IToken[];
  expression: ExpressionCstNode[];
  TO?: IToken[];
  unit?: IToken[];
  RParen: IToken[];
};

export interface PositionExpressionCstNode extends CstNode {
  name: "positionExpression";
  children: PositionExpressionCstChildren;
}

export type PositionExpressionCstChildren = {
  POSITION: IToken[];
  LParen: IToken[];
  arithmetic: ArithmeticCstNode[];
  IN: IToken[];
  expression: ExpressionCstNode[];
  FROM?: IToken[];
  from?: ExpressionCstNode[];
  RParen: IToken[];
};

export interface SubstringExpressionCstNode extends CstNode {
  name: "substringExpression";
  children: SubstringExpressionCstChildren;
}

export type SubstringExpressionCstChildren = {
  SUBSTRING: IToken[];
  LParen: IToken[];
  expression: (ExpressionCstNode)[];
  FROM?: IToken[];
  from?: ExpressionCstNode[];
  FOR?: IToken[];
  for?: ExpressionCstNode[];
  Comma?: IToken[];
  RParen: IToken[];
};

export interface TrimExpressionCstNode extends CstNode {
  name: "trimExpression";
  children: TrimExpressionCstChildren;
}

export type TrimExpressionCstChildren = {
  TRIM: IToken[];
  LParen: IToken[];
  where?: (IToken)[];
  characters?: ExpressionCstNode[];
  FROM?: IToken[];
  operand?: ExpressionCstNode[];
  RParen: IToken[];
};

export interface TimestampArithmeticCstNode extends CstNode {
  name: "timestampArithmetic";
  children: TimestampArithmeticCstChildren;
}

export type TimestampArithmeticCstChildren = {
  function?: (IToken)[];
  LParen: IToken[];
  unit: IToken[];
  Comma: (IToken)[];
  expression: (ExpressionCstNode)[];
  RParen: IToken[];
};
