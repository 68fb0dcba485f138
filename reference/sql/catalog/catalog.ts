// What the analyzer may read: tables by schema and name, their columns, and the executor SQL of their rows.
import type { SqlType } from '../types.ts';

export interface CatalogColumn {
  readonly name: string;
  readonly type: SqlType;
}

export type SchemaName = 'druid' | 'sys' | 'INFORMATION_SCHEMA' | 'lookup';

export interface CatalogTable {
  readonly schema: SchemaName;
  readonly name: string;
  readonly columns: readonly CatalogColumn[];
  /** Datasource tables have `__time` and answer EARLIEST / LATEST. */
  readonly isDatasource: boolean;
  /**
   * DuckDB SQL of a relation with exactly `columns`, in order; TIMESTAMP columns as UTC times (the analyzer
   * moves them into the query zone). `times`: the UTC ranges [start, end) of `__time` the query can read (a
   * datasource then reads only the segments that overlap them); undefined: any time.
   */
  sourceSql(times?: readonly (readonly [number, number])[]): string;
}

export interface Catalog {
  /** The default schema (`druid`) when `schema` is undefined; undefined when there is no such table. */
  table(schema: string | undefined, name: string): CatalogTable | undefined;
  /** Whether a schema of that exact name exists. */
  hasSchema(schema: string): boolean;
  /** The key → value map of a lookup SQL may read (LOOKUP, the `lookup` schema); undefined: no such lookup. */
  lookup?(name: string): ReadonlyMap<string, string> | undefined;
}

export const SCHEMAS: readonly SchemaName[] = ['druid', 'lookup', 'sys', 'INFORMATION_SCHEMA'];
