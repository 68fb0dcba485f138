// EXPLAIN PLAN FOR: the PLAN column describes the statement (what it reads, the columns it produces), never the
// executor SQL, which names the server's segment files.
import type { RuntimeColumnType } from '../plan/ingestion-plan.ts';
import { runtimeTypeName, type SqlType } from '../types.ts';
import type { TableRead } from './env.ts';

/** What EXPLAIN shows of an analyzed statement (the shape of `AnalyzedStatement`, without its SQL). */
type ExplainedStatement =
  | {
      readonly kind: 'select';
      readonly columns: readonly { readonly name: string; readonly type: SqlType }[];
      readonly externs: readonly unknown[];
      readonly tablesRead: readonly TableRead[];
    }
  | {
      readonly kind: 'insert' | 'replace';
      readonly datasource: string;
      readonly columns: readonly { readonly name: string; readonly type: RuntimeColumnType }[];
      readonly externs: readonly unknown[];
      readonly tablesRead: readonly TableRead[];
    };

/** Datasources the statement reads; metadata tables keep their schema. */
const dataSources = (statement: ExplainedStatement): string[] =>
  statement.tablesRead.map(({ schema, name }) => (schema === 'druid' ? name : `${schema}.${name}`));

/** The PLAN text: a JSON array of one entry, in the spirit of the real system's native-query plans. */
export function explainPlan(statement: ExplainedStatement): string {
  const signature =
    statement.kind === 'select'
      ? statement.columns.map((column) => ({ name: column.name, type: runtimeTypeName(column.type) }))
      : statement.columns.map((column) => ({ name: column.name, type: column.type }));
  const query = {
    statementType: statement.kind.toUpperCase(),
    dataSources: dataSources(statement),
    ...(statement.externs.length > 0 ? { externalInputs: statement.externs.length } : {}),
    ...(statement.kind === 'select' ? {} : { target: statement.datasource }),
  };
  return JSON.stringify([{ query, signature }]);
}

/** The RESOURCES text: the datasources read, as the real system lists them. */
export function explainResources(statement: ExplainedStatement): string {
  return JSON.stringify(dataSources(statement).map((name) => ({ name, type: 'DATASOURCE' })));
}
