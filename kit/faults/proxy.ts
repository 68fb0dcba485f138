// An HTTP proxy in front of a target that passes every exchange through unchanged except the ones a fault matches.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the proxy received it, body included (requests to the API are small). */
export interface ProxyRequest {
  readonly method: string;
  /** Path and query string, e.g. `/analytics/v2/sql?x=1`. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A response as the target gave it, or as a fault rewrote it. */
export interface ProxyResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends a request to the target and buffers its answer: what a fault consults (as the client, or as the admin). */
export type Upstream = (request: ProxyRequest) => Promise<ProxyResponse>;

/** One deliberate non-conformance: which exchanges it touches and how it changes them. */
export interface FaultRewrite {
  matches(request: ProxyRequest): boolean;
  /** Changes the request before it reaches the target (e.g. a default the server fills differently). */
  rewriteRequest?(request: ProxyRequest): ProxyRequest;
  /** Changes the target's answer before the client sees it. */
  rewriteResponse?(response: ProxyResponse, request: ProxyRequest): ProxyResponse;
  /**
   * Answers the request itself instead of passing it on (a cancel it ignores), consulting the target through
   * `upstream` where a faithful answer needs to (the pages of a result, the state of a task).
   */
  answer?(request: ProxyRequest, upstream: Upstream): Promise<ProxyResponse>;
  /** At the proxy's close: undoes on the target what the fault left running there (a query it let run on). */
  settle?(upstream: Upstream): Promise<void>;
}

export interface RunningProxy {
  readonly url: string;
  /** Requests the fault matched so far: a fault that never matched proves nothing. */
  readonly matched: () => number;
  close(): Promise<void>;
}

// Headers that describe one hop, not the message: the proxy sets its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'proxy-connection',
]);

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    result[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return result;
}

async function readBody(stream: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers a client with a complete response whose length matches its (possibly rewritten) body. */
function sendWhole(client: ServerResponse, response: ProxyResponse): void {
  const body = Buffer.from(response.body, 'utf8');
  client.writeHead(response.status, { ...response.headers, 'content-length': String(body.length) });
  client.end(body);
}

/**
 * Opens `request` to the target, its body sent: without compression (a fault reads and rewrites bodies as text).
 * `onAnswer` gets the target's answer as it starts.
 */
function openUpstream(target: URL, request: ProxyRequest, onAnswer: (answer: IncomingMessage) => void) {
  const body = Buffer.from(request.body, 'utf8');
  const { 'accept-encoding': _encoding, ...headers } = request.headers;
  const upstream = httpRequest(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...headers, ...(body.length > 0 ? { 'content-length': String(body.length) } : {}) },
    },
    onAnswer,
  );
  upstream.end(body);
  return upstream;
}

/** Sends `request` to the target and buffers the answer as text. */
function sendUpstream(target: URL, request: ProxyRequest): Promise<ProxyResponse> {
  return new Promise((resolve, reject) => {
    const upstream = openUpstream(target, request, (answer) => {
      readBody(answer).then(
        (text) =>
          resolve({ status: answer.statusCode ?? 502, headers: plainHeaders(answer.headers), body: text }),
        reject,
      );
    });
    upstream.on('error', reject);
  });
}

function forward(
  target: URL,
  request: ProxyRequest,
  client: ServerResponse,
  fault: FaultRewrite | undefined,
): void {
  const upstream = openUpstream(target, request, (answer) => {
    const status = answer.statusCode ?? 502;
    if (fault?.rewriteResponse === undefined) {
      // Pass-through streams, so slow and cut-off answers reach the client as the target sent them.
      client.writeHead(status, plainHeaders(answer.headers));
      answer.pipe(client);
      answer.on('error', () => client.destroy());
      return;
    }
    readBody(answer).then(
      (text) => {
        const original = { status, headers: plainHeaders(answer.headers), body: text };
        sendWhole(client, fault.rewriteResponse?.(original, request) ?? original);
      },
      () => client.destroy(),
    );
  });
  upstream.on('error', (error) => {
    if (client.headersSent) client.destroy();
    else
      sendWhole(client, {
        status: 502,
        headers: {},
        body: `fault proxy: target unreachable: ${error.message}`,
      });
  });
  // A client that goes away takes its upstream request with it (a cancelled slow query ends on the target too).
  client.on('close', () => {
    if (!client.writableFinished) upstream.destroy();
  });
}

/**
 * Starts the proxy on a free loopback port in front of `targetUrl`. `fault` undefined: pure pass-through.
 * Only the first matching fault applies; there is at most one per proxy, so each fault is tried alone.
 */
export async function startFaultProxy(targetUrl: string, fault?: FaultRewrite): Promise<RunningProxy> {
  const target = new URL(targetUrl);
  const upstream: Upstream = (request) => sendUpstream(target, request);
  let matches = 0;
  const server: Server = createServer((incoming, client) => {
    readBody(incoming).then(
      (body) => {
        const received: ProxyRequest = {
          method: incoming.method ?? 'GET',
          url: incoming.url ?? '/',
          headers: plainHeaders(incoming.headers),
          body,
        };
        const matched = fault?.matches(received) ? fault : undefined;
        if (matched) matches += 1;
        if (matched?.answer === undefined)
          return forward(target, matched?.rewriteRequest?.(received) ?? received, client, matched);
        matched.answer(received, upstream).then(
          (response) => sendWhole(client, response),
          (error: unknown) =>
            sendWhole(client, { status: 502, headers: {}, body: `fault proxy: ${String(error)}` }),
        );
      },
      () => client.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    matched: () => matches,
    close: async () => {
      await fault?.settle?.(upstream);
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
