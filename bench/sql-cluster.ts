// The SQL benchmarks' cluster: the reference as `npm start` runs it on a chosen data directory, plus its SQL catalog.
import type { ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { spawnReference, waitUntilReady } from '../reference/child-process.ts';
import { everythingVisibleServed } from '../reference/cluster/coordinator/serving.ts';
import type { Catalog } from '../reference/sql/catalog/catalog.ts';
import { clusterCatalog } from '../reference/sql/catalog/cluster-catalog.ts';
import { openSqliteStore } from '../reference/store/sqlite/open.ts';
import { WIKITICKER_SAMPLE } from './wikiticker.ts';

export interface SqlReference {
  readonly baseUrl: string;
  /** How the server died before stop() was called (signal or exit code, end of its stderr); undefined while up. */
  crash(): string | undefined;
  stop(): Promise<void>;
}

const ended = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

/** Starts `reference/main.ts` in its own process on `dataDir`; stopping it keeps the directory. */
export async function startReferenceOn(
  dataDir: string,
  inputDirs: readonly string[] = [],
): Promise<SqlReference> {
  const { child, baseUrl } = await spawnReference(
    dataDir,
    ['ignore', 'ignore', 'pipe'],
    [dirname(WIKITICKER_SAMPLE), ...inputDirs],
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-1000);
  });
  const how = () =>
    `${child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`}` +
    (stderr.trim() === '' ? '' : `; stderr ends: ${stderr.trim()}`);
  let stopping = false;
  // A benchmark that throws still stops its server.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  await waitUntilReady(baseUrl, child).catch((error: unknown) => {
    kill();
    throw error;
  });
  return {
    baseUrl,
    crash: () => (!stopping && ended(child) ? how() : undefined),
    async stop() {
      process.off('exit', kill);
      if (ended(child)) return;
      stopping = true;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (child.signalCode !== null && child.signalCode !== 'SIGTERM')
        console.log(`note: the reference crashed while stopping (${how()})`);
    },
  };
}

export interface OpenCatalog {
  readonly catalog: Catalog;
  close(): void;
}

/**
 * The catalog the reference's SQL engine analyzes against (datasources from the visible segments of the
 * metadata store in `dataDir`), opened beside the running server; sys.servers is left empty.
 */
export function openCatalog(dataDir: string): OpenCatalog {
  const store = openSqliteStore(dataDir);
  const { segments, tasks } = store;
  const serving = everythingVisibleServed(segments);
  const catalog = clusterCatalog({ segments, tasks, servers: () => [], serving });
  return { catalog, close: () => store.close() };
}

export interface SqlAnswer {
  readonly status: number;
  readonly text: string;
}

/** POST /analytics/v2/sql with the array result format. */
export async function postSql(baseUrl: string, query: string): Promise<SqlAnswer> {
  const response = await fetch(`${baseUrl}/analytics/v2/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, resultFormat: 'array' }),
  });
  return { status: response.status, text: await response.text() };
}
