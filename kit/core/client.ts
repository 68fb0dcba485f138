// The only place that chooses the target: the bundled reference in process, or the server at TARGET_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import supertest from 'supertest';
import type { ServerConfig } from '../../reference/index.ts';
import { serviceHeaders, servicePath, specHeaders } from './service-word.ts';
import type { KitConfig } from './target-config.ts';
import { readKitConfig } from './target-config.ts';
import { budgetMs, outOfTime, requestTimeoutMs } from './time-budget.ts';

/** PUT only to check a wrong method is refused: no endpoint of the spec takes it. */
export type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';

export interface HttpResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body text, '' when empty. */
  readonly text: string;
}

export interface Target {
  /** Where the target listens, when the kit started it on a socket of its own (TLS). */
  readonly url?: string;
  send(method: Method, path: string, body?: string, headers?: Record<string, string>): Promise<HttpResponse>;
  close(): Promise<void>;
  /** For a reference the kit started: stop it and start it again on the same data with other properties. */
  restart?(properties: ReferenceProperties, credentials: Credentials): Promise<Target>;
}

/** Properties a scenario may ask of a reference instance it starts for itself. */
export type ReferenceProperties = Partial<
  Pick<
    ServerConfig,
    | 'auditHistoryMillis'
    | 'overlordPeriodMs'
    | 'coordinatorPeriodMs'
    | 'historicals'
    | 'workers'
    | 'durableStorage'
    | 'security'
    | 'tls'
    | 'routerReadTimeout'
    | 'queryResultsRetentionMs'
  >
>;

const REQUEST_DEADLINE_MS = 4 * readKitConfig().deadlineMs;
/** The run's service word: features write `analytics`, the target may answer under another one. */
const SERVICE_WORD = readKitConfig().serviceWord;

/** Credentials the kit sends unless a request carries its own Authorization header; the CA it trusts (TLS). */
export interface Credentials {
  readonly user?: string | undefined;
  readonly password?: string | undefined;
  readonly ca?: string;
}

const headerOf = (headers: Record<string, string>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The bytes sent for a body: gzip-compressed when the request says `Content-Encoding: gzip`; bytes rather than
 * text when it has no Content-Type, so the client adds none of its own (text would go as a form).
 */
function payloadOf(body: string, headers: Record<string, string>): string | Buffer {
  const gzip = headerOf(headers, 'content-encoding')?.trim().toLowerCase() === 'gzip';
  const typed = (headerOf(headers, 'content-type') ?? '') !== '';
  if (gzip) return gzipSync(body);
  return typed ? body : Buffer.from(body);
}

/**
 * `word`: the target's service word, which every request and response is translated to and from here;
 * `extensionPrefix`: what the target's Router needs before extension paths (KIT_EXTENSION_PATH_PREFIX).
 */
function supertestTarget(
  agent: ReturnType<typeof supertest>,
  credentials: Credentials,
  close: () => Promise<void>,
  word: string = SERVICE_WORD,
  extensionPrefix = '',
): Target {
  return {
    async send(method, path, body, headers = {}) {
      // A target that never answers, or never finishes answering, must end the request, not hang the run: within
      // the step's budget, and four kit deadlines at most.
      const sentPath = servicePath(word, path, extensionPrefix);
      const timeoutMs = requestTimeoutMs(REQUEST_DEADLINE_MS);
      let request = agent[method.toLowerCase() as 'get' | 'post' | 'delete' | 'put'](sentPath)
        .buffer(true)
        .timeout({ deadline: timeoutMs });
      // Keep every body as text: conformance checks parse it themselves and must see empty bodies as empty.
      request = request.parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => done(null, text));
      });
      // A request's own Authorization header replaces the kit's credentials; an empty one sends none at all.
      const own = Object.keys(headers).find((name) => name.toLowerCase() === 'authorization');
      if (credentials.user !== undefined && own === undefined)
        request = request.auth(credentials.user, credentials.password ?? '');
      if (credentials.ca !== undefined) request = request.ca(credentials.ca);
      // An empty Authorization or Content-Type sends no such header at all (no credentials; a body of no type).
      for (const [name, value] of Object.entries(serviceHeaders(word, headers)))
        if (value !== '' || !['authorization', 'content-type'].includes(name.toLowerCase()))
          request = request.set(name, value);
      const payload = body === undefined ? undefined : payloadOf(body, headers);
      // Bytes go as they are: the client would otherwise serialise them as JSON for a JSON Content-Type.
      if (Buffer.isBuffer(payload))
        request = request.serialize(((bytes: Buffer) => bytes) as unknown as (body: unknown) => string);
      const response = await (payload === undefined ? request : request.send(payload)).catch(
        (error: { timeout?: unknown }) => {
          if (error?.timeout === undefined) throw error;
          throw outOfTime(noAnswer(method, sentPath, timeoutMs));
        },
      );
      return {
        status: response.status,
        headers: specHeaders(word, response.headers as Record<string, string>),
        text: String(response.body ?? ''),
      };
    },
    close,
  };
}

/** What a request the kit gave up on was waiting for, in the target's own words (its service word). */
function noAnswer(method: Method, sentPath: string, timeoutMs: number): string {
  const budget = budgetMs();
  const why = budget === undefined ? '' : ` (the step's budget is ${budget} ms)`;
  return `No complete answer to ${method} ${sentPath} within ${timeoutMs} ms${why}: the target did not answer, or did not finish its answer`;
}

/** Starts a reference server in a fresh temporary data directory, reached without a socket of our own. */
export function startReference(
  properties: ReferenceProperties = {},
  credentials: Credentials = {},
): Promise<Target> {
  return startReferenceOn(mkdtempSync(join(tmpdir(), 'analytics-reference-')), properties, credentials);
}

/** A reference on `dataDir`; closing it removes the directory, unless a restart took the directory over. */
async function startReferenceOn(
  dataDir: string,
  properties: ReferenceProperties,
  credentials: Credentials,
): Promise<Target> {
  // Imported only when a reference is started: it needs node:sqlite (Node 22.5+), a remote run does not.
  const { createServer, serverConfig } = await import('../../reference/index.ts');
  // Fast duty periods so asynchronous scenarios converge in well under a second.
  const server = await createServer(
    serverConfig({
      dataDir,
      overlordPeriodMs: 50,
      coordinatorPeriodMs: 50,
      serviceWord: SERVICE_WORD,
      ...properties,
    }),
  );
  let handedOver = false;
  const close = async () => {
    if (handedOver) return;
    handedOver = true;
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A restart stops this server and starts another on the same data, as an operator applying new properties.
  const restart = async (next: ReferenceProperties, nextCredentials: Credentials) => {
    if (handedOver) throw new Error('This reference was already closed or restarted');
    handedOver = true;
    await server.close();
    return startReferenceOn(dataDir, next, nextCredentials);
  };
  if (properties.tls == null)
    return { ...supertestTarget(supertest(server.app.server), credentials, close), restart };
  // HTTPS is checked on a real socket, by name, against the certificate the kit trusts.
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const url = `https://localhost:${port}`;
  return { ...supertestTarget(supertest(url), credentials, close), url, restart };
}

export async function openTarget(config: KitConfig): Promise<Target> {
  if (config.targetUrl === undefined) return startReference();
  return supertestTarget(
    supertest(config.targetUrl),
    { user: config.user, password: config.password },
    async () => {},
    config.serviceWord,
    config.extensionPathPrefix,
  );
}
