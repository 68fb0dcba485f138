// A plain HTTP client for the replay: sends exactly the recorded request (no headers added) and reads the raw answer.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { Actual } from './compare.ts';

export interface Outgoing {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** The client gives up after this long (the answer is then `undefined`). */
  readonly timeoutMs?: number;
}

/** Sends one request; a gzip answer is inflated (the recordings keep the inflated text). */
export function send(outgoing: Outgoing): Promise<Actual | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(outgoing.url, { method: outgoing.method, headers: outgoing.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A stream the server cut keeps what arrived: the recordings hold such bodies too.
      const finish = () => {
        const raw = Buffer.concat(chunks);
        const gzip = res.headers['content-encoding'] === 'gzip';
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers, body: (gzip ? inflate(raw) : raw).toString('utf8') });
      };
      res.on('end', finish);
      res.on('aborted', finish);
      res.on('error', finish);
    });
    if (outgoing.timeoutMs !== undefined)
      req.setTimeout(outgoing.timeoutMs, () => {
        req.destroy();
        resolve(undefined);
      });
    req.on('error', (error) =>
      req.destroyed && outgoing.timeoutMs !== undefined ? resolve(undefined) : reject(error),
    );
    if (outgoing.body !== undefined) req.write(outgoing.body);
    req.end();
  });
}

function inflate(raw: Buffer): Buffer {
  try {
    return gunzipSync(raw);
  } catch {
    return raw;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
