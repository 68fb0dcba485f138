// The engine process: DuckDB behind the IPC channel of the server that started it (engine-process.ts). It lives under
// an operating-system memory limit; whatever a statement allocates, the server process is not the one that grows.
import { SqlError } from '../../errors.ts';
import { DuckEngine } from '../duckdb.ts';
import { CHUNK_WINDOW, type FromEngine, type ToEngine, type WireError } from './protocol.ts';

let engine: DuckEngine | undefined;

/** Per call: the abort of its statement, and the chunks it may still send before the server asks for more. */
interface Call {
  readonly stop: AbortController;
  credits: number;
  wake?: () => void;
}
const calls = new Map<number, Call>();

function send(message: FromEngine): Promise<void> {
  // The callback fires once the message is handed to the channel: a chunk is not built before the last one left.
  return new Promise((resolve) => {
    if (!process.connected) return resolve();
    process.send?.(message, undefined, {}, () => resolve());
  });
}

const wireError = (error: unknown): WireError =>
  error instanceof SqlError
    ? { message: error.message, sqlKind: error.kind }
    : { message: error instanceof Error ? error.message : String(error) };

/** Waits until the server has room for one more chunk of the call; a stopped call waits no more. */
async function credit(call: Call): Promise<void> {
  while (call.credits === 0 && !call.stop.signal.aborted)
    await new Promise<void>((resolve) => (call.wake = resolve));
  if (call.stop.signal.aborted) throw new SqlError('cancelled', 'Query was cancelled');
  call.credits--;
}

async function runCall(message: Extract<ToEngine, { t: 'call' }>, duck: DuckEngine): Promise<void> {
  const call: Call = { stop: new AbortController(), credits: CHUNK_WINDOW };
  // A call stopped while it waits for room (its reader went away) must not hold DuckDB's stream open.
  call.stop.signal.addEventListener('abort', () => call.wake?.(), { once: true });
  calls.set(message.id, call);
  const { id, sql, planner, mode } = message;
  const signal = call.stop.signal;
  try {
    if (mode.read === 'all') {
      const { columnNames, rows } = await duck.run(sql, signal, planner);
      await send({ t: 'done', id, columnNames, rows });
    } else if (mode.read === 'upTo') {
      const result = await duck.readUpTo(sql, mode.maxRows, signal, planner);
      await send({
        t: 'done',
        id,
        ...(result ? { columnNames: result.columnNames, rows: result.rows } : {}),
      });
    } else if (mode.read === 'none') {
      await duck.exec(sql, signal, planner);
      await send({ t: 'done', id });
    } else {
      const columnNames = await duck.forEachChunk(
        sql,
        async (rows) => {
          await credit(call);
          await send({ t: 'rows', id, rows });
        },
        signal,
        planner,
      );
      await send({ t: 'done', id, columnNames });
    }
  } catch (error) {
    // A stopped statement DuckDB still holds (more statements than the other calls own): the server must replace this
    // process before it sends the next statement here, so it hears of it before the failure.
    if (signal.aborted && duck.runningCount > calls.size - 1) await send({ t: 'stuck' });
    await send({ t: 'failed', id, error: wireError(error) });
  } finally {
    calls.delete(id);
    // DuckEngine answers a stopped statement within a second even when DuckDB goes on planning it: more statements
    // in DuckDB than calls in flight means one that nothing but the end of this process will stop.
    if (duck.runningCount > calls.size) await send({ t: 'stuck' });
  }
}

async function open(options: Extract<ToEngine, { t: 'open' }>['options']): Promise<void> {
  try {
    engine = await DuckEngine.open(options);
    await send({ t: 'ready' });
  } catch (error) {
    await send({ t: 'open-failed', error: wireError(error) });
    process.exit(1);
  }
}

process.on('message', (message: ToEngine) => {
  switch (message.t) {
    case 'open':
      void open(message.options);
      break;
    case 'call':
      if (engine) void runCall(message, engine);
      else void send({ t: 'failed', id: message.id, error: { message: 'The query engine is not open' } });
      break;
    case 'cancel':
      calls.get(message.id)?.stop.abort();
      break;
    case 'more': {
      const call = calls.get(message.id);
      if (call) {
        call.credits++;
        call.wake?.();
      }
      break;
    }
    case 'close':
      // DuckEngine.close leaves an instance open under a statement that does not stop; the server kills us then.
      void (engine?.close() ?? Promise.resolve()).finally(() => process.exit(0));
      break;
  }
});

// The server is gone (ended, killed): nothing may outlive it. Not process.exit: DuckDB's teardown waits for the
// statements still running, and a plan that hears no interrupt would keep the process alive for minutes.
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
