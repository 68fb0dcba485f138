// A client that reads a streamed SQL answer to its end over a socket and says how it ended: complete, cut off, or an
// error status. A success must be complete; a failure after the answer began must show as a cut-off body.
import { request } from 'node:http';

export interface StreamedAnswer {
  readonly status: number;
  /** The body ended as HTTP says a complete body ends. */
  readonly complete: boolean;
  readonly bytes: number;
  /** Rows of an `arrayLines` answer (lines but the closing empty one). */
  readonly lines: number;
}

/** POSTs a query (`arrayLines`, so rows can be counted as they come) and reads the whole answer. */
export function readStreamed(
  baseUrl: string,
  query: string,
  context: Record<string, unknown> = {},
): Promise<StreamedAnswer> {
  const url = new URL('/analytics/v2/sql', baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        });
        const done = (complete: boolean) =>
          resolve({ status: response.statusCode ?? 0, complete, bytes, lines: Math.max(0, lines - 1) });
        response.on('end', () => done(response.complete));
        response.on('error', () => done(false));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ query, context, resultFormat: 'arrayLines' }));
  });
}

/** How a query's answer ended, in the terms the attacks expect: `200 complete`, `200 cut off`, or the status. */
export const endOf = (answer: StreamedAnswer): string =>
  answer.status === 200 ? `200 ${answer.complete ? 'complete' : 'cut off'}` : String(answer.status);
