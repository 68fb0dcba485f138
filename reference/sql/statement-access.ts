// What a statement reads and writes, taken from its one analysis: what authorization checks before it runs.
import type { AnalyzedStatement } from './analyzer/analyze.ts';

export interface StatementAccess {
  /** Datasources it reads (in FROM, joins, subqueries, CTEs, UNNEST's tables), in the order the analysis met them. */
  readonly datasources: readonly string[];
  /** Metadata tables (`sys.segments`, `INFORMATION_SCHEMA.TABLES`) and lookups (`lookup.name`) it reads. */
  readonly metadataTables: readonly string[];
  /** The datasource an INSERT / REPLACE writes. */
  readonly writes?: string;
  /** Whether it reads external data (EXTERN). */
  readonly external: boolean;
}

/** The access of an analyzed statement; an EXPLAIN reads what the statement it explains reads, and writes nothing. */
export function statementAccess(analyzed: AnalyzedStatement): StatementAccess {
  const datasources: string[] = [];
  const metadataTables: string[] = [];
  for (const { schema, name } of analyzed.tablesRead) {
    if (schema === 'druid') datasources.push(name);
    else metadataTables.push(`${schema}.${name}`);
  }
  const external = analyzed.externs.length > 0;
  if (analyzed.kind === 'select') return { datasources, metadataTables, external };
  return { datasources, metadataTables, writes: analyzed.datasource, external };
}
