// EXTERN input sources (inline, local, http): each becomes a list of local files DuckDB can read, within the input policy.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { SqlError } from '../sql/errors.ts';
import { globMatches, MAX_FILTER_LENGTH } from './glob.ts';
import { DownloadError, downloadTo } from './http-download.ts';
import {
  allowedLocalPath,
  allowedOrigin,
  HTTP_ALLOWED_SETTING,
  HTTP_TIMEOUT_SETTING,
  type InputSourcePolicy,
  MAX_BYTES_SETTING,
  namesHostExplicitly,
  refused,
} from './input-policy.ts';
import { isPrivateAddress } from './private-address.ts';
import type { ExternScope } from './scope.ts';

/** What the ingestion's scope says of downloads: deferred at submit, stopped with the task (scope.ts). */
type DownloadScope = Pick<ExternScope, 'deferDownloads' | 'deferred' | 'signal'>;

export interface InputFile {
  readonly path: string;
  /** What the user named it by (URI, path, or `inline`), for messages. */
  readonly label: string;
}

type Json = Record<string, unknown>;

const invalid = (message: string): SqlError => new SqlError('validation', message);

function stringList(value: unknown, field: string, type: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string'))
    throw invalid(`Input source [${type}] needs [${field}] as a non-empty array of strings`);
  return value as string[];
}

let counter = 0;
const tempFile = (dir: string, suffix: string): string => {
  mkdirSync(dir, { recursive: true });
  return join(dir, `input-${++counter}${suffix}`);
};

// Druid lists baseDir recursively and matches the filter against file names.
function listFiles(dir: string, filter: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path, filter);
      return entry.isFile() && globMatches(filter, entry.name) ? [path] : [];
    })
    .sort();
}

function localFiles(source: Json, policy: InputSourcePolicy): InputFile[] {
  if (source.files !== undefined) {
    return stringList(source.files, 'files', 'local').map((file) => {
      const path = allowedLocalPath(policy, file, file);
      if (path === undefined || !statSync(path).isFile())
        throw invalid(`Input source [local] file [${file}] does not exist or is not a file`);
      return { path, label: file };
    });
  }
  if (typeof source.baseDir !== 'string')
    throw invalid('Input source [local] needs [baseDir] (with [filter]) or [files]');
  const baseDir = allowedLocalPath(policy, source.baseDir, source.baseDir);
  if (baseDir === undefined || !statSync(baseDir).isDirectory())
    throw invalid(`Input source [local] baseDir [${source.baseDir}] does not exist or is not a directory`);
  const filter = typeof source.filter === 'string' ? source.filter : '*';
  if (filter.length > MAX_FILTER_LENGTH)
    throw invalid(`Input source [local] [filter] is longer than ${MAX_FILTER_LENGTH} characters`);
  // Directory entries that are symbolic links are neither files nor directories here: never followed out. Files are
  // named as the user wrote the directory, never by the server's real path.
  return listFiles(baseDir, filter).map((path) => ({
    path,
    label: join(source.baseDir as string, relative(baseDir, path)),
  }));
}

function basicAuth(source: Json): Record<string, string> {
  const user = source.httpAuthenticationUsername;
  const secret = source.httpAuthenticationPassword;
  // The password is a plain string or a password provider {type: 'default', password}.
  const password = typeof secret === 'object' && secret !== null ? (secret as Json).password : secret;
  if (typeof user !== 'string') return {};
  const token = Buffer.from(`${user}:${typeof password === 'string' ? password : ''}`).toString('base64');
  return { authorization: `Basic ${token}` };
}

async function httpFiles(
  source: Json,
  tempDir: string,
  policy: InputSourcePolicy,
  scope: DownloadScope,
): Promise<InputFile[]> {
  const uris = stringList(source.uris, 'uris', 'http');
  const extra =
    typeof source.requestHeaders === 'object' && source.requestHeaders !== null ? source.requestHeaders : {};
  const headers = { ...(extra as Record<string, string>), ...basicAuth(source) };
  // Every URI is checked before any is fetched: a refusal costs no request.
  for (const uri of uris) allowedUrl(policy, uri);
  // At submit nothing is fetched: the task downloads when it runs (within the policy's time and size bounds).
  if (scope.deferDownloads) {
    scope.deferred = true;
    return [];
  }
  const files: InputFile[] = [];
  let budget = policy.maxBytes;
  for (const uri of uris) {
    const url = allowedUrl(policy, uri);
    // Keep the extension: gzip is detected by a `.gz` name, as the real system does.
    const path = tempFile(tempDir, extname(basename(url.pathname)) === '.gz' ? '.gz' : '');
    budget -= await download(policy, uri, url, path, headers, budget, scope.signal);
    files.push({ path, label: uri });
  }
  return files;
}

/** Follows up to MAX_REDIRECTS redirects, each target checked against the allow-list; returns the bytes read. */
async function download(
  policy: InputSourcePolicy,
  uri: string,
  first: URL,
  path: string,
  headers: Record<string, string>,
  budget: number,
  signal: AbortSignal | undefined,
): Promise<number> {
  let url = first;
  for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
    const origin = allowedOrigin(policy, url);
    // The source's credentials go only to the origin it named, as fetch does on a redirect elsewhere.
    const sent = url.origin === first.origin ? headers : withoutAuthorization(headers);
    const options = {
      headers: sent,
      timeoutMs: policy.httpTimeoutMs,
      maxBytes: budget,
      ...(signal === undefined ? {} : { signal }),
      addressAllowed: (address: string) =>
        (origin !== undefined && namesHostExplicitly(origin)) || !isPrivateAddress(address),
    };
    const outcome = await downloadTo(url, path, options).catch((error: unknown) => {
      throw downloadRefusal(uri, error);
    });
    if (outcome.kind === 'done') return outcome.bytes;
    url = allowedUrl(policy, new URL(outcome.location, url).href);
  }
  throw invalid(`Input source [http] could not read [${uri}]: more than ${MAX_REDIRECTS} redirects`);
}

const MAX_REDIRECTS = 3;

const withoutAuthorization = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'));

/** The URL when the allow-list lets http sources read it; the refusal naming the setting otherwise. */
function allowedUrl(policy: InputSourcePolicy, uri: string): URL {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw invalid(`Input source [http] URI [${uri}] is not a valid URI`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid(`Input source [http] URI [${uri}] must use http or https`);
  if (allowedOrigin(policy, url) === undefined)
    throw refused(
      `Input source [http] may not read [${url.protocol}//${url.host}]: it is not an allowed origin`,
      HTTP_ALLOWED_SETTING,
    );
  return url;
}

function downloadRefusal(uri: string, error: unknown): SqlError {
  const message = `Input source [http] could not read [${uri}]: ${(error as Error).message}`;
  if (!(error instanceof DownloadError)) return invalid(message);
  switch (error.failure) {
    case 'timeout':
      return refused(message, HTTP_TIMEOUT_SETTING);
    case 'size':
      return refused(message, MAX_BYTES_SETTING);
    case 'address':
      return refused(`${message}; only an origin naming the host may reach it`, HTTP_ALLOWED_SETTING);
    default:
      return invalid(message);
  }
}

/** Materializes an input source under `tempDir` (inline data, downloads) or finds its local files. */
export async function inputFiles(
  source: unknown,
  tempDir: string,
  policy: InputSourcePolicy,
  scope: DownloadScope = { deferDownloads: false, deferred: false },
): Promise<InputFile[]> {
  if (typeof source !== 'object' || source === null || Array.isArray(source))
    throw invalid('EXTERN input source must be a JSON object with a [type]');
  const json = source as Json;
  switch (json.type) {
    case 'inline': {
      if (typeof json.data !== 'string') throw invalid('Input source [inline] needs [data] as a string');
      const path = tempFile(tempDir, '');
      writeFileSync(path, json.data);
      return [{ path, label: 'inline' }];
    }
    case 'local':
      return localFiles(json, policy);
    case 'http':
      return httpFiles(json, tempDir, policy, scope);
    default:
      throw invalid(`Unsupported input source type [${String(json.type)}]; use inline, local or http`);
  }
}
