// The server's query engine: in a supervised process of its own by default, or in this process.
import { DuckEngine } from './duckdb.ts';
import { sizeBytes } from './flat-planner.ts';
import { EngineProcess } from './process/engine-process.ts';
import type { QueryEngine } from './query-engine.ts';
import type { DuckSandboxOptions } from './sandbox.ts';

/**
 * What the engine process's data limit allows beyond its resident ceiling: address space Node, V8 and the threads
 * reserve writable without ever touching it (a fresh Node 24 has about 575 MB of data mappings and 43 MB resident;
 * under a data limit below about 600 MB it does not start at all). The watchdog keeps the resident size at the ceiling;
 * the kernel's limit stops a single huge allocation the watchdog could not see in time.
 */
export const DATA_HEADROOM_BYTES = 768 * 1024 ** 2;

/**
 * Opens the engine with its sandbox; `processMemory` (a size such as `1536MB`) runs it in a process of its own with
 * that memory, null in this one. `onReplaced` hears each time the engine process had to be replaced, and why.
 */
export async function openEngine(
  sandbox: DuckSandboxOptions,
  processMemory: string | null,
  onReplaced: (reason: string) => void,
): Promise<QueryEngine> {
  if (processMemory === null) return DuckEngine.open(sandbox);
  const bytes = sizeBytes(processMemory);
  if (!Number.isFinite(bytes) || bytes <= 0)
    throw new Error(`The engine process memory must be a size such as 1536MB, got [${processMemory}]`);
  return EngineProcess.open({
    sandbox,
    dataLimitBytes: bytes + DATA_HEADROOM_BYTES,
    residentLimitBytes: bytes,
    onReplaced,
  });
}
