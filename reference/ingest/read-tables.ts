// A catalog that notes which datasources (and metadata tables) a task's query reads (the analyzer asks the catalog for each table it names).
import type { Catalog } from '../sql/catalog/catalog.ts';
import { noteSystemTableRead, noteTableRead } from './scope.ts';

/** `catalog`, noting every datasource it answers inside an ingestion scope; outside one it changes nothing. */
export function recordingTableReads(catalog: Catalog): Catalog {
  return {
    table(schema, name) {
      const table = catalog.table(schema, name);
      if (table?.isDatasource) noteTableRead(table.name);
      else if (table) noteSystemTableRead(`${schema}.${name}`);
      return table;
    },
    hasSchema: (schema) => catalog.hasSchema(schema),
    ...(catalog.lookup === undefined ? {} : { lookup: (name: string) => catalog.lookup?.(name) }),
  };
}
