// A task's permission is its datasource's, as the real system's task resource filter decides: READ to look, WRITE to stop.
import type { ClusterContext } from '../cluster/context.ts';
import { datasource } from '../security/route-access.ts';
import type { Action } from '../store/security-store.ts';
import { needs } from './route-permission.ts';

/** The route option of `/task/:taskId…` routes; an unknown id passes to the handler's 404, as in the real system. */
export const taskDatasource = (cluster: ClusterContext, action: Action) => ({
  config: needs.rule((params) => {
    const task = cluster.store.tasks.get(params.taskId ?? '');
    return task === undefined ? 'authenticated' : datasource(task.datasource, action);
  }),
});
