// What the staging COPY answers (RETURN_STATS, one row per file written): rows per time chunk and, per column that
// may hold lists, whether some row holds other than one value (the max of its staged flag), with no further read.
import type { SegmentColumn } from '../../../../sql/plan/ingestion-plan.ts';
import { CHUNK_NAME, valuesFlagName } from './ingest-sql.ts';

export interface StagedChunk {
  /** The chunk's start (epoch millis, as `chunkStartSql` computes it); null for rows with a NULL `__time`. */
  readonly chunk: bigint | null;
  readonly rows: number;
}

export interface StagedStats {
  /** Rows per chunk, in time order (a NULL chunk first). */
  readonly chunks: StagedChunk[];
  /** The names of the plan's columns of which some staged row holds other than one value. */
  readonly multiValued: Set<string>;
}

/** DuckDB's MAP as the JavaScript rows give it: a list of `{key, value}` entries. */
type MapEntries = readonly { readonly key: unknown; readonly value: unknown }[];

const entries = (map: unknown): MapEntries => (Array.isArray(map) ? (map as MapEntries) : []);

/** A statistics key names its column quoted as an identifier (`"name"`) or bare. */
const unquoted = (key: string): string =>
  key.length >= 2 && key.startsWith('"') && key.endsWith('"') ? key.slice(1, -1).replaceAll('""', '"') : key;

/** The names of the file's columns whose statistics have a max of true (a BOOLEAN's max is `1`). */
function trueMaxima(columnStatistics: unknown): Set<string> {
  const names = new Set<string>();
  for (const { key, value } of entries(columnStatistics)) {
    const max = entries(value).find((stat) => stat.key === 'max')?.value;
    if (max === '1' || max === 'true') names.add(unquoted(String(key)));
  }
  return names;
}

/**
 * Reads the rows of `stagingSql`'s COPY (filename, count, file_size_bytes, footer_size_bytes, column_statistics,
 * partition_keys): a chunk may span several files (DuckDB closes and reopens files past its open-file limit).
 */
export function stagedStats(
  columnNames: readonly string[],
  rows: readonly (readonly unknown[])[],
  planColumns: readonly SegmentColumn[],
): StagedStats {
  const at = (name: string): number => {
    const index = columnNames.indexOf(name);
    if (index < 0) throw new Error(`The staging COPY answered no [${name}] column`);
    return index;
  };
  const [count, statistics, keys] = [at('count'), at('column_statistics'), at('partition_keys')];
  const perChunk = new Map<string, StagedChunk>();
  const flagged = new Set<string>();
  for (const row of rows) {
    const key = entries(row[keys]).find((k) => k.key === CHUNK_NAME)?.value;
    const chunk = key === null || key === undefined ? null : BigInt(String(key));
    const id = String(chunk);
    perChunk.set(id, { chunk, rows: (perChunk.get(id)?.rows ?? 0) + Number(row[count]) });
    for (const name of trueMaxima(row[statistics])) flagged.add(name);
  }
  const multiValued = new Set(
    planColumns.filter((c, index) => c.multiValue && flagged.has(valuesFlagName(index))).map((c) => c.name),
  );
  const chunks = [...perChunk.values()].sort((a, b) =>
    a.chunk === null ? -1 : b.chunk === null ? 1 : a.chunk < b.chunk ? -1 : a.chunk > b.chunk ? 1 : 0,
  );
  return { chunks, multiValued };
}
