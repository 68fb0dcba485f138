// Plain requests the kit makes outside scenarios (capability probes, the leak report), written with spec paths.
import type { HttpResponse, Method, Target } from './client.ts';

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

/** Sends through `target` (which translates spec paths to its service word); a JSON body is serialised. */
export function plainClient(target: Target): PlainClient {
  return {
    send(method, path, body, headers = {}) {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const contentType = text === undefined ? {} : { 'Content-Type': 'application/json' };
      return target.send(method, path, text, { ...contentType, ...headers });
    },
  };
}
