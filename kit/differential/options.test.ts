// Unit tests of the command line: flags win over the environment; missing or bad values are usage errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readKitConfig } from '../core/target-config.ts';
import { differentialOptions, differentialOptionsFrom, UsageError } from './options.ts';

test('flags win over the environment, which fills in what flags leave out', () => {
  const env = {
    TARGET_URL: 'http://env-target:1/',
    REFERENCE_URL: 'http://env-reference:2',
    TARGET_USER: 'admin',
    TARGET_PASSWORD: 'secret',
    REFERENCE_PASSWORD: 'other',
    KIT_EXPECTATIONS: 'expected.json',
    KIT_SERVICE_WORD: 'druid',
  };
  const options = differentialOptions(
    ['--target', 'http://flag-target:3', '--reference-user', 'ref', '--report-dir', 'out'],
    env,
  );
  assert.deepEqual(options, {
    target: { url: 'http://flag-target:3', user: 'admin', password: 'secret', serviceWord: 'druid' },
    reference: { url: 'http://env-reference:2', user: 'ref', password: 'other', serviceWord: 'druid' },
    reportDir: 'out',
    expectationsFile: 'expected.json',
    corpusFiles: undefined,
    datasourcePrefix: undefined,
    reuseData: false,
    setupTimeoutMs: undefined,
    keepData: false,
  });
  const other = differentialOptions(['--reference-service-word', 'analytics', '--keep-data'], env);
  assert.ok(other !== 'help' && other.reference.serviceWord === 'analytics' && other.keepData);
});

test('help, and usage errors for a missing URL, a bad URL, a bad number or an unknown flag', () => {
  assert.equal(differentialOptions(['--help'], {}), 'help');
  const both = { TARGET_URL: 'http://t', REFERENCE_URL: 'http://r' };
  assert.throws(() => differentialOptions([], { REFERENCE_URL: 'http://r' }), /No target/);
  assert.throws(() => differentialOptions([], { TARGET_URL: 'http://t' }), /No reference/);
  assert.throws(() => differentialOptions(['--target', 'ftp://x'], both), /Not an http\(s\) URL: ftp:\/\/x/);
  assert.throws(() => differentialOptions(['--setup-timeout-ms', 'soon'], both), /positive number/);
  assert.throws(() => differentialOptions(['--nope'], both), UsageError);
});

test("the packaged CLI's configuration gives the same options, the reference's credentials from its own variables", () => {
  const env = {
    TARGET_URL: 'http://t:1/',
    REFERENCE_URL: 'http://r:2',
    REFERENCE_USER: 'u',
    KIT_REPORTS_DIR: 'out',
  };
  assert.deepEqual(differentialOptionsFrom(readKitConfig(env), env), {
    target: { url: 'http://t:1', user: undefined, password: undefined, serviceWord: 'analytics' },
    reference: { url: 'http://r:2', user: 'u', password: undefined, serviceWord: 'analytics' },
    reportDir: 'out',
    expectationsFile: undefined,
  });
  assert.throws(() => differentialOptionsFrom(readKitConfig({ TARGET_URL: 'http://t' }), {}), UsageError);
});
