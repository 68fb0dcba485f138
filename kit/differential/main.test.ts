// The command line's failures: a usage problem or a bad file is one clear message and exit code 2, no stack trace.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

function differential(args: string[], env: Record<string, string> = {}) {
  const clean = { ...process.env };
  for (const name of ['TARGET_URL', 'REFERENCE_URL', 'KIT_EXPECTATIONS']) delete clean[name];
  const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

test('without a target the usage is printed and the exit code is 2', () => {
  const { code, output } = differential([], { REFERENCE_URL: 'http://127.0.0.1:9' });
  assert.equal(code, 2);
  assert.match(output, /^differential: No target: give --target URL or set TARGET_URL\n\nUsage:/);
});

test('an expectations file that does not exist is one line, before any server is asked', () => {
  const urls = ['--target', 'http://127.0.0.1:9', '--reference', 'http://127.0.0.1:9'];
  const { code, output } = differential([...urls, '--expectations', '/nonexistent/known.json']);
  assert.equal(code, 2);
  assert.match(output, /^differential: Cannot read the expectations file \/nonexistent\/known\.json: ENOENT/);
  assert.doesNotMatch(output, /\n\s+at /);
});
