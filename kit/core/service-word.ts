// The spec's paths and header names are written with `analytics`; a target may use another word (e.g. `druid`).
const SPEC_WORD = 'analytics';

const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** `/analytics/v2/sql` → `/druid/v2/sql`, `/analytics-ext/…` → `/druid-ext/…`; other paths are unchanged. */
export function servicePath(word: string, path: string): string {
  if (word === SPEC_WORD) return path;
  for (const suffix of ['/', '-ext/']) {
    const spec = `/${SPEC_WORD}${suffix}`;
    if (path.startsWith(spec)) return `/${word}${suffix}${path.slice(spec.length)}`;
  }
  return path;
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
