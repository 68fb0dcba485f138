// What a Druid cluster of the launcher is made of (pure): the versions served, the ports, the heaps, the properties.
import { join } from 'node:path';

/** The versions the launcher lays out (docs/facts/ingestion.md and the README's "Running the kit against real Apache Druid"). */
export const VERSIONS = {
  '33': { druid: '33.0.0', msq: false },
  '27': { druid: '27.0.0', msq: true },
} as const;
export type Version = keyof typeof VERSIONS;
/** In the order the messages name them (object keys that look like numbers would sort). */
export const SUPPORTED_VERSIONS: readonly Version[] = ['33', '27'];
export const isVersion = (text: string): text is Version => Object.hasOwn(VERSIONS, text);

/** The processes in start order; ZooKeeper first, the Router last. */
export const SERVICES = [
  'zookeeper',
  'coordinator-overlord',
  'historical',
  'indexer',
  'broker',
  'router',
] as const;
export type Service = (typeof SERVICES)[number];
export type DruidService = Exclude<Service, 'zookeeper'>;

const BASE_PORTS = {
  zookeeper: 2181,
  derby: 1527,
  'coordinator-overlord': 8081,
  broker: 8082,
  historical: 8083,
  indexer: 8091,
  router: 8888,
} as const;
export type PortName = keyof typeof BASE_PORTS;
export type PortPlan = Readonly<Record<PortName, number>>;

/** Every port moved by the offset; an offset that pushes a port past 65535 is an error. */
export function portPlan(offset: number): PortPlan {
  const plan = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]));
  const bad = Object.entries(plan).find(([, port]) => port < 1 || port > 65535);
  if (bad) throw new Error(`--port-offset ${offset} puts the ${bad[0]} port at ${bad[1]}, outside 1–65535`);
  return plan as PortPlan;
}

/** Heap, direct memory: bounded so that a cluster stays under about 6 GB. */
export const HEAPS: Readonly<Record<Service, { heap: string; direct: string }>> = {
  zookeeper: { heap: '256m', direct: '64m' },
  'coordinator-overlord': { heap: '1g', direct: '256m' },
  historical: { heap: '768m', direct: '400m' },
  // 2 GB: Druid 27's MSQ tasks share the Indexer's heap, 256 MB for each of its eight slots (workerCapacity).
  indexer: { heap: '2g', direct: '1g' },
  broker: { heap: '1g', direct: '400m' },
  router: { heap: '512m', direct: '128m' },
};

/** The Druid process type each service runs (`org.apache.druid.cli.Main server <type>`). */
export const CLI_TYPE: Readonly<Record<DruidService, string>> = {
  'coordinator-overlord': 'coordinator',
  historical: 'historical',
  indexer: 'indexer',
  broker: 'broker',
  router: 'router',
};

/** Where one cluster lives in the lab: per version and offset, so two clusters never share a folder. */
export interface ClusterDirs {
  readonly lab: string;
  readonly lib: string;
  readonly home: string;
  readonly conf: string;
  readonly var: string;
  readonly log: string;
  readonly pids: string;
}

export function clusterDirs(lab: string, version: Version, offset: number, lib?: string): ClusterDirs {
  const home = join(lab, `druid-${version}${offset === 0 ? '' : `-${offset}`}`);
  return {
    lab,
    lib: lib ?? join(lab, `lib-${version}`),
    home,
    conf: join(home, 'conf'),
    var: join(home, 'var'),
    log: join(home, 'log'),
    pids: join(home, 'pids'),
  };
}

export type Properties = Readonly<Record<string, string | number | boolean>>;

const render = (properties: Properties): string =>
  `${Object.entries(properties)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n')}\n`;

/**
 * Druid 33 serves `POST …/metadata/dataSourceInformation` (LEG-039) and realtime segments in the metadata store's list
 * only with the Coordinator's schema cache on (docs/facts/legacy-metadata.md §legacy-metadata.16). A common property:
 * the Coordinator builds the cache, the Broker reads schemas from it, the Indexer's tasks publish their segments'
 * schemas. It needs the HTTP server view (33's default) and not the incremental segment cache (off by default); the
 * cache refreshes every two seconds, not the default minute.
 */
const centralizedSchema: Properties = {
  'druid.centralizedDatasourceSchema.enabled': true,
  'druid.coordinator.segmentMetadata.metadataRefreshPeriod': 'PT2S',
};

function common(version: Version, dirs: ClusterDirs, ports: PortPlan): Properties {
  const v = dirs.var;
  return {
    'druid.extensions.loadList': '[]',
    'druid.extensions.directory': join(dirs.home, 'extensions'),
    'druid.extensions.hadoopDependenciesDir': join(dirs.home, 'hadoop-dependencies'),
    'druid.startup.logging.logProperties': true,
    'druid.host': 'localhost',
    'druid.zk.service.host': `127.0.0.1:${ports.zookeeper}`,
    'druid.zk.paths.base': '/druid',
    'druid.metadata.storage.type': 'derby',
    'druid.metadata.storage.connector.connectURI': `jdbc:derby://localhost:${ports.derby}/${join(v, 'metadata', 'metadata.db')};create=true`,
    'druid.metadata.storage.connector.host': 'localhost',
    'druid.metadata.storage.connector.port': ports.derby,
    'druid.storage.type': 'local',
    'druid.storage.storageDirectory': join(v, 'segments'),
    'druid.indexer.logs.type': 'file',
    'druid.indexer.logs.directory': join(v, 'indexing-logs'),
    'druid.selectors.indexing.serviceName': 'druid/overlord',
    'druid.selectors.coordinator.serviceName': 'druid/coordinator',
    'druid.monitoring.monitors': '[]',
    'druid.emitter': 'noop',
    'druid.indexing.doubleStorage': 'double',
    'druid.sql.enable': true,
    'druid.sql.planner.useGroupingSetForExactDistinct': true,
    'druid.lookup.enableLookupSyncOnStartup': false,
    'druid.expressions.useStrictBooleans': true,
    'druid.global.http.numConnections': 20,
    // 27 still defaults to the legacy null handling; 33 has only the SQL-compatible one.
    ...(version === '27'
      ? {
          'druid.generic.useDefaultValueForNull': false,
          'druid.generic.useThreeValueLogicForNativeFilters': true,
        }
      : centralizedSchema),
  };
}

const processing = (dirs: ClusterDirs, threads = 1): Properties => ({
  'druid.processing.buffer.sizeBytes': '50MiB',
  'druid.processing.numMergeBuffers': 2,
  'druid.processing.numThreads': threads,
  'druid.processing.tmpDir': join(dirs.var, 'tmp'),
});

/**
 * Task slots of the Indexer. An SQL task takes two (controller and worker), and on Druid 27 a task shut down keeps
 * its slots until the Indexer restarts (§ingestion.1): twelve slots leave room for the three kit workers' loads beside
 * such leftovers until the lab janitor finds a moment to restart it. Druid 33 (native batch loads, no leftovers)
 * keeps four.
 */
export const workerCapacity = (version: Version): number => (version === '27' ? 12 : 4);

function service(name: DruidService, version: Version, dirs: ClusterDirs, ports: PortPlan): Properties {
  const own = { 'druid.plaintextPort': ports[name], 'druid.server.http.numThreads': 12 };
  switch (name) {
    case 'coordinator-overlord':
      return {
        'druid.service': 'druid/coordinator',
        ...own,
        'druid.coordinator.startDelay': 'PT5S',
        // Most of a Druid run's time is scenarios waiting on these cycles (a load waits for the metadata poll,
        // then a duty run): one second each, as a tiny cluster affords (docs/facts/ingestion.md §ingestion.3).
        'druid.coordinator.period': 'PT1S',
        'druid.manager.segments.pollDuration': 'PT1S',
        'druid.coordinator.asOverlord.enabled': true,
        'druid.coordinator.asOverlord.overlordService': 'druid/overlord',
        'druid.indexer.queue.startDelay': 'PT5S',
        'druid.indexer.storage.type': 'metadata',
        'druid.indexer.runner.type': 'remote',
        'druid.coordinator.period.indexingPeriod': 'PT2S',
      };
    case 'historical':
      return {
        'druid.service': 'druid/historical',
        ...own,
        ...processing(dirs),
        'druid.segmentCache.locations': JSON.stringify([
          { path: join(dirs.var, 'segment-cache'), maxSize: '10g' },
        ]),
        'druid.server.maxSize': '10g',
        'druid.historical.cache.useCache': false,
        'druid.historical.cache.populateCache': false,
      };
    case 'indexer':
      return {
        'druid.service': 'druid/indexer',
        ...own,
        // One processing thread per slot: the Indexer's tasks share its threads, and on Druid 27 an MSQ worker shut
        // down while it reads may keep one, so with a single thread every later worker waited (§ingestion.1).
        ...processing(dirs, workerCapacity(version)),
        'druid.worker.capacity': workerCapacity(version),
        'druid.indexer.task.baseTaskDir': join(dirs.var, 'task'),
        'druid.indexer.task.hadoopWorkingPath': join(dirs.var, 'hadoop-tmp'),
      };
    case 'broker':
      return {
        'druid.service': 'druid/broker',
        ...own,
        ...processing(dirs),
        'druid.broker.http.numConnections': 10,
        'druid.broker.http.maxQueuedBytes': '10MiB',
        'druid.broker.cache.useCache': false,
        'druid.broker.cache.populateCache': false,
      };
    case 'router':
      return {
        'druid.service': 'druid/router',
        ...own,
        'druid.server.http.numThreads': 40,
        'druid.router.http.numConnections': 20,
        'druid.router.http.readTimeout': 'PT5M',
        'druid.router.http.numMaxThreads': 40,
        'druid.router.defaultBrokerServiceName': 'druid/broker',
        'druid.router.coordinatorServiceName': 'druid/coordinator',
        'druid.router.managementProxy.enabled': true,
      };
  }
}

const LOG4J = `<?xml version="1.0" encoding="UTF-8" ?>
<Configuration status="WARN">
  <Appenders><Console name="Console" target="SYSTEM_OUT"><PatternLayout pattern="%d{ISO8601} %p [%t] %c - %m%n"/></Console></Appenders>
  <Loggers>
    <Root level="info"><AppenderRef ref="Console"/></Root>
    <Logger name="org.apache.zookeeper" level="warn"/>
    <Logger name="org.apache.curator" level="warn"/>
  </Loggers>
</Configuration>
`;

/**
 * The configuration files, by path relative to the cluster's conf folder; `extraCommon` adds to (or overrides) the
 * common properties, e.g. basic security (security.ts).
 */
export function configurationFiles(
  version: Version,
  dirs: ClusterDirs,
  ports: PortPlan,
  extraCommon: Properties = {},
): Record<string, string> {
  const files: Record<string, string> = {
    '_common/common.runtime.properties': render({ ...common(version, dirs, ports), ...extraCommon }),
    '_common/log4j2.xml': LOG4J,
  };
  for (const name of SERVICES)
    if (name !== 'zookeeper')
      files[`${name}/runtime.properties`] = render(service(name, version, dirs, ports));
  return files;
}
