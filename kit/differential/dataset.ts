// The data every differential run ingests into both servers: a wikiticker slice and a channel table, as ingest tables.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IngestColumn, IngestTable } from '../core/ingest-sql.ts';

/**
 * wikiticker-slice.ndjson: every 131st line (from the first) of bench/data's wikiticker sample, 300 edits of
 * 2015-09-12, with the booleans as "true"/"false" text. channels.ndjson: written by hand for the joins, with
 * approximate speaker counts (millions) as a DOUBLE column, a channel absent from the edits and a null.
 */
const WIKI_COLUMNS: readonly IngestColumn[] = [
  ...['__time', 'channel', 'page', 'user', 'namespace', 'countryName', 'cityName'].map((name) => ({
    name,
    type: 'string' as const,
  })),
  ...['isRobot', 'isNew', 'isAnonymous'].map((name) => ({ name, type: 'string' as const })),
  ...['metroCode', 'added', 'deleted', 'delta'].map((name) => ({ name, type: 'long' as const })),
];

const CHANNEL_COLUMNS: readonly IngestColumn[] = [
  { name: 'channel', type: 'string' },
  { name: 'lang', type: 'string' },
  { name: 'speakers', type: 'double' },
];

function readRows(file: string, columns: readonly IngestColumn[]): IngestTable {
  const path = fileURLToPath(new URL(file, import.meta.url));
  const rows = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { columns, rows };
}

export interface Dataset {
  /** Edits, queried as `${datasource}`. */
  readonly wiki: IngestTable;
  /** Channels and their languages, queried as `${channels}`. */
  readonly channels: IngestTable;
}

export const readDataset = (): Dataset => ({
  wiki: readRows('./wikiticker-slice.ndjson', WIKI_COLUMNS),
  channels: readRows('./channels.ndjson', CHANNEL_COLUMNS),
});
