// Mirrored scenarios end to end: a cucumber run on a SQL feature with REFERENCE_URL, the reference behind a proxy.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ScenarioRecord } from './scenario-records.ts';
import { alteringProxy, type Listening, listeningReference } from './test-servers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FEATURE = 'features/sql/dialect/joins.feature';
const ALTERED = 'Joined rows can be grouped and ordered';

let reference: Listening;
let proxy: Awaited<ReturnType<typeof alteringProxy>>;
let reportsDir: string;

before(async () => {
  reference = await listeningReference();
  proxy = await alteringProxy(reference.url);
  reportsDir = mkdtempSync(join(tmpdir(), 'differential-scenarios-'));
});

after(async () => {
  await proxy.close();
  await reference.close();
  rmSync(reportsDir, { recursive: true, force: true });
});

/** Runs cucumber on one feature against the in-process reference, mirrored to the proxy; resolves its exit code. */
function cucumber(): Promise<{ code: number | null; output: string }> {
  // A short deadline: a diverging answer is asked again of the reference for that long before it is recorded.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KIT_REPORTS_DIR: reportsDir,
    REFERENCE_URL: proxy.url,
    KIT_DEADLINE_MS: '2000',
  };
  for (const name of ['TARGET_URL', 'TARGET_USER', 'TARGET_PASSWORD', 'KIT_SECURE', 'CUCUMBER_WORKER_ID'])
    delete env[name];
  // The project's cucumber.js would add every feature: a configuration of our own runs only this one.
  const config = join(reportsDir, 'cucumber.cjs');
  const options = {
    import: ['steps/*.ts'],
    paths: [FEATURE],
    format: ['summary', `message:${join(reportsDir, 'messages.ndjson')}`],
    strict: true,
  };
  writeFileSync(config, `module.exports = { default: ${JSON.stringify(options)} };\n`);
  const bin = join(ROOT, 'node_modules/@cucumber/cucumber/bin/cucumber.js');
  // Cucumber reads the configuration file relative to its working directory, even when the path is absolute.
  const child = spawn(process.execPath, ['--import', 'tsx', bin, '--config', relative(ROOT, config)], {
    cwd: ROOT,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

test('every SQL answer of the scenarios is compared; an altered one is recorded while the scenario still passes', async () => {
  // The reference answers the grouped join with one more edit for English; its task IDs are noted.
  const submitted = new Set<string>();
  const polled = new Set<string>();
  proxy.alter = (request, body) => {
    if (request.path === '/analytics/v2/sql/task')
      submitted.add((JSON.parse(body) as { taskId: string }).taskId);
    const status = /\/task\/([^/]+)\/status$/.exec(request.path)?.[1];
    if (status !== undefined) polled.add(decodeURIComponent(status));
    if (request.method !== 'POST' || !request.body.includes('GROUP BY l.lang ORDER BY l.lang'))
      return undefined;
    if (!request.body.includes('SUM(e.added)')) return undefined;
    return body.replace('["English",50]', '["English",51]');
  };
  const { code, output } = await cucumber();
  assert.equal(code, 0, output);

  // Ingestion ran on the reference too (the feature's three shared datasources, each loaded once), and its tasks
  // were polled by the reference's own IDs.
  assert.ok(submitted.size >= 3, `${submitted.size} tasks submitted to the reference`);
  assert.ok(polled.size > 0 && [...polled].every((id) => submitted.has(id)), JSON.stringify([...polled]));

  const file = JSON.parse(readFileSync(join(reportsDir, 'differential-scenarios.json'), 'utf8')) as {
    scenarios: ScenarioRecord[];
  };
  assert.equal(file.scenarios.length, 7, 'one record per scenario of the feature');
  for (const record of file.scenarios) {
    assert.equal(record.feature, FEATURE);
    assert.ok(record.compared >= 1, `${record.scenario}: the query was compared`);
    assert.deepEqual(record.errors, []);
    const expected = record.scenario === ALTERED ? 1 : 0;
    assert.equal(
      record.divergences.length,
      expected,
      `${record.scenario}: ${JSON.stringify(record.divergences)}`,
    );
  }
  const loaders = file.scenarios.filter((record) => record.compared >= 3);
  assert.ok(loaders.length >= 1, 'the scenario that loaded the shared datasources compared their counts too');
  const divergence = file.scenarios.find((record) => record.scenario === ALTERED)?.divergences[0];
  assert.equal(divergence?.kind, 'values');
  assert.equal(
    divergence?.detail,
    'only on the target: ["English",50]; only on the reference: ["English",51]',
  );

  // The divergence is attached to its scenario in the cucumber messages, so the HTML report shows it too.
  const messages = readFileSync(join(reportsDir, 'messages.ndjson'), 'utf8');
  assert.match(messages, /differential: \d+ SQL answers compared with the reference, 1 diverge/);
});
