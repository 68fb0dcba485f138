// EXTERN input sources (inline, local, http): each becomes a list of local files that DuckDB can read.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { SqlError } from '../sql/errors.ts';

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

function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

// Druid lists baseDir recursively and matches the filter against file names.
function listFiles(dir: string, filter: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path, filter);
      return entry.isFile() && filter.test(entry.name) ? [path] : [];
    })
    .sort();
}

function localFiles(source: Json): InputFile[] {
  if (source.files !== undefined) {
    return stringList(source.files, 'files', 'local').map((file) => {
      const path = resolve(file);
      if (!statSync(path, { throwIfNoEntry: false })?.isFile())
        throw invalid(`Input source [local] file [${file}] does not exist or is not a file`);
      return { path, label: file };
    });
  }
  if (typeof source.baseDir !== 'string')
    throw invalid('Input source [local] needs [baseDir] (with [filter]) or [files]');
  const baseDir = resolve(source.baseDir);
  if (!statSync(baseDir, { throwIfNoEntry: false })?.isDirectory())
    throw invalid(`Input source [local] baseDir [${source.baseDir}] does not exist or is not a directory`);
  const filter = typeof source.filter === 'string' ? source.filter : '*';
  return listFiles(baseDir, globToRegExp(filter)).map((path) => ({ path, label: path }));
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

async function httpFiles(source: Json, tempDir: string): Promise<InputFile[]> {
  const uris = stringList(source.uris, 'uris', 'http');
  const extra =
    typeof source.requestHeaders === 'object' && source.requestHeaders !== null ? source.requestHeaders : {};
  const headers = { ...(extra as Record<string, string>), ...basicAuth(source) };
  const files: InputFile[] = [];
  for (const uri of uris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw invalid(`Input source [http] URI [${uri}] is not a valid URI`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw invalid(`Input source [http] URI [${uri}] must use http or https`);
    const response = await fetch(url, { headers }).catch((error: unknown) => {
      throw invalid(`Input source [http] could not read [${uri}]: ${(error as Error).message}`);
    });
    if (!response.ok)
      throw invalid(`Input source [http] could not read [${uri}]: HTTP status ${response.status}`);
    // Keep the extension: gzip is detected by a `.gz` name, as the real system does.
    const path = tempFile(tempDir, extname(basename(url.pathname)) === '.gz' ? '.gz' : '');
    writeFileSync(path, Buffer.from(await response.arrayBuffer()));
    files.push({ path, label: uri });
  }
  return files;
}

/** Materializes an input source under `tempDir` (inline data, downloads) or finds its local files. */
export async function inputFiles(source: unknown, tempDir: string): Promise<InputFile[]> {
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
      return localFiles(json);
    case 'http':
      return httpFiles(json, tempDir);
    default:
      throw invalid(`Unsupported input source type [${String(json.type)}]; use inline, local or http`);
  }
}
