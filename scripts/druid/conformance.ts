// npm run druid:conformance -- --version 33|27 [--port-offset N] [-- <features or Cucumber arguments>]
// Runs the kit against a cluster druid:up started: service word druid, a long deadline, reports in reports/druid-<v>/;
// on a cluster started with --secure, the kit logs in as the lab's admin (read from the cluster's configuration);
// meanwhile the lab janitor restarts the cluster's Indexer when only ended tasks hold its slots (slot-janitor.ts).

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basicAuth } from '../../kit/core/security-users.ts';
import { spawnGroup } from '../../kit/run/process-group.ts';
import { UsageError } from './args.ts';
import { type Context, commandFor, main, REPO } from './main.ts';
import { kitCredentials } from './security.ts';
import { hasOwnIndexer, runJanitor } from './slot-janitor-loop.ts';

/** Real Druid takes seconds where the reference takes milliseconds (tasks, segment loading, Broker metadata). */
const DEADLINE_MS = '120000';
const WORKERS = '3';

async function conformance(context: Context): Promise<number> {
  const { args, ports } = context;
  const target = `http://127.0.0.1:${ports.router}`;
  const health = await fetch(`${target}/status/health`).then(
    (response) => response.status,
    () => undefined,
  );
  if (health !== 200)
    throw new UsageError(`no Druid answers at ${target}: start it with ${commandFor('druid:up', context)}`);
  const reports = join(
    REPO,
    'reports',
    `druid-${args.version}${args.portOffset === 0 ? '' : `-${args.portOffset}`}`,
  );
  const common = join(context.dirs.conf, '_common', 'common.runtime.properties');
  const login = existsSync(common) ? kitCredentials(readFileSync(common, 'utf8')) : undefined;
  if (login !== undefined) console.log(`basic security is on: the kit logs in as ${login.user}`);
  const env = {
    ...process.env,
    ...(login === undefined ? {} : { TARGET_USER: login.user, TARGET_PASSWORD: login.password }),
    TARGET_URL: target,
    KIT_SERVICE_WORD: 'druid',
    // The Router forwards the Coordinator's extension endpoints only under /proxy/coordinator (§security.7).
    KIT_EXTENSION_PATH_PREFIX: '/proxy/coordinator',
    KIT_DEADLINE_MS: process.env.KIT_DEADLINE_MS ?? DEADLINE_MS,
    // Workers mostly wait on the cluster (90 % of scenario time), so three finish a whole run in about 22 min, not 32.
    KIT_PARALLEL: process.env.KIT_PARALLEL ?? WORKERS,
    KIT_REPORTS_DIR: reports,
  };
  // Its own process group: a stop signal here stops the kit with its Cucumber workers.
  const { ended } = spawnGroup(
    process.execPath,
    ['--import', 'tsx', join('scripts', 'run-conformance.ts'), ...args.rest],
    { cwd: REPO, env },
  );
  // Beside the run, the janitor frees the slots Druid 27's Indexer keeps after a shutdown (§ingestion.1).
  const stopJanitor = new AbortController();
  const janitorLog = join(reports, 'janitor.log');
  mkdirSync(reports, { recursive: true });
  const headers = login === undefined ? {} : basicAuth(login.user, login.password);
  const janitor = hasOwnIndexer(context.dirs)
    ? runJanitor(context, target, headers, janitorLog, stopJanitor.signal)
    : Promise.resolve();
  const status = await ended;
  stopJanitor.abort();
  await janitor;
  console.log(
    `reports in ${reports}${existsSync(janitorLog) ? ` (the lab janitor's restarts: ${janitorLog})` : ''}`,
  );
  return status;
}

main('druid:conformance', conformance);
