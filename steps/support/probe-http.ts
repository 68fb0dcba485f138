// Plain requests the kit makes outside scenarios (capability probes, the leak report): paths in the service word.
import type { HttpResponse, Method, Target } from './client.ts';

/** A spec path (`/analytics/…`, `/analytics-ext/…`) in the target's service word, e.g. `/druid/…`. */
export const servicePath = (word: string, path: string): string =>
  path.replace(/^\/analytics(?=[/-])/, `/${word}`);

/** The body as JSON, or undefined when it is not JSON. */
export function jsonOf(response: HttpResponse): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

/** A short, one-line excerpt of a body for evidence text. */
export const excerpt = (text: string, length = 120): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

export interface PlainClient {
  send(method: Method, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpResponse>;
}

/** Sends through `target` with spec paths translated to `word`; a JSON body is serialised. */
export function plainClient(target: Target, word: string): PlainClient {
  return {
    send(method, path, body, headers = {}) {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const contentType = text === undefined ? {} : { 'Content-Type': 'application/json' };
      return target.send(method, servicePath(word, path), text, { ...contentType, ...headers });
    },
  };
}
