// A query's answer written as its rows come: held back until it is large enough to be worth streaming, so that a
// failure before that is answered as an error; after it, a failure cuts the body off, which no client takes for a
// complete answer (as the real system does, docs/facts/sql.md §sql.73). Memory holds a chunk, never the result.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { SqlError } from '../sql/errors.ts';
import { resultTooLarge } from '../sql/query-bounds.ts';
import type { ResultWriter } from '../sql/results/format.ts';

/** Bytes held back before the answer is committed (its status and headers sent). */
export const COMMIT_BYTES = 64 * 1024;

export type ResultAnswer =
  /** The whole answer, small enough to be sent at once with its length. */
  | { readonly whole: string }
  /**
   * A committed answer: its text so far is in `stream` and the rest follows; `finished` settles when the last row is
   * written (or rejects with the failure that cut the stream off).
   */
  | { readonly stream: PassThrough; readonly finished: Promise<void> };

/** Waits until the reader took what was written, or gave up (the client went away: the query stops). */
async function drained(body: PassThrough): Promise<void> {
  if (body.destroyed) throw new SqlError('cancelled', 'The client closed the connection');
  await Promise.race([once(body, 'drain'), once(body, 'close')]);
  if (body.destroyed && !body.writableFinished)
    throw new SqlError('cancelled', 'The client closed the connection');
}

/**
 * Runs `rows` (the prepared SELECT's rows, chunk by chunk) through `writer`. Resolves with the whole answer when it
 * ends within COMMIT_BYTES, or with the committed stream once it grows past them; rejects with the failure when
 * nothing was committed yet. `maxBytes` bounds the answer's size in bytes: past it the query fails with a resource limit.
 */
export function streamResult(
  rows: (onRows: (rows: unknown[][]) => Promise<void>) => Promise<void>,
  writer: ResultWriter,
  maxBytes: number,
): Promise<ResultAnswer> {
  return new Promise<ResultAnswer>((resolve, reject) => {
    let held: string[] = [writer.start()];
    let length = Buffer.byteLength(held[0] ?? '');
    let body: PassThrough | undefined;
    let finished: Promise<void> | undefined;
    const onRows = async (chunk: unknown[][]): Promise<void> => {
      const text = writer.rows(chunk);
      // Bytes as sent (UTF-8), as the result bound counts them everywhere.
      length += Buffer.byteLength(text);
      if (length > maxBytes) throw resultTooLarge(maxBytes);
      if (body !== undefined) {
        if (!body.write(text)) await drained(body);
        return;
      }
      held.push(text);
      if (length < COMMIT_BYTES) return;
      body = new PassThrough();
      for (const piece of held) body.write(piece);
      held = [];
      resolve({ stream: body, finished: finished as Promise<void> });
      if (body.writableNeedDrain) await drained(body);
    };
    // Started on the next tick: `finished` exists before the first chunk can arrive.
    finished = Promise.resolve()
      .then(() => rows(onRows))
      .then(
        () => {
          const end = writer.end();
          if (body === undefined) resolve({ whole: held.join('') + end });
          else body.end(end);
        },
        (error: unknown) => {
          if (body === undefined) reject(error);
          else body.destroy(error instanceof Error ? error : new Error(String(error)));
          throw error;
        },
      );
    // The caller of a committed answer hears of a late failure through `finished`; before that, through reject.
    finished.catch(() => {});
  });
}
