// npm run druid:conformance -- --version 33|27 [--port-offset N] [-- <features or Cucumber arguments>]
// Runs the kit against a cluster druid:up started: service word druid, a long deadline, reports in reports/druid-<v>/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { UsageError } from './args.ts';
import { type Context, commandFor, main, REPO } from './main.ts';

/** Real Druid takes seconds where the reference takes milliseconds (tasks, segment loading, Broker metadata). */
const DEADLINE_MS = '120000';

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
  const env = {
    ...process.env,
    TARGET_URL: target,
    KIT_SERVICE_WORD: 'druid',
    KIT_DEADLINE_MS: process.env.KIT_DEADLINE_MS ?? DEADLINE_MS,
    KIT_REPORTS_DIR: reports,
  };
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('scripts', 'run-conformance.ts'), ...args.rest],
    { cwd: REPO, env, stdio: 'inherit' },
  );
  console.log(`reports in ${reports}`);
  return run.status ?? 1;
}

main('druid:conformance', conformance);
