// The catalog of a running cluster: datasources from served (or deep-storage) segments, plus sys and INFORMATION_SCHEMA.

import type { SegmentRecord } from '../../store/store.ts';
import { T } from '../types.ts';
import type { Catalog, CatalogTable } from './catalog.ts';
import { SCHEMAS } from './catalog.ts';
import { datasourceTable } from './datasources.ts';
import { informationSchemaTables } from './information-schema.ts';
import { type SysSources, sysTables } from './sys-tables.ts';
import { valuesSql } from './values.ts';
import { datasourceVisible } from './visibility.ts';

const LOOKUP_COLUMNS = [
  { name: 'k', type: T.varchar },
  { name: 'v', type: T.varchar },
];

/** A lookup as a table of its keys `k` and values `v` (docs/facts/lookups.md §lookups.2, recorded 36 `-050-`). */
const lookupTable = (name: string, map: ReadonlyMap<string, string>): CatalogTable => ({
  schema: 'lookup',
  name,
  columns: LOOKUP_COLUMNS,
  isDatasource: false,
  sourceSql: () => valuesSql(LOOKUP_COLUMNS, [...map]),
});

const sameRecords = (a: readonly SegmentRecord[], b: readonly SegmentRecord[]): boolean =>
  a.length === b.length && a.every((record, index) => record === b[index]);

/**
 * What a datasource table reads: the segments Historicals serve (the Broker's synchronous SQL), or every visible
 * segment in deep storage (statements, spec rule 2: planned once at least one segment of the datasource is served).
 */
export type DatasourceReads = 'served' | 'deepStorage';

/** `lookups`: the maps of the lookups the Coordinator holds, which the `lookup` schema shows as tables. */
export function clusterCatalog(
  sources: SysSources,
  reads: DatasourceReads = 'served',
  lookups: (name: string) => ReadonlyMap<string, string> | undefined = () => undefined,
): Catalog {
  const sys = sysTables(sources);
  // Each datasource's table with the segment records it was built from: every query asks for its tables, and the
  // store hands out the same records until its segments change (issue 20).
  const built = new Map<string, { segments: readonly SegmentRecord[]; table: CatalogTable }>();
  const datasource = (name: string): CatalogTable | undefined => {
    // As the real Broker: a query reads what Historicals serve; a datasource with nothing served is unknown.
    const served = sources.serving.served(name);
    if (served.length === 0) {
      built.delete(name);
      return undefined;
    }
    const segments = reads === 'deepStorage' ? sources.segments.visible(name) : served;
    const known = built.get(name);
    if (known !== undefined && sameRecords(known.segments, segments)) return known.table;
    const table = datasourceTable(name, segments);
    built.set(name, { segments, table });
    return table;
  };
  const listTables = (): CatalogTable[] => {
    const datasources = sources.serving
      .datasources()
      .filter(datasourceVisible)
      .flatMap((name) => {
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
        case 'lookup': {
          const map = lookups(name);
          return map === undefined ? undefined : lookupTable(name, map);
        }
        default:
          return undefined;
      }
    },
    hasSchema: (schema) => (SCHEMAS as readonly string[]).includes(schema),
    lookup: lookups,
  };
}
