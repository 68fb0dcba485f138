// For the differential tests: reference servers on real sockets, and a proxy that alters chosen SQL answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, serverConfig } from '../../reference/index.ts';

export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

/** A reference server in a fresh data directory, listening on a free port of 127.0.0.1. */
export async function listeningReference(): Promise<Listening> {
  const dataDir = mkdtempSync(join(tmpdir(), 'differential-reference-'));
  const server = await createServer(serverConfig({ dataDir, overlordPeriodMs: 50, coordinatorPeriodMs: 50 }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rewrites the body of an answer to a request; undefined leaves the answer as it is, null drops the connection. */
export type Alteration = (
  request: { readonly method: string; readonly path: string; readonly body: string },
  responseBody: string,
) => string | undefined | null;

/** A proxy in front of a server; `alter` may be changed between runs. */
export async function alteringProxy(
  upstream: string,
): Promise<Listening & { alter: Alteration | undefined }> {
  const target = new URL(upstream);
  const proxy = {
    alter: undefined as Alteration | undefined,
    url: '',
    close: async () => {},
  };
  const server = createHttpServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const requestBody = Buffer.concat(chunks).toString('utf8');
      const forward = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          // The proxy alters bodies as text: it asks for them uncompressed (servers gzip for clients that accept it).
          headers: { ...incoming.headers, 'accept-encoding': 'identity' },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            const original = Buffer.concat(parts).toString('utf8');
            let body: string;
            try {
              const request = { method: incoming.method ?? '', path: incoming.url ?? '', body: requestBody };
              const altered = proxy.alter?.(request, original);
              if (altered === null) {
                outgoing.destroy();
                return;
              }
              body = altered ?? original;
            } catch (error) {
              // A broken alteration is the test's bug: answer it plainly rather than leave the request hanging.
              outgoing.writeHead(599).end(`the test's alteration failed: ${(error as Error).message}`);
              return;
            }
            const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
            delete headers['transfer-encoding'];
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            outgoing.end(body);
          });
        },
      );
      forward.on('error', () => outgoing.writeHead(502).end());
      forward.end(requestBody);
    });
  });
  // Node's 5 s idle close raced the client's pooled connection on a loaded machine (a request sent as the proxy closed
  // it failed as unreachable): keep idle connections as long as the reference's server does (Fastify's 72 s).
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}
