// Proves the packaged CLI works as a user gets it: packs the kit, installs the tarball in an empty folder, and runs
// `npx analytics-conformance-kit` with the machine's own node against a reference started as a separate process.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReference, waitUntilReady } from '../reference/child-process.ts';
import { outcomesOf } from './package-check/outcomes.ts';
import { plainEnvironment } from './package-check/plain-environment.ts';
import { expectExit, run } from './package-check/processes.ts';
import { recordRequests } from './package-check/request-log.ts';

const COMMAND = 'analytics-conformance-kit';
// A password the reports must never show; the reference without security ignores credentials.
const SECRET = `kit-check-${process.pid}-secret`;
const started = Date.now();
const say = (text: string) =>
  console.log(`check:package [${Math.round((Date.now() - started) / 1000)} s] ${text}`);

const work = mkdtempSync(join(tmpdir(), 'kit-package-'));
const app = join(work, 'app');
mkdirSync(app);
const env = plainEnvironment();
const kit = (args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}) =>
  run('npx', [COMMAND, ...args], { cwd: app, env: { ...env, ...extraEnv } });

/** The last lines Cucumber and the summary print: scenario totals and the conformance line. */
const totals = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => /^\d+ scenarios|^conformance:/.test(line))
    .join('; ');

function reportOf(dir: string) {
  for (const file of ['conformance.json', 'conformance.md', 'target.json', 'messages.ndjson'])
    assert.ok(existsSync(join(dir, file)), `${dir} has no ${file}`);
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, file);
    if (file.includes('.') && readFileSync(path, 'utf8').includes(SECRET))
      throw new Error(`${path} shows the password`);
  }
  return JSON.parse(readFileSync(join(dir, 'target.json'), 'utf8')) as Record<string, unknown> & {
    sources: Record<string, string>;
  };
}

async function install(): Promise<void> {
  say('npm pack');
  const packed = await run('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: process.cwd(),
    env,
  });
  expectExit(packed, 0, 'npm pack');
  const [{ filename, entryCount }] = JSON.parse(packed.stdout) as [{ filename: string; entryCount: number }];
  say(`packed ${filename} (${entryCount} files); npm install in the empty folder ${app}`);
  const installed = await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', join(work, filename)],
    { cwd: app, env },
  );
  expectExit(installed, 0, 'npm install of the tarball');
  const node = await run('node', ['--version'], { cwd: app, env });
  say(`installed; the kit runs with the machine's node ${node.stdout.trim()}`);
}

async function checkRuns(target: string, log: ReturnType<typeof recordRequests>): Promise<void> {
  say(`run 1: ${COMMAND} --target ${target} --user … --password … --tags @general`);
  const flags = await kit([
    '--target',
    target,
    '--user',
    'checker',
    '--password',
    SECRET,
    '--tags',
    '@general',
    '--report-dir',
    'report-flags',
  ]);
  expectExit(flags, 0, 'the run configured by flags');
  const echoed = reportOf(join(app, 'report-flags'));
  assert.equal(echoed.target, target);
  assert.equal(echoed.password, '***');
  assert.equal(echoed.tags, '@general');
  assert.equal(echoed.sources.target, 'flag --target');
  say(`  exit 0, ${totals(flags.stdout)}; reports written, the configuration echoed, the password nowhere`);

  say('run 2: --read-only set in conformance.config.json, the target in TARGET_URL');
  const config = { readOnly: true, tags: '@general or @coordinator-config', reportDir: 'report-read-only' };
  writeFileSync(join(app, 'conformance.config.json'), JSON.stringify(config));
  const seenBefore = log.requests.length;
  const readOnly = await kit([], { TARGET_URL: target });
  expectExit(readOnly, 0, 'the read-only run');
  const readOnlyEcho = reportOf(join(app, 'report-read-only'));
  assert.equal(readOnlyEcho.readOnly, true);
  assert.equal(readOnlyEcho.sources.readOnly, 'file conformance.config.json');
  assert.equal(readOnlyEcho.sources.target, 'env TARGET_URL');
  const outcomes = outcomesOf(join(app, 'report-read-only', 'messages.ndjson'));
  assert.equal(outcomes.failed, 0, 'no scenario fails in read-only mode');
  assert.ok(outcomes.passed > 0, 'scenarios that only read pass');
  assert.ok(outcomes.excluded > 0, 'scenarios that write are excluded');
  for (const reason of outcomes.exclusions)
    assert.match(reason, /^excluded: read-only mode: the scenario would send /);
  const requests = log.requests.slice(seenBefore);
  const writes = requests.filter(
    ({ method, url }) =>
      !['GET', 'HEAD'].includes(method) && !(method === 'POST' && url === '/analytics/v2/sql'),
  );
  assert.deepEqual(writes, [], 'the server received no request that could change state');
  say(
    `  exit 0: ${outcomes.passed} passed, ${outcomes.excluded} excluded, ${outcomes.failed} failed; ` +
      `the server received ${requests.length} requests, all GET or SQL queries`,
  );

  say('run 3: a misspelt flag, then an unknown key in a --config file');
  const badFlag = await kit(['--target', target, '--parallell', '2']);
  expectExit(badFlag, 2, 'a misspelt flag');
  assert.match(badFlag.stderr, /unknown option --parallell/);
  writeFileSync(join(app, 'bad.json'), JSON.stringify({ target, deadline: 5000 }));
  const badKey = await kit(['--config', 'bad.json']);
  expectExit(badKey, 2, 'an unknown key');
  assert.match(badKey.stderr, /bad\.json: unknown key "deadline"/);
  const said = (stderr: string) => stderr.split('\n').find((line) => line.startsWith(`${COMMAND}:`));
  say(`  exit 2: "${said(badFlag.stderr)}"; "${said(badKey.stderr)?.slice(0, 80)}…"`);

  say('run 4: deviation profiles: an unknown name, then a profile whose listed scenario passes');
  rmSync(join(app, 'conformance.config.json'));
  const unknownProfile = await kit(['--target', target, '--expectations', 'druid-99']);
  expectExit(unknownProfile, 2, 'an unknown profile name');
  // The message lists the bundled profiles: the package ships kit/profiles.
  assert.match(unknownProfile.stderr, /no bundled profile: "druid-99" \(bundled profiles: .*apache-druid-33/);
  const scenario = 'The segments of an interval written with `_` are those it contains';
  const deviation = { feature: 'features/general/conventions.feature', scenario, rules: ['GEN-005'] };
  const stale = { ...deviation, deviation: 'made up', evidence: 'check:package' };
  writeFileSync(join(app, 'stale.json'), JSON.stringify({ deviations: [stale] }));
  const profiled = await kit(['--target', target, '--expectations', 'stale.json', '--tags', '@GEN-005']);
  expectExit(profiled, 1, 'a run whose profile lists a scenario that passes');
  assert.match(
    profiled.stdout,
    /profile problem: unexpected pass: stale\.json: "The segments of an interval/,
  );
  say(`  exit 2: "${said(unknownProfile.stderr)?.slice(0, 80)}…"; exit 1 on the unexpected pass`);
}

async function main(): Promise<void> {
  await install();
  const dataDir = join(work, 'reference-data');
  mkdirSync(dataDir);
  process.env.ANALYTICS_LOG_REQUESTS = 'true';
  const reference = await spawnReference(dataDir, ['ignore', 'pipe', 'inherit']);
  try {
    const log = recordRequests(reference.child.stdout ?? assert.fail('no reference output'));
    await waitUntilReady(reference.baseUrl, reference.child);
    say(`reference started as a separate process at ${reference.baseUrl}`);
    await checkRuns(reference.baseUrl, log);
  } finally {
    const exited = new Promise((resolve) => reference.child.once('exit', resolve));
    reference.child.kill('SIGTERM');
    await exited;
  }
  say('the packaged CLI works');
}

try {
  await main();
} catch (error) {
  console.error(`check:package failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
