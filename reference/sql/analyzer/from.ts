// FROM: tables, CTEs, subqueries, EXTERN and joins become relations in scope and executor SQL.
import { keyedObject, lookupTable } from '../../json/keyed.ts';
import type { FromItem, TableFunctionReference, TableReference } from '../ast/nodes.ts';
import { SqlError } from '../errors.ts';
import { quoteIdentifier } from '../execute/quote.ts';
import type { ExternArguments } from '../plan/ingestion-plan.ts';
import { utcToLocalSql } from '../time-zone.ts';
import { type SqlType, T, typeFromName } from '../types.ts';
import { withColumnAliases } from './column-aliases.ts';
import type { AnalysisEnv } from './env.ts';
import { bindExpression } from './expressions.ts';
import { checkJoinCondition } from './join-conditions.ts';
import type { Range } from './overwrite.ts';
import { analyzeSubquery as analyzeQuery } from './recursion.ts';
import { type Relation, type RelationColumn, Scope } from './scope.ts';
import { analyzeUnnest } from './unnest.ts';

export interface AnalyzedFrom {
  readonly relations: readonly Relation[];
  readonly sql: string;
}

/** `left`: the relations joined before this item, which an UNNEST may read (a lateral join). */
/** `times`: the UTC ranges of __time the query's WHERE can let through, when the FROM is this one table. */
export function analyzeFrom(
  item: FromItem,
  env: AnalysisEnv,
  outer: Scope | undefined,
  left: readonly Relation[] = [],
  times?: readonly Range[],
): AnalyzedFrom {
  switch (item.kind) {
    case 'table':
      return withColumnAliases(analyzeTable(item, env, times), item.columnAliases, item.span);
    case 'subquery': {
      const sub = analyzeQuery(item.query, env, undefined);
      const alias = item.alias?.name ?? env.freshAlias();
      const analyzed = {
        relations: [{ alias, columns: sub.columns, hasTime: false, scan: sub.scan === true }],
        sql: `(${sub.sql}) AS ${quoteIdentifier(alias)}`,
      };
      return withColumnAliases(analyzed, item.columnAliases, item.span);
    }
    case 'tableFunction':
      return withColumnAliases(analyzeTableFunction(item, env), item.columnAliases, item.span);
    case 'unnest':
      return analyzeUnnest(item, env, outer, left);
    case 'join':
      return analyzeJoin(item, env, outer, left);
  }
}

function analyzeJoin(
  item: Extract<FromItem, { kind: 'join' }>,
  env: AnalysisEnv,
  outer: Scope | undefined,
  before: readonly Relation[],
): AnalyzedFrom {
  const left = analyzeFrom(item.left, env, outer, before);
  const right = analyzeFrom(item.right, env, outer, [...before, ...left.relations]);
  const relations = [...left.relations, ...right.relations];
  const seen = new Set<string>();
  for (const relation of relations) {
    if (seen.has(relation.alias))
      throw new SqlError(
        'validation',
        `Duplicate relation name '${relation.alias}' in FROM clause`,
        item.span,
      );
    seen.add(relation.alias);
  }
  if (item.joinType === 'CROSS') return { relations, sql: `(${left.sql} CROSS JOIN ${right.sql})` };
  if (item.on === undefined)
    throw new SqlError('validation', `${item.joinType} JOIN needs an ON condition`, item.span);
  checkJoinCondition(item.on, item.joinType, left.relations, right.relations);
  const condition = bindExpression(item.on, {
    env,
    scope: new Scope(relations, outer),
    aggregates: 'ON clause',
    groupKeys: undefined,
    inAggregate: false,
  });
  if (condition.type.name !== 'BOOLEAN')
    throw new SqlError('validation', 'The ON condition must be a boolean expression', condition.span);
  return { relations, sql: `(${left.sql} ${item.joinType} JOIN ${right.sql} ON ${condition.sql})` };
}

function analyzeTable(item: TableReference, env: AnalysisEnv, times?: readonly Range[]): AnalyzedFrom {
  const names = item.path.map((part) => part.name);
  const name = names[names.length - 1] ?? '';
  const schema = names.length > 1 ? names[names.length - 2] : undefined;
  const alias = item.alias?.name ?? name;
  if (schema === undefined) {
    const common = env.commonTable(name);
    if (common)
      return {
        relations: [{ alias, columns: common.columns, hasTime: false }],
        sql: `${quoteIdentifier(name)} AS ${quoteIdentifier(alias)}`,
      };
  }
  const table = env.options.catalog.table(schema, name);
  if (table === undefined) {
    const where = schema !== undefined && env.options.catalog.hasSchema(schema) ? ` within '${schema}'` : '';
    throw new SqlError('validation', `Object '${names.join('.')}' not found${where}`, item.span);
  }
  env.noteRead(table);
  const { zone } = env.options;
  const hasTimestamps = table.columns.some((column) => column.type.name === 'TIMESTAMP');
  let source = table.sourceSql(times);
  if (zone.kind !== 'utc' && hasTimestamps) {
    const projections = table.columns.map((column) => {
      const ref = quoteIdentifier(column.name);
      return column.type.name === 'TIMESTAMP'
        ? `${utcToLocalSql(zone, ref)} AS ${ref}, ${ref} AS ${quoteIdentifier(`${column.name}$utc`)}`
        : ref;
    });
    source = `(SELECT ${projections.join(', ')} FROM ${source} AS "$source")`;
  }
  return {
    relations: [
      {
        alias,
        columns: table.columns,
        hasTime: table.isDatasource,
        metadata: table.schema === 'sys' || table.schema === 'INFORMATION_SCHEMA',
        scan: table.isDatasource,
        ...(zone.kind !== 'utc' && hasTimestamps ? { utcTimes: true } : {}),
      },
    ],
    sql: `${source} AS ${quoteIdentifier(alias)}`,
  };
}

const SIGNATURE_TYPES: Readonly<Record<string, SqlType>> = lookupTable({
  string: T.varchar,
  long: T.bigint,
  double: T.double,
  float: T.float,
  'COMPLEX<json>': T.json,
});

/** A signature column's type; strings of JSON input may be arrays, stored as multi-value strings (§sql.26). */
function externColumnType(type: SqlType, inputFormat: unknown): SqlType {
  const json = (inputFormat as { type?: unknown } | null)?.type === 'json';
  return json && type.name === 'VARCHAR' && !type.multiValue ? T.externText : type;
}

function parseJsonArgument(text: unknown, what: string, item: TableFunctionReference): unknown {
  if (typeof text !== 'string')
    throw new SqlError('validation', `EXTERN needs ${what} as a JSON string literal`, item.span);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SqlError(
      'validation',
      `EXTERN ${what} is not valid JSON: ${(error as Error).message}`,
      item.span,
    );
  }
}

function analyzeTableFunction(item: TableFunctionReference, env: AnalysisEnv): AnalyzedFrom {
  const { call } = item;
  if (call.name !== 'EXTERN')
    throw new SqlError('validation', `No match found for table function ${call.name}`, call.nameSpan);
  if (!env.options.allowExternal)
    env.refuseExternal(
      new SqlError(
        'unsupported',
        'EXTERN reads external data and is only available to SQL-based ingestion tasks (POST /analytics/v2/sql/task)',
        call.span,
      ),
    );
  const positional = ['inputSource', 'inputFormat', 'signature'];
  const values = keyedObject<unknown>();
  call.args.forEach((arg, index) => {
    const name = arg.kind === 'namedArgument' ? arg.name.name : positional[index];
    const value = arg.kind === 'namedArgument' ? arg.value : arg;
    if (name === undefined || value.kind !== 'literal' || value.type !== 'string')
      throw new SqlError('validation', 'EXTERN arguments must be JSON string literals', arg.span);
    values[name] = value.value;
  });
  const inputSource = parseJsonArgument(values.inputSource, 'inputSource', item);
  const inputFormat = parseJsonArgument(values.inputFormat, 'inputFormat', item);
  let columns: RelationColumn[];
  let signature: ExternArguments['signature'];
  if (item.columns.length > 0) {
    columns = item.columns.map((column) => {
      const type = typeFromName(column.type.name, column.type.array);
      if (!type) throw new SqlError('validation', `Unknown type '${column.type.name}'`, column.type.span);
      return { name: column.name.name, type: externColumnType(type, inputFormat) };
    });
    const back: Readonly<Record<string, string>> = {
      VARCHAR: 'string',
      BIGINT: 'long',
      INTEGER: 'long',
      DOUBLE: 'double',
      FLOAT: 'float',
      DECIMAL: 'double',
    };
    signature = columns.map((column) => ({ name: column.name, type: back[column.type.name] ?? 'string' }));
  } else {
    const parsed = parseJsonArgument(values.signature, 'signature', item);
    if (!Array.isArray(parsed) || parsed.length === 0)
      throw new SqlError(
        'validation',
        'EXTERN signature must be a non-empty JSON array of {name, type}',
        item.span,
      );
    signature = parsed.map((entry: unknown) => {
      const { name, type } = (entry ?? {}) as { name?: unknown; type?: unknown };
      if (typeof name !== 'string' || name === '' || typeof type !== 'string' || !SIGNATURE_TYPES[type])
        throw new SqlError(
          'validation',
          `EXTERN signature entries need a name and a type of string, long, double, float or COMPLEX<json>; got ${JSON.stringify(entry)}`,
          item.span,
        );
      return { name, type };
    });
    columns = signature.map(({ name, type }) => ({
      name,
      type: externColumnType(SIGNATURE_TYPES[type] ?? T.varchar, inputFormat),
    }));
  }
  const alias = item.alias?.name ?? 'EXTERN';
  const relation = env.addExtern({ inputSource, inputFormat, signature }, item.span);
  return { relations: [{ alias, columns, hasTime: false }], sql: `${relation} AS ${quoteIdentifier(alias)}` };
}
