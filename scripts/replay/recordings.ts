// Loads the recorded real-Druid exchanges (recordings/*.json, our compact form of xo/dbimp testdata/druid) for replay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, 'recordings');

/** Who sent the request: the recordings ran as the administrator, then as an ordinary user who reads every datasource. */
export type Principal = 'admin' | 'dbmeta_user';

/** One request as dbimp's requests.json names it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  /**
   * A JSON body; `"@int:<digits>"` stands for an integer JSON cannot carry exactly in JavaScript, `"@num:<text>"` for
   * a number sent as that text (`1.2345678901234568e+18`, which JavaScript would write as 1234567890123456800).
   */
  readonly body?: unknown;
  /** A body sent as it is (not JSON). */
  readonly text?: string;
  /** The Content-Type sent; null sends none; absent: application/json when there is a body. */
  readonly contentType?: string | null;
  readonly acceptEncoding?: string;
  /** `wrong`: the administrator with a wrong password. */
  readonly auth?: 'wrong';
  /** How long the recorder waited before sending it (the cancel waits for its statement to start). */
  readonly waitMs?: number;
  /** The recorder's client gave up after this long (the answer was never recorded). */
  readonly clientTimeoutMs?: number;
}

export interface Expected {
  readonly status: number;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** The body as text; absent when only its shape is compared. */
  readonly body?: string;
  /** A JSON value whose shape (keys and value types) the body must have: its values depend on the cluster. */
  readonly bodyShape?: unknown;
}

export interface Exchange {
  readonly file: string;
  readonly name: string;
  readonly as: Principal;
  readonly request: RecordedRequest;
  /** The path actually recorded, when the request's path holds a captured ID. */
  readonly path: string;
  readonly expect: Expected;
  /** Sent without waiting for its answer: the next exchange (a cancel) needs it running. */
  readonly background: boolean;
  readonly note?: string;
}

export interface Release {
  readonly release: string;
  readonly exchanges: readonly Exchange[];
}

interface ReleaseFile {
  readonly release: string;
  readonly texts: Readonly<Record<string, string>>;
  readonly exchanges: readonly (Omit<Exchange, 'request' | 'name' | 'path' | 'background'> & {
    readonly request: string;
    readonly path?: string;
    readonly background?: boolean;
  })[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

/** The releases stored, by file name (druid-<version>.json). */
export const RELEASES = ['36.0.0', '37.0.0'] as const;

export function loadRelease(release: string): Release {
  const requests = (readJson('requests.json') as { requests: Record<string, RecordedRequest> }).requests;
  const data = readJson(`druid-${release}.json`) as ReleaseFile;
  const expand = (text: string) => expandTexts(text, data.texts);
  const exchanges = data.exchanges.map((entry): Exchange => {
    const request = requests[entry.request];
    if (request === undefined) throw new Error(`${entry.file}: no request named "${entry.request}"`);
    const body = entry.expect.body === undefined ? undefined : expand(entry.expect.body);
    return {
      ...entry,
      name: entry.request,
      request,
      path: entry.path ?? request.path,
      expect: { ...entry.expect, ...(body === undefined ? {} : { body }) },
      background: entry.background ?? false,
    };
  });
  return { release: data.release, exchanges };
}

/** `{{text:NAME}}` stands for a long text several exchanges share (Calcite's lists of expected tokens). */
export function expandTexts(text: string, texts: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{text:([A-Za-z]+)\}\}/g, (_, name: string) => {
    const value = texts[name];
    if (value === undefined) throw new Error(`no text named ${name}`);
    // The placeholder sits inside a JSON string: the text goes in escaped.
    return JSON.stringify(value).slice(1, -1);
  });
}

/** The request body as bytes on the wire; `"@int:…"` and `"@num:…"` markers become bare numbers. */
export function requestBodyText(request: RecordedRequest): string | undefined {
  if (request.text !== undefined) return request.text;
  if (request.body === undefined) return undefined;
  return JSON.stringify(request.body)
    .replace(/"@int:(-?\d+)"/g, '$1')
    .replace(/"@num:(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"/g, '$1');
}
