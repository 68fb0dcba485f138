// The catalog of a running cluster: datasources from served segments, plus the sys and INFORMATION_SCHEMA tables.
import type { Catalog, CatalogTable } from './catalog.ts';
import { SCHEMAS } from './catalog.ts';
import { datasourceTable } from './datasources.ts';
import { informationSchemaTables } from './information-schema.ts';
import { type SysSources, sysTables } from './sys-tables.ts';

export function clusterCatalog(sources: SysSources): Catalog {
  const sys = sysTables(sources);
  const datasource = (name: string): CatalogTable | undefined => {
    // As the real Broker: a query reads what Historicals serve; a datasource with nothing served is unknown.
    const segments = sources.serving.served(name);
    return segments.length === 0 ? undefined : datasourceTable(name, segments);
  };
  const listTables = (): CatalogTable[] => {
    const datasources = sources.serving.datasources().flatMap((name) => {
      const table = datasource(name);
      return table ? [table] : [];
    });
    return [...datasources, ...sys.values()];
  };
  const informationSchema = informationSchemaTables(listTables);
  return {
    table(schema, name) {
      switch (schema ?? 'druid') {
        case 'druid':
          return datasource(name);
        case 'sys':
          return sys.get(name);
        case 'INFORMATION_SCHEMA':
          return informationSchema.get(name);
        default:
          return undefined;
      }
    },
    hasSchema: (schema) => (SCHEMAS as readonly string[]).includes(schema),
  };
}
