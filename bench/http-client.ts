// The latency benchmark's HTTP client: node:http on one kept-alive connection, accepting gzip and decoding it at once.
// fetch (undici) decodes a gzipped answer through a stream pipeline on the thread pool, about 0.7 ms of the
// client's own per answer on this machine (issue 20): a cost of the client, not of the server measured.
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface HttpAnswer {
  readonly status: number;
  readonly text: string;
}

export interface LeanClient {
  /** POSTs a JSON body to `url` and reads the whole answer, gunzipped when the server compressed it. */
  postJson(url: string, body: string): Promise<HttpAnswer>;
  close(): void;
}

export function leanClient(): LeanClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    postJson: (url, body) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          url,
          {
            agent,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const raw = Buffer.concat(chunks);
              const bytes = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
              resolve({ status: response.statusCode ?? 0, text: bytes.toString('utf8') });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      }),
    close: () => agent.destroy(),
  };
}
