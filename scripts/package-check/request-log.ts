// The requests a reference process received, read from its request log (ANALYTICS_LOG_REQUESTS=true, JSON lines).
import type { Readable } from 'node:stream';

export interface LoggedRequest {
  readonly method: string;
  readonly url: string;
}

export interface RequestLog {
  /** Requests logged so far, in arrival order. */
  readonly requests: readonly LoggedRequest[];
}

export function recordRequests(stdout: Readable): RequestLog {
  const requests: LoggedRequest[] = [];
  let partial = '';
  stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
        if (entry.msg === 'incoming request' && entry.req?.method && entry.req.url)
          requests.push({ method: entry.req.method, url: entry.req.url });
      } catch {
        // not a log entry of a request
      }
    }
  });
  return { requests };
}
