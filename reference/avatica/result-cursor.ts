// One statement's open result: rows stream in from the engine and out in frames, never more than a frame's worth ahead
// of the client, so a result of any size holds bounded memory (§avatica.5).
import { estimatedBytes } from '../sql/query-bounds.ts';
import { errors } from './errors.ts';

export interface Frame {
  readonly offset: number;
  readonly done: boolean;
  readonly rows: readonly unknown[][];
}

/** How the engine's rows reach the cursor: `run` hands each chunk to `onRows` and awaits it (its backpressure). */
export type RowSource = (
  onRows: (rows: readonly unknown[][]) => Promise<void>,
  signal: AbortSignal,
) => Promise<unknown>;

export interface CursorBounds {
  /** Rows read ahead of the client before the engine is paused. */
  readonly aheadRows: number;
  /** Bytes (estimated as JSON) read ahead before the engine is paused; also what one frame may hold. */
  readonly aheadBytes: number;
}

/** Raised into the engine's row loop once the cursor is closed: the engine stops and nothing is kept. */
class CursorClosed extends Error {}

export class ResultCursor {
  /** Chunks as the engine gave them; `next` is the first row not yet handed out (no copying per row). */
  private readonly chunks: { rows: unknown[][]; bytes: number[]; next: number }[] = [];
  private queuedRows = 0;
  private queuedBytes = 0;
  /** Rows handed to the client so far: the only offset a fetch may ask for (Druid fetches forward only). */
  private delivered = 0;
  private finished = false;
  private failure: { readonly error: unknown } | undefined;
  private closed = false;
  private readonly controller = new AbortController();
  private wakeConsumer: (() => void) | undefined;
  private wakeProducer: (() => void) | undefined;
  /** Rows a waiting frame asks for: the engine reads on until it has them, even past the read-ahead. */
  private demand = 0;
  /** Frames are served one at a time, in order. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly bounds: CursorBounds,
    source: RowSource,
    /** Called once with the failure that ended the rows early (not for a close). */
    private readonly onFailure: (error: unknown) => unknown = (error) => error,
  ) {
    source((rows) => this.accept(rows), this.controller.signal).then(
      () => this.end(undefined),
      (error: unknown) => this.end(error),
    );
  }

  /** The offset the next frame starts at. */
  get offset(): number {
    return this.delivered;
  }

  /** Whether the rows ended with a failure (the result is over). */
  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Whether every row was handed out (a done frame was sent). */
  get exhausted(): boolean {
    return this.finished && this.failure === undefined && this.queuedRows === 0;
  }

  private end(error: unknown): void {
    this.finished = true;
    if (error !== undefined && !(error instanceof CursorClosed) && !this.closed)
      this.failure = { error: this.onFailure(error) };
    this.wakeConsumer?.();
  }

  private async accept(rows: readonly unknown[][]): Promise<void> {
    if (this.closed) throw new CursorClosed();
    if (rows.length === 0) return;
    const bytes = rows.map((row) => estimatedBytes(row));
    this.chunks.push({ rows: rows as unknown[][], bytes, next: 0 });
    this.queuedRows += rows.length;
    for (const size of bytes) this.queuedBytes += size;
    this.wakeConsumer?.();
    // Backpressure: the engine waits while a frame's worth (or what a waiting frame asks) waits for the client.
    while (
      !this.closed &&
      (this.queuedRows >= Math.max(this.bounds.aheadRows, this.demand) ||
        this.queuedBytes >= this.bounds.aheadBytes)
    )
      await new Promise<void>((resume) => {
        this.wakeProducer = resume;
      });
    if (this.closed) throw new CursorClosed();
  }

  /**
   * The frame at `offset` of at most `maxRows` rows (and about `aheadBytes`, never less than one row): waits up to
   * `waitMs` for them, then answers what it has, possibly nothing with `done` false, as Druid's fetch timeout does.
   */
  frame(offset: number, maxRows: number, waitMs: number): Promise<Frame> {
    const next = this.turn.then(() => this.serve(offset, maxRows, waitMs));
    this.turn = next.catch(() => undefined);
    return next;
  }

  private async serve(offset: number, maxRows: number, waitMs: number): Promise<Frame> {
    if (offset !== this.delivered) throw errors.fetchForwardOnly(offset, this.delivered);
    const deadline = Date.now() + waitMs;
    this.demand = maxRows;
    this.wakeProducer?.();
    while (!this.finished && this.queuedRows < maxRows && this.queuedBytes < this.bounds.aheadBytes) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.wakeConsumer = () => {
          clearTimeout(timer);
          wake();
        };
      });
      this.wakeConsumer = undefined;
    }
    this.demand = 0;
    if (this.failure !== undefined) throw this.failure.error;
    const rows = this.take(maxRows);
    this.wakeProducer?.();
    this.wakeProducer = undefined;
    return { offset, done: this.finished && this.queuedRows === 0, rows };
  }

  private take(maxRows: number): unknown[][] {
    const rows: unknown[][] = [];
    let bytes = 0;
    while (rows.length < maxRows && this.chunks.length > 0) {
      const chunk = this.chunks[0] as { rows: unknown[][]; bytes: number[]; next: number };
      const size = chunk.bytes[chunk.next] ?? 0;
      if (rows.length > 0 && bytes + size > this.bounds.aheadBytes) break;
      rows.push(chunk.rows[chunk.next] as unknown[]);
      chunk.next += 1;
      bytes += size;
      this.queuedRows -= 1;
      this.queuedBytes -= size;
      if (chunk.next === chunk.rows.length) this.chunks.shift();
    }
    this.delivered += rows.length;
    return rows;
  }

  /** Stops the engine (if still running) and drops what was read ahead. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.controller.abort();
    this.chunks.length = 0;
    this.queuedRows = 0;
    this.queuedBytes = 0;
    this.wakeProducer?.();
    this.wakeConsumer?.();
  }
}
