// The engine's input directories from the environment: only a JSON array of real directories, never the root.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { EngineDirsEnvError, engineInputDirectoriesFromEnv } from './engine-dirs-from-env.ts';

test('a JSON array of paths gives absolute directories', () => {
  assert.deepEqual(engineInputDirectoriesFromEnv('["/srv/input", "rel/dir"]'), [
    '/srv/input',
    resolve('rel/dir'),
  ]);
});

test('a bare string, a non-array, an empty entry or bad JSON is refused, not spread into characters', () => {
  for (const text of ['"/srv/input"', '/srv/input', '{"dir":"/srv"}', '[""]', '[1]', 'null'])
    assert.throws(() => engineInputDirectoriesFromEnv(text), EngineDirsEnvError, text);
});

test('the root directory is refused, however it is written', () => {
  for (const text of ['["/"]', '["/srv", "//"]', '["/srv/.."]'])
    assert.throws(() => engineInputDirectoriesFromEnv(text), /root directory/, text);
});
