// The reference server's public entry: createServer builds a whole cluster behind one HTTP app, without a socket.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from './cluster/context.ts';
import { startOverlordLoop } from './cluster/overlord/management-loop.ts';
import { TaskQueue } from './cluster/overlord/task-queue.ts';
import { WorkerRegistry } from './cluster/overlord/workers.ts';
import { clusterServers } from './cluster/servers.ts';
import { type ServerConfig, serverConfig } from './config.ts';
import { buildApp } from './http/app.ts';
import { externResolver } from './ingest/extern.ts';
import { clusterCatalog } from './sql/catalog/cluster-catalog.ts';
import { SqlEngine } from './sql/engine.ts';
import { DuckEngine } from './sql/execute/duckdb.ts';
import { openSqliteStore } from './store/sqlite/open.ts';

export { type ServerConfig, serverConfig };

export interface ReferenceServer {
  /** The HTTP application; `app.server` is a Node http.Server once `ready()` resolved. */
  readonly app: FastifyInstance;
  /** Stops the duties and closes the store; the data directory stays for the next start. */
  close(): Promise<void>;
}

export async function createServer(config: ServerConfig): Promise<ReferenceServer> {
  const store = openSqliteStore(config.dataDir);
  const duck = await DuckEngine.open();
  const workers = new WorkerRegistry(config.workers, config.now());
  const servers = clusterServers(store.segments, workers, new Date(config.now()).toISOString());
  const catalog = clusterCatalog({ segments: store.segments, tasks: store.tasks, servers });
  const sql = new SqlEngine({
    store,
    duck,
    catalog,
    resolveExtern: externResolver(config.dataDir),
    now: config.now,
  });
  const { dataDir, taskSlots, now } = config;
  const tasks = new TaskQueue({ store, duck, sql, dataDir, taskSlots, now });
  const cluster: ClusterContext = {
    config,
    store,
    workers,
    duck,
    sql,
    tasks,
  };
  const app = buildApp(cluster);
  tasks.start((error) => app.log.error({ err: error }, 'query task failed unexpectedly'));
  const stopOverlord = startOverlordLoop(cluster, (error) =>
    app.log.error({ err: error }, 'overlord duty failed'),
  );
  app.addHook('onClose', async () => {
    stopOverlord();
    // Running tasks stop first: they need DuckDB and the store to clean up.
    await tasks.stop();
    duck.close();
    store.close();
  });
  await app.ready();
  return { app, close: () => app.close() };
}
