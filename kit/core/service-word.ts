// The spec's paths and header names are written with `analytics`; a target may use another word (e.g. `druid`).
const SPEC_WORD = 'analytics';

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `/analytics/v2/sql` → `/druid/v2/sql`, `/analytics-ext/…` → `/druid-ext/…`; other paths are unchanged.
 * `extensionPrefix` goes before extension paths: real Druid's Router reaches the Coordinator's extension endpoints only
 * under `/proxy/coordinator` (docs/facts/security.md §security.7).
 */
export function servicePath(word: string, path: string, extensionPrefix = ''): string {
  const extension = `/${SPEC_WORD}-ext/`;
  if (path.startsWith(extension)) return `${extensionPrefix}/${word}-ext/${path.slice(extension.length)}`;
  const spec = `/${SPEC_WORD}/`;
  return word !== SPEC_WORD && path.startsWith(spec) ? `/${word}/${path.slice(spec.length)}` : path;
}

/** Request headers as the target names them: `X-Analytics-Author` → `X-Druid-Author`. */
export function serviceHeaders(word: string, headers: Record<string, string>): Record<string, string> {
  if (word === SPEC_WORD) return headers;
  const prefix = `x-${SPEC_WORD}-`;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) =>
      name.toLowerCase().startsWith(prefix)
        ? [`X-${capitalised(word)}-${name.slice(prefix.length)}`, value]
        : [name, value],
    ),
  );
}

/** Response headers as the features name them: `x-druid-sql-query-id` → `x-analytics-sql-query-id`. */
export function specHeaders(word: string, headers: Record<string, string>): Record<string, string> {
  if (word === SPEC_WORD) return headers;
  const prefix = `x-${word.toLowerCase()}-`;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) =>
      name.startsWith(prefix) ? [`x-${SPEC_WORD}-${name.slice(prefix.length)}`, value] : [name, value],
    ),
  );
}
