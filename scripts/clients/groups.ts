// The Python client groups: each gets a virtual environment of its own (their pins conflict) and runs its checks.
import { resolve } from 'node:path';

export const CLIENTS_DIR = resolve(import.meta.dirname, '../../clients/python');

export interface ClientGroup {
  /** Names the requirements files and the folder of the virtual environment. */
  readonly name: string;
  /** Check scripts under clients/python/checks/ run with this group's interpreter. */
  readonly checks: readonly string[];
  /** Scripts run against a second reference with basic security, given `--user` and `--password` of its admin. */
  readonly secureChecks?: readonly string[];
}

export const GROUPS: readonly ClientGroup[] = [
  {
    name: 'pydruid',
    checks: ['pydruid_dbapi.py', 'pydruid_sqlalchemy.py', 'druid_query_client.py'],
    secureChecks: ['pydruid_auth.py'],
  },
  { name: 'airflow', checks: ['airflow_druid.py'] },
  { name: 'superset', checks: ['superset_druid.py'] },
];

export const venvDir = (group: ClientGroup): string => resolve(CLIENTS_DIR, '.venvs', group.name);
export const venvPython = (group: ClientGroup): string => resolve(venvDir(group), 'bin', 'python');
export const requirementsFile = (group: ClientGroup): string =>
  resolve(CLIENTS_DIR, 'requirements', `${group.name}.txt`);
export const constraintsFile = (group: ClientGroup): string =>
  resolve(CLIENTS_DIR, 'requirements', `${group.name}.constraints.txt`);
