// Read-only mode: a guard around the run's target refuses every request that could change state, and the
// scenario that tried one is excluded (skipped with its reason) instead of failing.
import type { Method, Target } from './client.ts';
import { targetPath } from './target-words.ts';

/** Thrown instead of sending a request that could change state; the scenario becomes excluded. */
export class ReadOnlyRefusal extends Error {
  constructor(
    readonly method: Method,
    readonly path: string,
  ) {
    // Named as the target would have received it (its service word).
    super(`read-only mode: the scenario would send ${method} ${targetPath(path)}`);
    this.name = 'ReadOnlyRefusal';
  }
}

// The guard sees requests as features write them: the target (client.ts) puts them in its service word later.
const SQL_PATH = '/analytics/v2/sql';

/** A statement that writes (ingestion): the synchronous SQL endpoint must refuse it, but a guard cannot rely on that. */
const WRITING_SQL = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:insert|replace)\b/i;

function writesData(body: string | undefined): boolean {
  if (body === undefined) return false;
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' && WRITING_SQL.test(query);
  } catch {
    return false;
  }
}

/**
 * Whether a request can change nothing: GET and HEAD, and POST of a query to the synchronous SQL
 * endpoint (`/analytics/v2/sql`; not `/sql/task`, not `/sql/statements`, not INSERT or REPLACE).
 */
export function changesNothing(method: string, path: string, body: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method !== 'POST') return false;
  const [bare = ''] = path.split(/[?#]/);
  return bare.replace(/\/+$/, '') === SQL_PATH && !writesData(body);
}

/** The refusal behind the last excluded request of this process, until a scenario takes it. */
let pending: ReadOnlyRefusal | undefined;

/** Wraps a target so that requests which could change state are never sent. */
export function readOnlyTarget(target: Target): Target {
  return {
    ...target,
    async send(method, path, body, headers) {
      if (!changesNothing(method, path, body)) {
        pending = new ReadOnlyRefusal(method, path);
        throw pending;
      }
      return target.send(method, path, body, headers);
    },
    close: () => target.close(),
  };
}

/** A refusal some helper caught and went on after: the scenario tried to change state all the same. */
export function takePendingRefusal(): ReadOnlyRefusal | undefined {
  const refusal = pending;
  pending = undefined;
  return refusal;
}

interface Logger {
  log(text: string): void;
}

const hasLog = (world: unknown): world is Logger =>
  typeof (world as Partial<Logger> | undefined)?.log === 'function';

let lastWorld: unknown;

/**
 * For cucumber's setDefinitionFunctionWrapper: a step or hook that fails because a request was refused
 * (directly, or after a helper caught the refusal and failed otherwise) ends the scenario as excluded.
 */
export function excludeRefusedScenarios<F extends (...args: never[]) => unknown>(code: F): F {
  function wrapped(this: unknown, ...args: Parameters<F>): unknown {
    // A refusal belongs to the scenario that triggered it: a new world starts with none pending.
    if (this !== lastWorld) {
      lastWorld = this;
      pending = undefined;
    }
    const excluded = (error: unknown): unknown => {
      const refusal = error instanceof ReadOnlyRefusal ? error : pending;
      if (refusal === undefined || !hasLog(this)) throw error;
      pending = undefined;
      this.log(`excluded: ${refusal.message}`);
      return 'skipped';
    };
    try {
      const result = code.apply(this, args);
      return result instanceof Promise ? result.catch(excluded) : result;
    } catch (error) {
      return excluded(error);
    }
  }
  // Cucumber tells callback steps from promise steps by their number of parameters: keep it.
  Object.defineProperty(wrapped, 'length', { value: code.length });
  return wrapped as unknown as F;
}
