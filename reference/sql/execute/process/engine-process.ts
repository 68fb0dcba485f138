// The query engine in a supervised child process: DuckDB runs there under an operating-system memory limit, a watchdog
// ends the process when its resident memory passes the ceiling, and a statement that ignores its stop ends the process
// too. A replaced process fails only the statements it was running; the next statement gets a fresh one.
import type { ChildProcess } from 'node:child_process';
import { SqlError, type SqlErrorKind } from '../../errors.ts';
import type { Planner } from '../flat-planner.ts';
import type { EngineResult, QueryEngine } from '../query-engine.ts';
import type { DuckSandboxOptions } from '../sandbox.ts';
import { spawnEngineProcess } from './limited-spawn.ts';
import type { CallMode, FromEngine, ToEngine, WireError } from './protocol.ts';
import { residentBytes } from './resident-memory.ts';

export interface EngineProcessOptions {
  readonly sandbox: DuckSandboxOptions;
  /** The process's RLIMIT_DATA: past it DuckDB's allocations fail and the statement fails with a memory error. */
  readonly dataLimitBytes: number;
  /** Resident memory past which the watchdog ends the process (what the data limit does not count: shared pages). */
  readonly residentLimitBytes: number;
  /** Told each time a process is replaced, with the reason (the server logs it). */
  readonly onReplaced?: (reason: string) => void;
}

/** How often the watchdog reads the process's resident memory. */
const WATCH_EVERY_MS = 50;
/** A stopped statement is answered within a second by the engine (DuckEngine's abandonment); past this, the process is stuck. */
const STOP_BACKSTOP_MS = 3000;
/** How long a new process may take to open DuckDB. */
const START_TIMEOUT_MS = 60_000;
/** How long close() lets the process end its statements before killing it. */
const CLOSE_WAIT_MS = 3000;

const cancelled = (): SqlError => new SqlError('cancelled', 'Query was cancelled');
const shuttingDown = (): SqlError => new SqlError('runtime', 'The query engine is shutting down');

/** Why a process ended, as the statements it was running are told. */
type EndReason = 'memory' | 'stuck' | 'crashed' | 'closed';

const endError = (reason: EndReason, detail: string): SqlError => {
  switch (reason) {
    case 'memory':
      return new SqlError(
        'resourceLimit',
        "Query needs more memory than the query engine's limit allows; add a filter or a LIMIT, or aggregate more",
      );
    case 'stuck':
      return new SqlError(
        'runtime',
        'The query engine was restarted to stop a statement that did not stop when asked; run the query again',
      );
    case 'closed':
      return shuttingDown();
    case 'crashed':
      return new SqlError(
        'runtime',
        `The query engine stopped unexpectedly (${detail}); run the query again`,
      );
  }
};

/** An error from the engine process as the caller would have got it in process. */
function fromWire(error: WireError): Error {
  if (error.sqlKind !== undefined) return new SqlError(error.sqlKind as SqlErrorKind, error.message);
  return new Error(error.message);
}

interface Done {
  readonly columnNames?: readonly string[];
  readonly rows?: readonly (readonly unknown[])[];
}

/** One call in flight: how its rows are consumed, in order, and how it ends. */
interface Pending {
  readonly onRows?: (rows: readonly (readonly unknown[])[]) => Promise<void> | void;
  /** The chunks handed to `onRows` so far, in order: the call settles after the last of them. */
  consumed: Promise<void>;
  /** `onRows` failed: the call ends with that error, whatever the engine says next. */
  sinkError?: { readonly error: unknown };
  readonly signal: AbortSignal | undefined;
  settle(outcome: { done: Done } | { error: unknown }): void;
}

/** One engine process and the calls it runs. */
class Incarnation {
  readonly pending = new Map<number, Pending>();
  readonly ready: Promise<void>;
  ended: EndReason | undefined;
  private readonly watchdog: NodeJS.Timeout;

  constructor(
    readonly child: ChildProcess,
    options: EngineProcessOptions,
    onMessage: (life: Incarnation, message: FromEngine) => void,
    onEnd: (life: Incarnation, reason: EndReason) => void,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The query engine did not start in time')),
        START_TIMEOUT_MS,
      );
      timer.unref();
      child.on('message', (message: FromEngine) => {
        if (message.t === 'ready') {
          clearTimeout(timer);
          resolve();
        } else if (message.t === 'open-failed') {
          clearTimeout(timer);
          reject(new Error(message.error.message));
        } else onMessage(this, message);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The query engine process ended while starting (${signal ?? `exit code ${code}`})`));
      });
    });
    this.ready.catch(() => {});
    child.once('exit', (code, signal) => {
      clearInterval(this.watchdog);
      const reason = this.ended ?? 'crashed';
      this.ended = reason;
      onEnd(this, reason);
      const detail = signal ?? `exit code ${code}`;
      for (const pending of this.pending.values()) pending.settle({ error: endError(reason, detail) });
      this.pending.clear();
    });
    // Data memory is limited by the kernel; resident memory (shared pages, a platform without the limit) is watched.
    let reading = false;
    this.watchdog = setInterval(async () => {
      if (reading || child.pid === undefined) return;
      reading = true;
      const resident = await residentBytes(child.pid);
      reading = false;
      if (resident !== undefined && resident > options.residentLimitBytes) this.end('memory');
    }, WATCH_EVERY_MS);
    this.watchdog.unref();
    // An idle engine keeps nothing alive once open: a server that ends without closing it is not held open by it.
    void this.ready.then(() => {
      child.unref();
      if (this.pending.size === 0) child.channel?.unref();
    });
  }

  /** Keeps the channel (and so this process's event loop) alive while a call waits for its answer. */
  track(id: number, pending: Pending): void {
    if (this.pending.size === 0) this.child.channel?.ref();
    this.pending.set(id, pending);
  }

  untrack(id: number): void {
    if (this.pending.delete(id) && this.pending.size === 0) this.child.channel?.unref();
  }

  send(message: ToEngine): void {
    if (this.ended === undefined && this.child.connected) this.child.send(message, undefined, {}, () => {});
  }

  /** Ends the process for `reason`; its calls fail with the reason's error when it has exited. */
  end(reason: EndReason): void {
    if (this.ended !== undefined) return;
    this.ended = reason;
    this.child.kill('SIGKILL');
  }
}

export class EngineProcess implements QueryEngine {
  private current: Incarnation | undefined;
  private readonly alive = new Set<Incarnation>();
  private nextId = 0;
  private closed = false;

  private constructor(private readonly options: EngineProcessOptions) {}

  /** Starts the engine process and waits until DuckDB is open in it (a bad setting fails here, as in process). */
  static async open(options: EngineProcessOptions): Promise<EngineProcess> {
    const engine = new EngineProcess(options);
    await engine.live();
    return engine;
  }

  async run(sql: string, signal?: AbortSignal, planner: Planner = 'full'): Promise<EngineResult> {
    const done = await this.call(sql, planner, { read: 'all' }, signal);
    return { columnNames: done.columnNames ?? [], rows: done.rows ?? [] };
  }

  async forEachChunk(
    sql: string,
    onRows: (rows: readonly (readonly unknown[])[]) => Promise<void> | void,
    signal?: AbortSignal,
    planner: Planner = 'full',
  ): Promise<readonly string[]> {
    return (await this.call(sql, planner, { read: 'chunks' }, signal, onRows)).columnNames ?? [];
  }

  async readUpTo(
    sql: string,
    maxRows: number,
    signal?: AbortSignal,
    planner: Planner = 'full',
  ): Promise<EngineResult | undefined> {
    if (!Number.isInteger(maxRows) || maxRows < 0)
      throw new Error(`maxRows must be a non-negative integer, got [${maxRows}]`);
    const done = await this.call(sql, planner, { read: 'upTo', maxRows }, signal);
    return done.rows === undefined ? undefined : { columnNames: done.columnNames ?? [], rows: done.rows };
  }

  async exec(sql: string, signal?: AbortSignal, planner: Planner = 'full'): Promise<void> {
    await this.call(sql, planner, { read: 'none' }, signal);
  }

  get runningCount(): number {
    let count = 0;
    for (const life of this.alive) count += life.pending.size;
    return count;
  }

  /** The engine process's PID (benchmarks add its memory to the server's). */
  get pid(): number | undefined {
    return this.current?.child.pid;
  }

  /** Asks the process to close DuckDB and exit; kills it when it has not within CLOSE_WAIT_MS. */
  async close(): Promise<void> {
    this.closed = true;
    const lives = [...this.alive];
    await Promise.all(
      lives.map(async (life) => {
        const exited = new Promise<void>((resolve) => {
          if (life.child.exitCode !== null || life.child.signalCode !== null) resolve();
          else life.child.once('exit', () => resolve());
        });
        for (const pending of life.pending.values()) pending.settle({ error: shuttingDown() });
        life.pending.clear();
        // Held until it has exited: a caller awaiting close() must not see its event loop end first.
        life.child.ref();
        life.send({ t: 'close' });
        const timer = setTimeout(() => life.end('closed'), CLOSE_WAIT_MS);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  /** The running process, started (again) when there is none. */
  private live(): Promise<Incarnation> {
    if (this.closed) return Promise.reject(shuttingDown());
    if (this.current === undefined || this.current.ended !== undefined) this.current = this.start();
    const life = this.current;
    return life.ready.then(() => life);
  }

  private start(): Incarnation {
    const child = spawnEngineProcess(this.options.dataLimitBytes);
    const life = new Incarnation(
      child,
      this.options,
      (from, message) => this.onMessage(from, message),
      (from, reason) => {
        this.alive.delete(from);
        if (this.current === from) this.current = undefined;
        if (reason !== 'closed' && !this.closed) this.options.onReplaced?.(reason);
      },
    );
    this.alive.add(life);
    life.send({ t: 'open', options: this.options.sandbox });
    return life;
  }

  private onMessage(life: Incarnation, message: FromEngine): void {
    if (message.t === 'stuck') {
      life.end('stuck');
      return;
    }
    if (message.t === 'ready' || message.t === 'open-failed') return;
    const pending = life.pending.get(message.id);
    if (pending === undefined) return;
    if (message.t === 'rows') {
      pending.consumed = pending.consumed.then(async () => {
        if (pending.sinkError) return;
        try {
          await pending.onRows?.(message.rows);
          life.send({ t: 'more', id: message.id });
        } catch (error) {
          // The consumer failed: the statement stops, and the call ends with the consumer's error.
          pending.sinkError = { error };
          life.send({ t: 'cancel', id: message.id });
        }
      });
      return;
    }
    life.untrack(message.id);
    const outcome = message.t === 'done' ? { done: message } : { error: fromWire(message.error) };
    // A stopped call is answered at once: its consumer may be the very thing that stopped reading.
    if (pending.signal?.aborted) pending.settle(outcome);
    else void pending.consumed.then(() => pending.settle(outcome));
  }

  private async call(
    sql: string,
    planner: Planner,
    mode: CallMode,
    signal: AbortSignal | undefined,
    onRows?: (rows: readonly (readonly unknown[])[]) => Promise<void> | void,
  ): Promise<Done> {
    if (signal?.aborted) throw cancelled();
    const life = await this.live();
    if (signal?.aborted) throw cancelled();
    const id = ++this.nextId;
    let backstop: NodeJS.Timeout | undefined;
    const stop = () => {
      life.send({ t: 'cancel', id });
      // The engine answers a stopped statement within a second; a process that does not is ended.
      backstop = setTimeout(() => life.end('stuck'), STOP_BACKSTOP_MS);
      backstop.unref();
    };
    let settled = false;
    return new Promise<Done>((resolve, reject) => {
      const pending: Pending = {
        ...(onRows ? { onRows } : {}),
        consumed: Promise.resolve(),
        signal,
        settle: (outcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(backstop);
          signal?.removeEventListener('abort', stop);
          if (pending.sinkError && !signal?.aborted) reject(pending.sinkError.error);
          else if ('done' in outcome) resolve(outcome.done);
          else if (
            signal?.aborted &&
            !(outcome.error instanceof SqlError && outcome.error.kind === 'resourceLimit')
          )
            reject(cancelled());
          else reject(outcome.error);
        },
      };
      life.track(id, pending);
      signal?.addEventListener('abort', stop, { once: true });
      life.send({ t: 'call', id, sql, planner, mode });
    });
  }
}
