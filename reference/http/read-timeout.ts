// The Router's read timeout (analytics.router.http.readTimeout): a streamed response not finished within it is cut off.
import type { Readable } from 'node:stream';

/** Something that can be ended at once: the HTTP response, whose connection then closes. */
interface Connection {
  destroy(): void;
}

/**
 * Ends `connection` if `body` has not ended within `remainingMs`: the client gets a truncated body, or no answer at
 * all when not even the headers went out.
 */
export function cutOffAfter(body: Readable, connection: Connection, remainingMs: number): void {
  const timer = setTimeout(() => connection.destroy(), Math.min(Math.max(0, remainingMs), 2 ** 31 - 1));
  body.once('close', () => clearTimeout(timer));
}
