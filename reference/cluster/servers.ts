// The processes of the single-process cluster, as sys.servers and sys.server_segments show them.
import type { ServerInfo } from '../sql/catalog/sys-tables.ts';
import type { SegmentRepository } from '../store/store.ts';
import type { WorkerRegistry } from './overlord/workers.ts';

/** The Historical every visible segment is loaded on until retention rules place segments (issue 6). */
export const DEFAULT_HISTORICAL = 'localhost:8083';
export const DEFAULT_TIER = '_default_tier';
const HISTORICAL_MAX_SIZE = 300_000_000_000;

export function clusterServers(
  segments: SegmentRepository,
  workers: WorkerRegistry,
  startTime: string,
): () => ServerInfo[] {
  const service = (server: string, serverType: string, isLeader: number | null): ServerInfo => {
    const [host = server, port = '-1'] = server.split(':');
    return {
      server,
      host,
      plaintextPort: Number(port),
      tlsPort: -1,
      serverType,
      tier: null,
      currentSize: 0,
      maxSize: 0,
      isLeader,
      startTime,
      segments: [],
    };
  };
  return () => {
    const loaded = segments.visible();
    const historical: ServerInfo = {
      ...service(DEFAULT_HISTORICAL, 'HISTORICAL', null),
      tier: DEFAULT_TIER,
      currentSize: loaded.reduce((sum, segment) => sum + segment.size, 0),
      maxSize: HISTORICAL_MAX_SIZE,
      segments: loaded.map((segment) => segment.id),
    };
    return [
      service('localhost:8888', 'ROUTER', null),
      service('localhost:8082', 'BROKER', null),
      service('localhost:8081', 'COORDINATOR', 1),
      service('localhost:8090', 'OVERLORD', 1),
      historical,
      ...workers.list().map((worker) => service(worker.worker.host, 'MIDDLE_MANAGER', null)),
    ];
  };
}
