// One server of a differential run over HTTP: its base URL, its credentials, a deadline per request.
import { servicePath } from '../core/service-word.ts';
import { redactedUrl } from '../core/target-config.ts';

export interface ServerEndpoint {
  /** Base URL, without a trailing slash. */
  readonly url: string;
  readonly user?: string | undefined;
  readonly password?: string | undefined;
  /** The word the server's paths and headers are built from (`analytics`, `druid`…). */
  readonly serviceWord: string;
}

export interface Answer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly text: string;
}

/** No answer at all (refused, reset, timed out): a harness error, never a divergence. */
export class UnreachableError extends Error {}

export interface ServerClient {
  readonly endpoint: ServerEndpoint;
  send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: string): Promise<Answer>;
}

/** The URL as reports show it: credentials inside it are replaced (an unparsable one is shown as given). */
export function redactUrl(url: string): string {
  return URL.canParse(url) ? redactedUrl(url) : url;
}

export function serverClient(endpoint: ServerEndpoint, requestTimeoutMs: number): ServerClient {
  const base = endpoint.url.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (endpoint.user !== undefined)
    headers.Authorization = `Basic ${Buffer.from(`${endpoint.user}:${endpoint.password ?? ''}`).toString('base64')}`;
  return {
    endpoint,
    async send(method, path, body) {
      // Callers write the spec's paths; the server answers under its own service word.
      const sent = servicePath(endpoint.serviceWord, path);
      try {
        const response = await fetch(`${base}${sent}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        const text = await response.text();
        return {
          status: response.status,
          contentType: response.headers.get('content-type') ?? undefined,
          text,
        };
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        const reason =
          (error as Error).name === 'TimeoutError' ? `no answer within ${requestTimeoutMs} ms` : cause;
        throw new UnreachableError(
          `${method} ${redactUrl(base)}${sent} failed: ${reason ?? (error as Error).message}`,
        );
      }
    },
  };
}
