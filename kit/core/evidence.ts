// Renders one HTTP exchange as report evidence: a copy-pasteable curl command (no secrets) and the answer.
import type { HttpResponse, Method } from './client.ts';
import { readKitConfig } from './target-config.ts';

/** Starts the line after the curl command that gives the answer's status; the summary splits evidence there. */
export const ANSWER_MARK = '→ ';

/** Headers whose values are secrets: the command shows `***` in their place. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);
const MAX_BODY = 4000;

const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The URL as `"$TARGET_URL/…"`, so the command runs against whatever target the reader exports. */
function targetUrl(path: string): string {
  // Inside double quotes only $, `, \, " and ! are special; other paths get a single-quoted tail.
  return /^[^$`\\"!]*$/.test(path) ? `"$TARGET_URL${path}"` : `"$TARGET_URL"${quote(path)}`;
}

export interface EvidenceOptions {
  /** Whether the kit sends its own credentials unless a request carries an Authorization header. */
  readonly kitCredentials: boolean;
}

let configured: EvidenceOptions | undefined;
/** Read once: the run's configuration does not change while it runs. */
function fromConfig(): EvidenceOptions {
  if (configured === undefined) {
    const config = readKitConfig();
    configured = { kitCredentials: config.user !== undefined || config.secure };
  }
  return configured;
}

export function evidence(
  request: { method: Method; url: string; body?: string | undefined; headers: Record<string, string> },
  response: HttpResponse,
  options: EvidenceOptions = fromConfig(),
): string {
  const parts = ['curl', '-i', '-X', request.method];
  const own = Object.keys(request.headers).some((name) => name.toLowerCase() === 'authorization');
  if (options.kitCredentials && !own) parts.push('-u', '"$TARGET_USER:$TARGET_PASSWORD"');
  parts.push(targetUrl(request.url));
  for (const [name, value] of Object.entries(request.headers)) {
    // An empty Authorization header means the kit sent none: curl sends none without -u either.
    if (name.toLowerCase() === 'authorization' && value === '') continue;
    parts.push('-H', quote(`${name}: ${SECRET_HEADERS.has(name.toLowerCase()) ? '***' : value}`));
  }
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  const type = response.headers['content-type'] ?? '(none)';
  const body =
    response.text.length > MAX_BODY
      ? `${response.text.slice(0, MAX_BODY)}… (${response.text.length} chars)`
      : response.text;
  return `${parts.join(' ')}\n\n${ANSWER_MARK}${response.status}, Content-Type: ${type}\n${body === '' ? '(empty body)' : body}`;
}
