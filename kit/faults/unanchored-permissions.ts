// A server whose permission names match any datasource name that merely contains a match (a grant on `wiki` also
// grants `wikipedia`), where the real system matches the whole name (docs/facts/security.md §security.1). The proxy
// makes the reference behave so without a switch in it: each DATASOURCE permission it is given is stored as
// `.*(?:name).*`, which the reference's whole-name match turns into a match anywhere, and read back as written.
import type { FaultRewrite, ProxyRequest, ProxyResponse } from './proxy.ts';

const AUTHORIZATION = '/analytics-ext/basic-security/authorization/';
const WRAPPED = /^\.\*\(\?:([\s\S]*)\)\.\*$/;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isDatasource = (value: unknown): value is { type: string; name: string } =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'DATASOURCE' &&
  typeof (value as { name?: unknown }).name === 'string';

/** Every DATASOURCE resource in `value` with its name changed by `change`. */
function renamed(value: unknown, change: (name: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, change));
  if (typeof value !== 'object' || value === null) return value;
  if (isDatasource(value)) return { ...value, name: change(value.name) };
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, renamed(inner, change)]));
}

const isPermissionsPost = (request: ProxyRequest): boolean =>
  request.method === 'POST' && (request.url.split('?')[0] ?? '').endsWith('/permissions');

export const UNANCHORED_PERMISSIONS: FaultRewrite = {
  matches: (request) => request.url.startsWith(AUTHORIZATION),
  rewriteRequest(request) {
    const body = parse(request.body);
    if (!isPermissionsPost(request) || body === undefined) return request;
    return { ...request, body: JSON.stringify(renamed(body, (name) => `.*(?:${name}).*`)) };
  },
  rewriteResponse(response: ProxyResponse) {
    const body = parse(response.body);
    if (body === undefined) return response;
    return { ...response, body: JSON.stringify(renamed(body, (name) => WRAPPED.exec(name)?.[1] ?? name)) };
  },
};
