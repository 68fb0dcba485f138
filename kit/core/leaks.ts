// The leak report: objects on the target that still carry the run's prefix when the run ends (leaks.json).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_PREFIX } from './names.ts';
import { excerpt, jsonOf, type PlainClient, plainClient } from './probe-http.ts';
import type { Run } from './run.ts';
import { targetPath } from './target-words.ts';

/** The run's objects of one kind, or why they could not be listed. */
export type Listing = { readonly names: readonly string[] } | { readonly notChecked: string };

interface Kind {
  readonly kind: string;
  /** true: the kit should have removed them (a cleanup is missing or failed); false: left on purpose. */
  readonly leak: boolean;
  /** Why they count as a leak, or why the kit leaves them. */
  readonly why: string;
  list(client: PlainClient, prefix: string): Promise<Listing>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ofPrefix =
  (prefix: string) =>
  (name: unknown): name is string =>
    typeof name === 'string' && name.startsWith(prefix);

/** GETs `path` and picks the run's names out of its JSON; any other answer means the kind was not checked. */
export async function namesAt(
  client: PlainClient,
  path: string,
  pick: (body: unknown) => readonly string[] | undefined,
): Promise<Listing> {
  const response = await client.send('GET', path);
  const names = response.status === 200 ? pick(jsonOf(response)) : undefined;
  return names === undefined
    ? { notChecked: `GET ${targetPath(path)} answers ${response.status} ${excerpt(response.text)}`.trim() }
    : { names };
}

const arrayOf = (prefix: string) => (body: unknown) =>
  Array.isArray(body) ? body.filter(ofPrefix(prefix)) : undefined;

const SECURITY = '/analytics-ext/basic-security';

/** Users or roles of the target's basic security, when it runs any (its loadStatus names the database). */
async function securityNames(
  client: PlainClient,
  side: 'authentication' | 'authorization',
  what: 'users' | 'roles',
  prefix: string,
): Promise<Listing> {
  const status = await client.send('GET', `${SECURITY}/${side}/loadStatus`);
  const body = jsonOf(status);
  const [name] = status.status === 200 && isObject(body) ? Object.keys(body) : [];
  const asked = `GET ${targetPath(`${SECURITY}/${side}/loadStatus`)} answers ${status.status}`;
  if (name === undefined)
    return { notChecked: status.status === 404 ? `basic security is off (${asked})` : asked };
  return namesAt(client, `${SECURITY}/${side}/db/${encodeURIComponent(name)}/${what}`, arrayOf(prefix));
}

/** IDs of tasks not yet finished whose ID or datasource carries the prefix. */
const unfinishedTasks = (prefix: string) => (body: unknown) =>
  Array.isArray(body)
    ? body
        .filter(isObject)
        .filter((task) => (task.statusCode ?? task.status) === 'RUNNING')
        .filter((task) => [task.id, task.dataSource].some(ofPrefix(prefix)))
        .map((task) => String(task.id))
    : undefined;

const configuredDatasources = (prefix: string) => (body: unknown) =>
  isObject(body) && Array.isArray(body.compactionConfigs)
    ? body.compactionConfigs
        .map((config: unknown) => (isObject(config) ? config.dataSource : undefined))
        .filter(ofPrefix(prefix))
    : undefined;

const SECURITY_WHY =
  'a scenario made it on the run target (basic security on), and the kit removes the users and roles it creates';

/** The run's datasources with no used segment left: those the end of the run marked unused, and any a scenario did. */
const unusedDatasources =
  (prefix: string) =>
  async (client: PlainClient): Promise<Listing> => {
    const all = await namesAt(
      client,
      '/analytics/coordinator/v1/metadata/datasources?includeUnused',
      arrayOf(prefix),
    );
    const used = await namesAt(client, '/analytics/coordinator/v1/metadata/datasources', arrayOf(prefix));
    if ('notChecked' in all) return all;
    if ('notChecked' in used) return used;
    return { names: all.names.filter((name) => !used.names.includes(name)) };
  };

/**
 * What happens to the run's served datasources: kept (--keep-data, read-only), marked unused by this worker (the
 * run's last), by another worker still running (the run's last), or not at all: an in-process reference ends with the run.
 */
export type DataFate = 'kept' | 'retired' | 'retired-by-another' | 'in-process';

const USED_WHY: Record<DataFate, string> = {
  kept: 'the run keeps its data (--keep-data, or read-only); each lives in time chunks no other scenario uses',
  'in-process': 'the reference this run started ends with it, and its data with it',
  retired:
    'the last worker of the run marks every datasource of the run unused (kit/core/retire-datasources.ts): one still used is a failed retirement',
  'retired-by-another':
    'the last worker of the run, still running when this one ended, marks them unused (kit/core/run-workers.ts)',
};

const kinds = (fate: DataFate): readonly Kind[] => [
  {
    kind: 'compaction configurations',
    leak: true,
    why: "an enabled configuration keeps the Coordinator compacting; the @compaction After hook deletes the scenario's",
    list: (client, prefix) =>
      namesAt(client, '/analytics/coordinator/v1/config/compaction', configuredDatasources(prefix)),
  },
  {
    kind: 'unfinished tasks',
    leak: true,
    why: 'a running or waiting task holds worker slots; the slow-task and slow-statement cleanups end theirs',
    list: (client, prefix) => namesAt(client, '/analytics/indexer/v1/tasks', unfinishedTasks(prefix)),
  },
  {
    kind: 'supervisors',
    leak: true,
    why: 'a supervisor ingests until stopped; the kit starts none, so any with the prefix is a leak',
    list: (client, prefix) => namesAt(client, '/analytics/indexer/v1/supervisor', arrayOf(prefix)),
  },
  {
    kind: 'authenticator users',
    leak: true,
    why: SECURITY_WHY,
    list: (client, prefix) => securityNames(client, 'authentication', 'users', prefix),
  },
  {
    kind: 'authorizer users',
    leak: true,
    why: SECURITY_WHY,
    list: (client, prefix) => securityNames(client, 'authorization', 'users', prefix),
  },
  {
    kind: 'roles',
    leak: true,
    why: SECURITY_WHY,
    list: (client, prefix) => securityNames(client, 'authorization', 'roles', prefix),
  },
  {
    kind: 'used datasources',
    leak: fate === 'retired',
    why: USED_WHY[fate],
    list: (client, prefix) =>
      namesAt(client, '/analytics/coordinator/v1/metadata/datasources', arrayOf(prefix)),
  },
  {
    kind: 'unused datasources',
    leak: false,
    why: 'unused data stays in deep storage (markUsed brings it back): deleting it for good takes a kill task, a destructive call the kit makes only where a scenario checks it',
    list: (client, prefix) => unusedDatasources(prefix)(client),
  },
  {
    kind: 'retention rules',
    leak: false,
    why: "the API cannot remove a datasource's rules (an empty list stays listed); they apply only to the run's own datasources",
    list: (client, prefix) =>
      namesAt(client, '/analytics/coordinator/v1/rules', (body) =>
        isObject(body) ? Object.keys(body).filter(ofPrefix(prefix)) : undefined,
      ),
  },
];

export interface LeakGroup {
  readonly kind: string;
  readonly why: string;
  readonly names: readonly string[];
}

export interface LeakReport {
  readonly prefix: string;
  readonly generatedAt: string;
  /** Objects the kit should have removed: each group is a missing or failed cleanup. */
  readonly leaks: readonly LeakGroup[];
  /** Objects the kit leaves on purpose, with the reason. */
  readonly leftByDesign: readonly LeakGroup[];
  /** Kinds the target did not let the kit list (no such API, security off, an error). */
  readonly notChecked: readonly { readonly kind: string; readonly reason: string }[];
}

/** Lists every kind; a kind whose listing throws is reported as not checked, never as a clean target. */
export async function findLeaks(
  client: PlainClient,
  prefix: string,
  fate: DataFate = 'retired',
): Promise<LeakReport> {
  const report: {
    leaks: LeakGroup[];
    leftByDesign: LeakGroup[];
    notChecked: { kind: string; reason: string }[];
  } = {
    leaks: [],
    leftByDesign: [],
    notChecked: [],
  };
  for (const { kind, leak, why, list } of kinds(fate)) {
    const listing = await list(client, prefix).catch(
      (error: unknown): Listing => ({ notChecked: error instanceof Error ? error.message : String(error) }),
    );
    if ('notChecked' in listing) report.notChecked.push({ kind, reason: listing.notChecked });
    else if (listing.names.length > 0)
      (leak ? report.leaks : report.leftByDesign).push({ kind, why, names: listing.names });
  }
  return { prefix, generatedAt: new Date().toISOString(), ...report };
}

const count = (groups: readonly LeakGroup[]): string =>
  groups.length === 0 ? 'none' : groups.map((group) => `${group.kind} ${group.names.length}`).join(', ');

/** One line for the terminal, e.g. `leaks: none; left by design: datasources 12, retention rules 3 (…)`. */
export function leakSummary(report: LeakReport, file: string): string {
  const unchecked =
    report.notChecked.length === 0 ? '' : `; not checked: ${report.notChecked.map((n) => n.kind).join(', ')}`;
  return `leaks: ${count(report.leaks)}; left by design: ${count(report.leftByDesign)}${unchecked} (${file})`;
}

/** A parallel run's workers each have a prefix and a file of their own. */
function reportFile(reportsDir: string): string {
  const worker = process.env.CUCUMBER_WORKER_ID;
  return join(reportsDir, worker === undefined ? 'leaks.json' : `leaks-worker-${worker}.json`);
}

/** Lists what the run left on its target, writes leaks.json and prints the one-line summary. */
export async function reportLeaks(run: Run, fate: DataFate): Promise<void> {
  const report = await findLeaks(plainClient(run.target), RUN_PREFIX, fate);
  const file = reportFile(run.config.reportsDir);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // On a line of its own: a progress formatter may have left the cursor after its dots.
  console.log(`\n${leakSummary(report, file)}`);
}
