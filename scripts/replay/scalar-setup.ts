// Diagnosis only (`npm run replay -- --scalar-types`): dbimp_types's setup without the columns the reference cannot
// store yet (JSON, arrays, the multi-value array), so the queries on it show their other causes. The ratio it prints is
// not the replay's: the recorded setup is changed.
import type { Exchange, Release } from './recordings.ts';

const SETUP = 'setup: make the datasource of every type';

/** The setup's SELECT list with `j` as its text, no array columns, and `mv` a plain string (`'z'` for id 2). */
function scalarQuery(query: string): string {
  return query
    .replace('PARSE_JSON(j) AS j,', 'j,')
    .replace(/\n {2}CASE WHEN id = 1 THEN ARRAY\['a'[^\n]*\n[^\n]*\n[^\n]*AS da,/, '')
    .replace(/CASE WHEN id = 1 THEN ARRAY_TO_MV\(ARRAY\['x', 'y'\]\) WHEN id = 2/, 'CASE WHEN id = 2');
}

export function withScalarTypes(release: Release): Release {
  const exchanges = release.exchanges.map((exchange): Exchange => {
    const query = (exchange.request.body as { query?: unknown } | undefined)?.query;
    if (exchange.name !== SETUP || typeof query !== 'string') return exchange;
    return { ...exchange, request: { ...exchange.request, body: { query: scalarQuery(query) } } };
  });
  return { ...release, exchanges };
}
