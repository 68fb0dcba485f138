// The loader's precedence (flags > environment > file > defaults), where each value came from, and its errors.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ConfigError, type LoadInput, loadConfig } from './load.ts';

function workDir(config?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'kit-config-'));
  if (config !== undefined) writeFileSync(join(dir, 'conformance.config.json'), JSON.stringify(config));
  return dir;
}

const load = (input: Partial<LoadInput> & { cwd: string }) =>
  loadConfig({ flags: {}, env: {}, defaultReportDir: 'conformance-report', ...input });

test('a flag beats the environment, which beats the file, which beats the default', () => {
  const cwd = workDir({ target: 'http://file:1', deadlineMs: 3000, tags: '@sql', parallel: 2 });
  const { settings, sources } = load({
    cwd,
    flags: { target: 'http://flag:1/' },
    env: { TARGET_URL: 'http://env:1', KIT_DEADLINE_MS: '4000' },
  });
  assert.equal(settings.target, 'http://flag:1');
  assert.equal(settings.deadlineMs, 4000);
  assert.equal(settings.tags, '@sql');
  assert.equal(settings.serviceWord, 'analytics');
  assert.equal(settings.reportDir, join(cwd, 'conformance-report'));
  assert.equal(sources.target, 'flag --target');
  assert.equal(sources.deadlineMs, 'env KIT_DEADLINE_MS');
  assert.equal(sources.tags, 'file conformance.config.json');
  assert.equal(sources.serviceWord, 'default');
  assert.equal(sources.user, 'unset');
});

test('an empty environment variable counts as unset', () => {
  const { settings, sources } = load({ cwd: workDir({ user: 'from-file' }), env: { TARGET_USER: '' } });
  assert.equal(settings.user, 'from-file');
  assert.equal(sources.user, 'file conformance.config.json');
});

test('values of each kind are read from text and from JSON', () => {
  const cwd = workDir({ readOnly: true, capabilities: ['autoscaling'], serviceWord: 'druid' });
  const fromFile = load({ cwd }).settings;
  assert.deepEqual(
    [fromFile.readOnly, fromFile.capabilities, fromFile.serviceWord],
    [true, ['autoscaling'], 'druid'],
  );
  const fromText = load({
    cwd,
    flags: { readOnly: true, parallel: '0' },
    env: { KIT_READ_ONLY: 'false', TARGET_CAPABILITIES: 'security, autoscaling' },
  }).settings;
  assert.deepEqual(
    [fromText.readOnly, fromText.capabilities, fromText.parallel],
    [true, ['security', 'autoscaling'], 0],
  );
});

test('paths in the file are relative to the file, paths in flags to the working directory', () => {
  const cwd = workDir();
  mkdirSync(join(cwd, 'ci'));
  writeFileSync(
    join(cwd, 'ci', 'kit.json'),
    JSON.stringify({ reportDir: 'out', expectations: 'known.json' }),
  );
  const { settings, configFile } = load({ cwd, configPath: 'ci/kit.json', flags: { reportDir: 'mine' } });
  assert.equal(configFile, join(cwd, 'ci', 'kit.json'));
  assert.equal(settings.expectations, join(cwd, 'ci', 'known.json'));
  assert.equal(settings.reportDir, join(cwd, 'mine'));
});

test('KIT_CONFIG names the file when --config does not', () => {
  const cwd = workDir({ tags: '@default-file' });
  writeFileSync(join(cwd, 'other.json'), JSON.stringify({ tags: '@other' }));
  assert.equal(load({ cwd, env: { KIT_CONFIG: 'other.json' } }).settings.tags, '@other');
  assert.equal(
    load({ cwd, env: { KIT_CONFIG: 'other.json' }, configPath: 'conformance.config.json' }).settings.tags,
    '@default-file',
  );
});

const fails = (input: Partial<LoadInput> & { cwd: string }, message: RegExp) =>
  assert.throws(
    () => load(input),
    (error: unknown) => error instanceof ConfigError && message.test(error.message),
  );

test('an unknown key in the file is an error naming it', () => {
  fails(
    { cwd: workDir({ target_url: 'http://x' }) },
    /conformance\.config\.json: unknown key "target_url" \(known keys: target, /,
  );
});

test('a bad value is an error naming the key, the variable or the flag', () => {
  fails(
    { cwd: workDir({ deadlineMs: '100' }) },
    /"deadlineMs" must be a whole number of milliseconds above 0, not "100"/,
  );
  fails({ cwd: workDir({ readOnly: 'yes' }) }, /"readOnly" must be true or false/);
  fails(
    { cwd: workDir({ capabilities: ['teleport'] }) },
    /"capabilities" names unknown capabilities teleport/,
  );
  fails(
    { cwd: workDir(), env: { KIT_PARALLEL: '-1' } },
    /environment variable KIT_PARALLEL must be a whole number/,
  );
  fails({ cwd: workDir(), env: { KIT_READ_ONLY: 'yes' } }, /KIT_READ_ONLY must be true or false, not "yes"/);
  fails(
    { cwd: workDir(), flags: { target: 'localhost:8888' } },
    /--target must be an http:\/\/ or https:\/\/ URL/,
  );
  fails({ cwd: workDir(), flags: { serviceWord: 'my word' } }, /--service-word must be a word/);
  fails(
    { cwd: workDir(), env: { KIT_EXTENSION_PATH_PREFIX: 'proxy/coordinator/' } },
    /KIT_EXTENSION_PATH_PREFIX must be a URL path prefix such as \/proxy\/coordinator/,
  );
});

test('a file that is missing, not JSON or not an object is an error', () => {
  fails(
    { cwd: workDir(), configPath: 'nowhere.json' },
    /--config names .*nowhere\.json, which does not exist/,
  );
  fails({ cwd: workDir(), env: { KIT_CONFIG: 'nowhere.json' } }, /KIT_CONFIG names .*nowhere\.json/);
  const cwd = workDir();
  writeFileSync(join(cwd, 'conformance.config.json'), '{ "target": ');
  fails({ cwd }, /conformance\.config\.json is not valid JSON/);
  fails({ cwd: workDir(['http://x']) }, /must hold a JSON object of settings/);
});
