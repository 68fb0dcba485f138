// Generated from schemas/overlord/worker-node-list.schema.json by scripts/gen-types.ts. Do not edit.
import type { WorkerNode } from './worker-node.ts';

/**
 * Response of GET /analytics/indexer/v1/workers.
 */
export type WorkerNodeList = WorkerNode[];
