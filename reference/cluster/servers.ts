// The processes of the single-process cluster, as sys.servers and sys.server_segments show them.
import type { ServerInfo } from '../sql/catalog/sys-tables.ts';
import { REFERENCE_VERSION } from '../version.ts';
import type { Historicals } from './coordinator/historicals.ts';
import type { WorkerRegistry } from './overlord/workers.ts';

/**
 * Where the Coordinator and the Overlord say they run: the leaders' addresses (`…/v1/leader`). One process, as the
 * real system's quickstart runs them (the Coordinator as Overlord), both on 8081 (docs/facts/legacy-metadata.md
 * §legacy-metadata.20: live 27 and 33, recorded 36).
 */
export const COORDINATOR_HOST = 'localhost:8081';
export const OVERLORD_HOST = COORDINATOR_HOST;

/** The real system's default TLS port of each kind of process (its plain port plus 200; the Router's is 9088). */
const TLS_PORTS: Readonly<Record<string, number>> = {
  router: 9088,
  broker: 8282,
  coordinator: 8281,
  overlord: 8281,
  historical: 8283,
  middle_manager: 8291,
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
      // Every process runs the one release the reference is, as each of a real cluster's reports its own.
      version: REFERENCE_VERSION,
      segments: [],
    };
  };
  return () => [
    // Server types in lower case, as every release answers them (§legacy-metadata.20).
    service('localhost:8888', 'router', null),
    service('localhost:8082', 'broker', null),
    service(COORDINATOR_HOST, 'coordinator', 1),
    service(OVERLORD_HOST, 'overlord', 1),
    // The Historicals serve what the Coordinator's last duty run placed on them.
    ...historicals.list().map((historical) => ({
      ...service(historical.host, 'historical', null),
      tier: historical.tier,
      currentSize: historical.currentSize,
      maxSize: historical.maxSize,
      segments: historical.segments,
    })),
    ...workers.list().map((worker) => service(worker.worker.host, 'middle_manager', null)),
  ];
}
