// What the Cucumber child receives is what the loader resolved: steps read the same settings back.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readKitConfig } from '../core/target-config.ts';
import { childEnv, cucumberArgsOf } from './hand-over.ts';
import { loadConfig } from './load.ts';

const cwd = mkdtempSync(join(tmpdir(), 'kit-hand-over-'));

test('the steps read back every setting the loader resolved, and where it came from', () => {
  const config = loadConfig({
    flags: { target: 'http://h:1', readOnly: true, tags: '@sql', parallel: '3', capabilities: 'security' },
    env: { TARGET_PASSWORD: 'secret', KIT_SERVICE_WORD: 'druid', KIT_DEADLINE_MS: '2500' },
    cwd,
    defaultReportDir: 'out',
  });
  const kit = readKitConfig(childEnv(config, { PATH: '/bin' }));
  assert.equal(kit.targetUrl, 'http://h:1');
  assert.equal(kit.password, 'secret');
  assert.equal(kit.user, undefined);
  assert.deepEqual(kit.declaredCapabilities, ['security']);
  assert.equal(kit.serviceWord, 'druid');
  assert.equal(kit.deadlineMs, 2500);
  assert.equal(kit.readOnly, true);
  assert.equal(kit.reportsDir, join(cwd, 'out'));
  assert.equal(kit.tags, '@sql');
  assert.equal(kit.parallel, 3);
  assert.equal(kit.sources?.readOnly, 'flag --read-only');
  assert.equal(kit.sources?.serviceWord, 'env KIT_SERVICE_WORD');
  assert.deepEqual(cucumberArgsOf(config), ['--tags', '@sql', '--parallel', '3']);
});

test('a variable of the parent that the settings left unset does not reach the child', () => {
  const config = loadConfig({ flags: {}, env: {}, cwd, defaultReportDir: 'out' });
  const env = childEnv(config, { TARGET_USER: '', KIT_CONFIG: 'x.json', HOME: '/home/me' });
  assert.equal(env.TARGET_USER, undefined);
  assert.equal(env.KIT_CONFIG, undefined);
  assert.equal(env.HOME, '/home/me');
  assert.equal(env.KIT_READ_ONLY, 'false');
  // The default: two worker processes.
  assert.deepEqual(cucumberArgsOf(config), ['--parallel', '2']);
});
