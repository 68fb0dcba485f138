// The reference server's public entry: createServer builds a whole cluster behind one HTTP app, without a socket.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { compactionDuty } from './cluster/compaction/duty.ts';
import type { ClusterContext } from './cluster/context.ts';
import { coordinatorLoop } from './cluster/coordinator/duties.ts';
import { Historicals } from './cluster/coordinator/historicals.ts';
import { Lookups } from './cluster/coordinator/lookups.ts';
import { segmentServing } from './cluster/coordinator/serving.ts';
import { DEEP_STORAGE_DIR } from './cluster/deep-storage.ts';
import { startOverlordLoop } from './cluster/overlord/management-loop.ts';
import { TaskQueue } from './cluster/overlord/task-queue.ts';
import { WorkerRegistry } from './cluster/overlord/workers.ts';
import { clusterServers } from './cluster/servers.ts';
import { Statements } from './cluster/statements/statements.ts';
import { type ServerConfig, serverConfig } from './config.ts';
import { buildApp } from './http/app.ts';
import { externResolver } from './ingest/extern.ts';
import { TEMP_DIR } from './ingest/scope.ts';
import { BasicSecurity } from './security/basic-security.ts';
import { clusterCatalog } from './sql/catalog/cluster-catalog.ts';
import { SqlEngine } from './sql/engine.ts';
import { openEngine } from './sql/execute/open-engine.ts';
import { openSqliteStore } from './store/sqlite/open.ts';

/** The Kerberos (SPNEGO) authenticator, and the keytab and ticket minting the kit's test realm uses. */
export * as kerberos from './security/kerberos/index.ts';
export type { ThrottleLimits as LoginThrottleLimits } from './security/login-throttle.ts';
export {
  type ChainedAuthenticator,
  type LdapCredentialsValidator,
  type SecurityConfig,
  securityConfig,
} from './security/security-config.ts';
export { type ServerConfig, serverConfig };

export interface ReferenceServer {
  /** The HTTP application; `app.server` is a Node http.Server once `ready()` resolved. */
  readonly app: FastifyInstance;
  /** Stops the duties and closes the store; the data directory stays for the next start. */
  close(): Promise<void>;
}

export async function createServer(config: ServerConfig): Promise<ReferenceServer> {
  const store = openSqliteStore(config.dataDir);
  // DuckDB reads and writes segments in deep storage and task files under tmp/ (spills too: startup wipes tmp/).
  const sandbox = {
    allowedDirectories: [
      join(config.dataDir, DEEP_STORAGE_DIR),
      join(config.dataDir, TEMP_DIR),
      ...config.inputSources.localDirs,
    ],
    spillDirectory: join(config.dataDir, TEMP_DIR, 'duckdb'),
    memoryLimit: config.queryBounds.engineMemoryLimit,
    threads: config.queryBounds.engineThreads,
    maxTempDirectorySize: config.queryBounds.engineMaxSpill,
  };
  // In a process of its own under a memory limit (docs/design.md, "Bounds on a query"): no statement grows this one.
  const duck = await openEngine(sandbox, config.queryBounds.engineProcessMemory, (reason) =>
    console.error(`query engine process replaced (${reason}): the statements it was running failed`),
  );
  const workers = new WorkerRegistry(config.workers, config.now());
  const historicals = new Historicals(config.historicals);
  const servers = clusterServers(
    historicals,
    workers,
    new Date(config.now()).toISOString(),
    config.tls !== null,
  );
  const serving = segmentServing(store.segments, historicals);
  // What the metadata tables (sys.segments, sys.tasks, sys.servers…) show.
  const sources = { segments: store.segments, tasks: store.tasks, servers, serving };
  // SQL reads the Coordinator's lookups (LOOKUP, the `lookup` schema).
  const lookups = new Lookups(store.configs);
  const lookupMap = (name: string) => lookups.map(name);
  const catalog = clusterCatalog(sources, 'served', lookupMap);
  // Statements read the used segments in deep storage, served or not.
  const deepStorageCatalog = clusterCatalog(sources, 'deepStorage', lookupMap);
  const sql = new SqlEngine({
    store,
    duck,
    catalog,
    deepStorageCatalog,
    resolveExtern: externResolver(config.dataDir, config.inputSources),
    now: config.now,
    maxResultBytes: config.queryBounds.maxResultBytes,
  });
  const { dataDir, taskSlots, taskReportRows: reportRowLimit, now } = config;
  const tasks = new TaskQueue({ store, duck, sql, workers, dataDir, taskSlots, reportRowLimit, now });
  // Compaction is a Coordinator duty that submits its tasks to the Overlord's queue.
  const compaction = compactionDuty({ store, tasks, workers, now });
  const periodMs = config.coordinatorPeriodMs;
  const coordinator = coordinatorLoop({ store, historicals, periodMs, now, duties: [compaction.run] });
  const durableStorage = config.durableStorage;
  const maxResultBytes = config.statementMaxResultBytes;
  const statements = new Statements({
    store,
    tasks,
    sql,
    dataDir,
    durableStorage,
    reportRowLimit,
    maxResultBytes,
    now,
  });
  const cluster: ClusterContext = {
    config,
    store,
    workers,
    duck,
    sql,
    tasks,
    historicals,
    coordinator,
    statements,
    security:
      config.security === null
        ? null
        : new BasicSecurity(config.security, store.security, config.serviceWord),
  };
  const app = buildApp(cluster);
  // The first duty run happens here: a restarted server serves its segments before it answers anything.
  coordinator.start((error) => app.log.error({ err: error }, 'coordinator duty failed'));
  tasks.start((error) => app.log.error({ err: error }, 'query task failed unexpectedly'));
  // After the tasks a stop cut off are FAILED: their durable results go.
  statements.start();
  const stopOverlord = startOverlordLoop(cluster, (error) =>
    app.log.error({ err: error }, 'overlord duty failed'),
  );
  app.addHook('onClose', async () => {
    stopOverlord();
    coordinator.stop();
    // Running tasks stop first: they need DuckDB and the store to clean up.
    await tasks.stop();
    await duck.close();
    store.close();
  });
  await app.ready();
  return { app, close: () => app.close() };
}
