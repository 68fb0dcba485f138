// The analyzer's entry: a parsed statement becomes a typed, validated query (or ingestion) in executor SQL.
import type { InsertStatement, ReplaceStatement, Statement } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier, quoteString } from '../execute/quote.ts';
import { withinStack } from '../nesting.ts';
import type { ExternArguments, SegmentColumn } from '../plan/ingestion-plan.ts';
import { storedColumn, storedDuckType } from '../plan/stored-types.ts';
import { localToUtcSql } from '../time-zone.ts';
import { T } from '../types.ts';
import { AnalysisEnv, type AnalysisOptions, type TableRead } from './env.ts';
import { explainPlan, explainResources } from './explain-plan.ts';
import { segmentGranularity } from './granularity.ts';
import { ETERNITY, overwriteIntervals } from './overwrite.ts';
import { analyzeQuery } from './query.ts';
import type { RelationColumn } from './scope.ts';

export interface AnalyzedQueryStatement {
  readonly kind: 'select';
  readonly sql: string;
  readonly columns: readonly RelationColumn[];
  readonly externs: readonly ExternArguments[];
  /** The relation `sql` reads each EXTERN through (quoted identifiers), in `externs` order. */
  readonly externRelations: readonly string[];
  /** Every datasource, metadata table and lookup it reads (an EXPLAIN: those of the statement it explains). */
  readonly tablesRead: readonly TableRead[];
  /** Why it may not run: an EXTERN the options do not allow, or a planning refusal (it still says all it reads). */
  readonly refusal?: SqlError;
}

export interface AnalyzedIngestion {
  readonly kind: 'insert' | 'replace';
  readonly datasource: string;
  /** Rows to store with `__time` as a UTC TIMESTAMP first; columns in `columns` order. */
  readonly sql: string;
  readonly columns: readonly SegmentColumn[];
  readonly granularity: string;
  readonly clusteredBy: readonly string[];
  readonly replaceIntervals: readonly string[];
  readonly externs: readonly ExternArguments[];
  readonly externRelations: readonly string[];
  readonly tablesRead: readonly TableRead[];
  readonly refusal?: SqlError;
}

export type AnalyzedStatement = AnalyzedQueryStatement | AnalyzedIngestion;

/**
 * Analyzes a parsed statement; a stack overflow in the recursive binding is the 400 of a too-deep query. Where an
 * EXTERN is refused or planning would fail, any later error gives way to that refusal, which the statement met
 * first; authorization runs before the refusal is raised.
 */
export function analyzeStatement(statement: Statement, options: AnalysisOptions): AnalyzedStatement {
  const env = new AnalysisEnv(options);
  let analyzed: AnalyzedStatement;
  try {
    analyzed = withinStack(() => analyzeIn(statement, env));
  } catch (error) {
    throw env.externalRefusal ?? env.planningRefusal ?? error;
  }
  const refusal = env.externalRefusal ?? env.planningRefusal;
  return refusal === undefined ? analyzed : { ...analyzed, refusal };
}

function analyzeIn(statement: Statement, env: AnalysisEnv): AnalyzedStatement {
  switch (statement.kind) {
    case 'queryStatement': {
      const query = analyzeQuery(statement.query, env, undefined);
      return {
        kind: 'select',
        ...query,
        externs: env.externs,
        externRelations: env.externRelations,
        tablesRead: env.tablesRead,
      };
    }
    case 'explain': {
      const inner = analyzeIn(statement.statement, env);
      const attributes = { statementType: inner.kind.toUpperCase() };
      const row = [
        quoteString(explainPlan(inner)),
        quoteString(explainResources(inner)),
        quoteString(JSON.stringify(attributes)),
      ];
      return {
        kind: 'select',
        sql: `SELECT ${row[0]} AS "PLAN", ${row[1]} AS "RESOURCES", ${row[2]} AS "ATTRIBUTES"`,
        columns: [
          { name: 'PLAN', type: T.varchar },
          { name: 'RESOURCES', type: T.varchar },
          { name: 'ATTRIBUTES', type: T.varchar },
        ],
        externs: [],
        externRelations: [],
        tablesRead: inner.tablesRead,
      };
    }
    case 'insert':
    case 'replace':
      return analyzeIngestion(statement, env);
  }
}

function storedSql(column: RelationColumn, env: AnalysisEnv): string {
  const ref = `"$i".${quoteIdentifier(column.name)}`;
  const { zone } = env.options;
  // An EXTERN string of JSON input is staged as its text (an array as JSON text): the task converts it (§sql.26).
  if (column.type.listText) return ref;
  switch (column.type.name) {
    case 'TIMESTAMP':
    case 'DATE':
      return `epoch_ms(${localToUtcSql(zone, `CAST(${ref} AS TIMESTAMP)`)})`;
    case 'BOOLEAN':
    case 'INTEGER':
      return `CAST(${ref} AS BIGINT)`;
    case 'DECIMAL':
      return `CAST(${ref} AS DOUBLE)`;
    case 'NULL':
      return `CAST(${ref} AS VARCHAR)`;
    case 'ARRAY':
    case 'OTHER':
      // Booleans and integers in arrays are stored as longs, decimals as doubles, JSON as JSON text (§sql.26).
      return column.type.multiValue
        ? ref
        : `CAST(${ref} AS ${storedDuckType(storedColumn(column.name, column.type))})`;
    default:
      return ref;
  }
}

function analyzeIngestion(
  statement: InsertStatement | ReplaceStatement,
  env: AnalysisEnv,
): AnalyzedIngestion {
  const operation = statement.kind === 'insert' ? 'INSERT' : 'REPLACE';
  const granularity = segmentGranularity(statement.partitionedBy, operation, statement.span);
  env.ingesting = true;
  const query = analyzeQuery(statement.query, env, undefined);
  const names = new Set<string>();
  for (const column of query.columns) {
    if (names.has(column.name))
      throw new SqlError(
        'validation',
        `Duplicate column name [${column.name}] in ${operation}; give each column its own alias`,
        statement.query.span,
      );
    names.add(column.name);
  }
  const time = query.columns.find((column) => column.name === '__time');
  if (time && time.type.name !== 'TIMESTAMP' && time.type.name !== 'DATE')
    throw new SqlError(
      'validation',
      `Column [__time] must be a TIMESTAMP, not ${time.type.name}; use TIME_PARSE or MILLIS_TO_TIMESTAMP`,
      statement.query.span,
    );
  // Rows without a time all land at the epoch: only one time chunk, ALL, can hold them (docs/facts/sql.md §sql.37).
  // Worded as Druid 27 and 36 do, naming the period as Java prints it and INSERT for a REPLACE too, after planning:
  // no position, an empty context (live 27, recorded 36 `-101-`; §sql.61).
  if (!time && granularity !== 'ALL')
    env.refuseAfterPlanning(
      new SqlError(
        'validation',
        `The granularity [{type=period, period=${granularity}, timeZone=UTC, origin=null}] specified in the PARTITIONED BY clause of the INSERT query is different from ALL. Therefore, the query must specify a time column (named __time).`,
        undefined,
        {},
        { bareContext: true },
      ),
    );
  const others = query.columns.filter((column) => column.name !== '__time');
  const timeSql = time
    ? localToUtcSql(env.options.zone, `CAST("$i"."__time" AS TIMESTAMP)`)
    : `TIMESTAMP '1970-01-01 00:00:00'`;
  const projections = [
    `${timeSql} AS "__time"`,
    ...others.map((column) => `${storedSql(column, env)} AS ${quoteIdentifier(column.name)}`),
  ];
  const columns: SegmentColumn[] = [
    { name: '__time', type: 'LONG' },
    ...others.map((column) => storedColumn(column.name, column.type)),
  ];
  const clusteredBy = statement.clusteredBy.map((item) => {
    if (item.direction === 'DESC')
      throw new SqlError(
        'validation',
        'CLUSTERED BY does not support DESC; rows are clustered in ascending order',
        item.span,
      );
    const { expression } = item;
    if (expression.kind === 'literal' && expression.type === 'number' && /^\d+$/.test(expression.value)) {
      const column = query.columns[Number(expression.value) - 1];
      if (column) return column.name;
    }
    if (
      expression.kind === 'column' &&
      expression.path.length === 1 &&
      names.has(expression.path[0]?.name ?? '')
    )
      return expression.path[0]?.name ?? '';
    throw new SqlError(
      'validation',
      'CLUSTERED BY takes output column names or ordinals of the query',
      item.span,
    );
  });
  let replaceIntervals: string[] = [];
  if (statement.kind === 'replace') {
    replaceIntervals =
      statement.overwrite.kind === 'all'
        ? [ETERNITY]
        : overwriteIntervals(statement.overwrite.condition, env.options.zone).intervals;
  }
  return {
    kind: statement.kind,
    datasource: statement.table.name,
    sql: `SELECT ${projections.join(', ')} FROM (${query.sql}) AS "$i"`,
    columns,
    granularity,
    clusteredBy,
    replaceIntervals,
    externs: env.externs,
    externRelations: env.externRelations,
    tablesRead: env.tablesRead,
  };
}
