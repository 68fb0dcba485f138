// The reference server's public entry: createServer builds a whole cluster behind one HTTP app, without a socket.
import type { FastifyInstance } from 'fastify';
import type { ClusterContext } from './cluster/context.ts';
import { startOverlordLoop } from './cluster/overlord/management-loop.ts';
import { WorkerRegistry } from './cluster/overlord/workers.ts';
import { type ServerConfig, serverConfig } from './config.ts';
import { buildApp } from './http/app.ts';
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
  const cluster: ClusterContext = {
    config,
    store,
    workers: new WorkerRegistry(config.workers, config.now()),
  };
  const app = buildApp(cluster);
  const stopOverlord = startOverlordLoop(cluster, (error) =>
    app.log.error({ err: error }, 'overlord duty failed'),
  );
  app.addHook('onClose', async () => {
    stopOverlord();
    store.close();
  });
  await app.ready();
  return { app, close: () => app.close() };
}
