// Shared by the engine's unit tests: a catalog of in-memory tables and an engine over it, with no cluster.
import type { MetadataStore } from '../store/store.ts';
import type { Catalog, CatalogTable } from './catalog/catalog.ts';
import { SqlEngine } from './engine.ts';
import { DuckEngine } from './execute/duckdb.ts';

/** A catalog holding just these tables, all in the default schema. */
export const catalogOf = (...tables: CatalogTable[]): Catalog => ({
  table: (schema, name) =>
    (schema ?? 'druid') === 'druid' ? tables.find((table) => table.name === name) : undefined,
  hasSchema: (schema) => ['druid', 'sys', 'INFORMATION_SCHEMA', 'lookup'].includes(schema),
});

export interface TestEngine {
  readonly engine: SqlEngine;
  readonly duck: DuckEngine;
}

/** An engine over `catalog` (and `deepStorageCatalog`, by default the same); EXTERN is refused. */
export async function openTestEngine(
  catalog: Catalog,
  deepStorageCatalog: Catalog = catalog,
): Promise<TestEngine> {
  // These tests' tables are in memory: DuckDB needs no file at all.
  const duck = await DuckEngine.open({ allowedDirectories: [] });
  const engine = new SqlEngine({
    store: {} as MetadataStore,
    duck,
    catalog,
    deepStorageCatalog,
    resolveExtern: async () => {
      throw new Error('no EXTERN in these tests');
    },
    now: () => Date.parse('2020-01-01T00:00:00Z'),
  });
  return { engine, duck };
}
