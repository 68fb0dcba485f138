// Downloads one http(s) URI to a file, streaming: bounded in time (connect and every wait) and in bytes, never buffered whole.

import { lookup as dnsLookup } from 'node:dns';
import { createWriteStream, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';

export type DownloadFailure = 'timeout' | 'size' | 'address' | 'status' | 'network';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly failure: DownloadFailure,
    /** Bytes of the body read before the download stopped. */
    readonly bytesRead: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Bytes this download may read; one more stops it. */
  readonly maxBytes: number;
  /** Stops the download (the task was shut down or timed out). */
  readonly signal?: AbortSignal;
  /** Whether the URL's host may be reached at `address` (every address it resolves to is asked). */
  readonly addressAllowed: (address: string) => boolean;
}

export type DownloadOutcome =
  | { readonly kind: 'done'; readonly bytes: number }
  | { readonly kind: 'redirect'; readonly location: string };

const refusedAddress = (host: string, address: string): DownloadError =>
  new DownloadError(`host [${host}] resolves to [${address}], a private or loopback address`, 'address', 0);

/** A DNS lookup that refuses private answers: the socket connects to the address that was checked, no other. */
function checkedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((entry) => !allowed(entry.address));
      if (bad !== undefined) return callback(refusedAddress(hostname, bad.address), '', 0);
      const first = addresses[0];
      if (first === undefined) return callback(new Error(`host [${hostname}] has no address`), '', 0);
      // Node asks for every address (`all`) when it tries them in turn; otherwise it expects one.
      if ((options as { all?: boolean }).all)
        (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** Sends the GET; resolves with the response's head once it arrives. */
function get(
  url: URL,
  options: DownloadOptions,
  fail: (error: DownloadError) => void,
): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      headers: options.headers,
      timeout: options.timeoutMs,
      lookup: checkedLookup(options.addressAllowed),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    // The socket's idle timeout covers connecting, waiting for the head and every wait for body data.
    request.on('timeout', () => {
      const error = new DownloadError(`no answer within ${options.timeoutMs} ms`, 'timeout', 0);
      fail(error);
      request.destroy(error);
    });
    request.on('error', reject);
    request.on('response', resolve);
    request.end();
  });
}

/** Downloads `url` to `path`; a refused address, a timeout or too many bytes throw DownloadError (the file removed). */
export async function downloadTo(url: URL, path: string, options: DownloadOptions): Promise<DownloadOutcome> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal IP is connected to without a lookup: check it here.
  if (isIP(host) !== 0 && !options.addressAllowed(host)) throw refusedAddress(host, host);
  let failure: DownloadError | undefined;
  let bytes = 0;
  try {
    const response = await get(url, options, (error) => {
      failure = error;
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location !== undefined) {
      response.resume();
      return { kind: 'redirect', location: response.headers.location };
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DownloadError(`HTTP status ${status}`, 'status', 0);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw new DownloadError(
        `its body of ${declared} bytes is over the limit of ${options.maxBytes}`,
        'size',
        0,
      );
    }
    const limit = options.maxBytes;
    await pipeline(
      response,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          if (bytes + chunk.length > limit) {
            failure = new DownloadError(`its body is over the limit of ${limit} bytes`, 'size', bytes);
            throw failure;
          }
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
      ...(options.signal === undefined ? [] : [{ signal: options.signal }]),
    );
    return { kind: 'done', bytes };
  } catch (error) {
    rmSync(path, { force: true });
    if (failure !== undefined) throw new DownloadError(failure.message, failure.failure, bytes);
    if (error instanceof DownloadError) throw error;
    throw new DownloadError((error as Error).message, 'network', bytes);
  }
}
