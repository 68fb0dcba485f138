// The processes of the single-process cluster, as sys.servers and sys.server_segments show them.
import type { ServerInfo } from '../sql/catalog/sys-tables.ts';
import type { Historicals } from './coordinator/historicals.ts';
import type { WorkerRegistry } from './overlord/workers.ts';

/** The real system's default TLS port of each kind of process (its plain port plus 200; the Router's is 9088). */
/** Where the Coordinator and the Overlord say they run: the leaders' addresses (`…/v1/leader`). */
export const COORDINATOR_HOST = 'localhost:8081';
export const OVERLORD_HOST = 'localhost:8090';

const TLS_PORTS: Readonly<Record<string, number>> = {
  ROUTER: 9088,
  BROKER: 8282,
  COORDINATOR: 8281,
  OVERLORD: 8290,
  HISTORICAL: 8283,
  MIDDLE_MANAGER: 8291,
};

/** `tls`: the cluster serves HTTPS only, so every process reports its TLS port and no plain one. */
export function clusterServers(
  historicals: Historicals,
  workers: WorkerRegistry,
  startTime: string,
  tls: boolean,
): () => ServerInfo[] {
  const service = (server: string, serverType: string, isLeader: number | null): ServerInfo => {
    const [host = server, port = '-1'] = server.split(':');
    return {
      server,
      host,
      plaintextPort: tls ? -1 : Number(port),
      tlsPort: tls ? (TLS_PORTS[serverType] ?? -1) : -1,
      serverType,
      tier: null,
      currentSize: 0,
      maxSize: 0,
      isLeader,
      startTime,
      segments: [],
    };
  };
  return () => [
    service('localhost:8888', 'ROUTER', null),
    service('localhost:8082', 'BROKER', null),
    service(COORDINATOR_HOST, 'COORDINATOR', 1),
    service(OVERLORD_HOST, 'OVERLORD', 1),
    // The Historicals serve what the Coordinator's last duty run placed on them.
    ...historicals.list().map((historical) => ({
      ...service(historical.host, 'HISTORICAL', null),
      tier: historical.tier,
      currentSize: historical.currentSize,
      maxSize: historical.maxSize,
      segments: historical.segments,
    })),
    ...workers.list().map((worker) => service(worker.worker.host, 'MIDDLE_MANAGER', null)),
  ];
}
