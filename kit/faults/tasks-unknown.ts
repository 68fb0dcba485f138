// A server that accepts every task and then does not know it (`404 Task not found` from its status endpoint), as a
// third-party server did (issue 28): the kit's loader cannot work on it, which the run must establish once and name
// in every scenario that needs data, instead of waiting a deadline in each.
import type { FaultRewrite } from './proxy.ts';

const STATUS = /^\/analytics\/indexer\/v1\/task\/[^/]+\/status$/;

export const TASKS_UNKNOWN: FaultRewrite = {
  matches: (request) => request.method === 'GET' && STATUS.test(request.url.split('?')[0] ?? ''),
  answer: async () => ({ status: 404, headers: { 'content-type': 'text/plain' }, body: 'Task not found' }),
};
