// Keeps shared datasources immutable: a request that could change one is a harness error before it is sent, so a
// scenario that writes can never be converted to shared data by mistake (it must ingest a datasource of its own).
import type { Method } from './client.ts';

/** POSTs that only read, whatever they name: SQL and native queries, statements and SQL tasks that do not write. */
const READING_POST = /^\/analytics\/v2(?:\/sql(?:\/statements|\/task)?)?\/?$/;

/** POSTs of the metadata store's views: their bodies select what to list (intervals, datasource names). */
const METADATA_POST = /^\/analytics\/coordinator\/v1\/metadata\//;

/** Users, roles and permissions: a permission names a datasource without changing it. */
const SECURITY_PATH = /^\/analytics-ext\/basic-security\//;

/** The datasource an INSERT or REPLACE writes, its quotes removed; undefined for a query that writes nothing. */
export function writtenDatasource(query: string): string | undefined {
  const m = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:insert|replace)\s+into\s+("(?:[^"]|"")*"|[^\s(]+)/i.exec(
    query,
  );
  const target = m?.[1];
  if (target === undefined) return undefined;
  return target.startsWith('"') ? target.slice(1, -1).replace(/""/g, '"') : target;
}

function queryOf(body: string | undefined): string | undefined {
  if (body === undefined) return undefined;
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' ? query : undefined;
  } catch {
    return undefined;
  }
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path as the server reads it; a malformed escape (some scenarios send them on purpose) stays as written. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The shared datasource the request could change, or undefined when it changes none of them. */
export function changedFixture(
  method: Method | 'HEAD',
  path: string,
  body: string | undefined,
  fixtures: ReadonlySet<string>,
): string | undefined {
  if (fixtures.size === 0 || method === 'GET' || method === 'HEAD') return undefined;
  const [bare = ''] = path.split(/[?#]/);
  if ((method === 'POST' && METADATA_POST.test(bare)) || SECURITY_PATH.test(bare)) return undefined;
  if (method === 'POST' && READING_POST.test(bare)) {
    const written = writtenDatasource(queryOf(body) ?? '');
    return written !== undefined && fixtures.has(written) ? written : undefined;
  }
  const text = `${decoded(path)}\n${body ?? ''}`;
  // A name followed by a digit is another one (…_shared_1 in …_shared_12).
  return [...fixtures].find((name) => new RegExp(`${escaped(name)}(?![0-9])`).test(text));
}
