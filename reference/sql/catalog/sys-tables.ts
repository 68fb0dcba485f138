// The sys schema: segments, server_segments, servers and tasks, from the metadata store and the cluster's servers.

import type { SegmentRecord, SegmentRepository, TaskRepository } from '../../store/store.ts';
import { type SqlType, T } from '../types.ts';
import type { CatalogColumn, CatalogTable } from './catalog.ts';
import { valuesSql } from './values.ts';
import { datasourceVisible } from './visibility.ts';

/** A process of the cluster as sys.servers shows it. */
export interface ServerInfo {
  readonly server: string;
  readonly host: string;
  readonly plaintextPort: number;
  readonly tlsPort: number;
  readonly serverType: string;
  readonly tier: string | null;
  readonly currentSize: number;
  readonly maxSize: number;
  readonly isLeader: number | null;
  readonly startTime: string;
  /** The release the process runs (Druid 36 and later have the column; §information-schema.4). */
  readonly version: string;
  /** Segment IDs the server serves (Historicals). */
  readonly segments: readonly string[];
}

/** What the Historicals serve, as the Broker sees it: the cluster passes it in. */
export interface SegmentServing {
  /** The datasource's visible segments that at least one server serves: what a query reads. */
  served(datasource: string): SegmentRecord[];
  /** Names of the datasources with a served segment, sorted: the datasources SQL knows. */
  datasources(): string[];
  /** Replicas the retention rule that applies to the segment requires; -1 while none has decided. */
  replicationFactor(id: string): number;
}

export interface SysSources {
  readonly segments: SegmentRepository;
  readonly tasks: TaskRepository;
  readonly servers: () => readonly ServerInfo[];
  readonly serving: SegmentServing;
}

const columns = (spec: string): CatalogColumn[] =>
  spec.split(',').map((entry) => {
    const [name = '', type = 'V'] = entry.trim().split(':');
    const types: Readonly<Record<string, SqlType>> = { V: T.varchar, B: T.bigint };
    return { name, type: types[type] ?? T.varchar };
  });

const table = (name: string, spec: string, rows: () => unknown[][]): CatalogTable => {
  const cols = columns(spec);
  return {
    schema: 'sys',
    name,
    columns: cols,
    isDatasource: false,
    sourceSql: () => valuesSql(cols, rows()),
  };
};

const flag = (value: boolean): number => (value ? 1 : 0);

export function sysTables(sources: SysSources): ReadonlyMap<string, CatalogTable> {
  const served = () => {
    const counts = new Map<string, number>();
    for (const server of sources.servers())
      for (const id of server.segments) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const tables = [
    table(
      'segments',
      'segment_id,datasource,start,end,size:B,version,partition_num:B,num_replicas:B,num_rows:B,is_active:B,is_published:B,is_available:B,is_realtime:B,is_overshadowed:B,shard_spec,dimensions,metrics,last_compaction_state,replication_factor:B',
      () => {
        const replicas = served();
        // Published means used: unused segments leave the table, as in the real system.
        return sources.segments
          .all()
          .filter((segment) => segment.used && datasourceVisible(segment.datasource))
          .map((segment) => {
            const count = replicas.get(segment.id) ?? 0;
            const active = segment.used && !segment.overshadowed;
            return [
              segment.id,
              segment.datasource,
              segment.startIso,
              segment.endIso,
              segment.size,
              segment.version,
              segment.partitionNum,
              count,
              segment.numRows,
              flag(active),
              flag(segment.used),
              flag(count > 0),
              0,
              flag(segment.overshadowed),
              JSON.stringify(segment.payload.shardSpec),
              JSON.stringify(segment.dimensions),
              JSON.stringify(segment.metrics),
              segment.lastCompactionState ? JSON.stringify(segment.lastCompactionState) : null,
              sources.serving.replicationFactor(segment.id),
            ];
          });
      },
    ),
    table('server_segments', 'server,segment_id', () =>
      sources.servers().flatMap((server) => server.segments.map((id) => [server.server, id])),
    ),
    table(
      'servers',
      // Names and order as the real system's (docs/facts/information-schema.md §information-schema.4): curr_size, not
      // current_size; version after start_time, as Druid 36 and later answer it.
      'server,host,plaintext_port:B,tls_port:B,server_type,tier,curr_size:B,max_size:B,is_leader:B,start_time,version',
      () =>
        sources
          .servers()
          .map((s) => [
            s.server,
            s.host,
            s.plaintextPort,
            s.tlsPort,
            s.serverType,
            s.tier,
            s.currentSize,
            s.maxSize,
            s.isLeader,
            s.startTime,
            s.version,
          ]),
    ),
    table(
      'tasks',
      'task_id,group_id,type,datasource,created_time,queue_insertion_time,status,runner_status,duration:B,location,host,plaintext_port:B,tls_port:B,error_msg',
      () =>
        sources.tasks
          .list()
          .filter((task) => datasourceVisible(task.datasource))
          .map((task) => [
            task.id,
            task.groupId,
            task.type,
            task.datasource,
            new Date(task.createdTime).toISOString(),
            new Date(task.queueInsertionTime).toISOString(),
            task.status,
            task.runnerStatus,
            task.duration,
            null,
            null,
            -1,
            -1,
            task.errorMsg,
          ]),
    ),
  ];
  return new Map(tables.map((entry) => [entry.name, entry]));
}
