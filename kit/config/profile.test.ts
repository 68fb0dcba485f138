// The `expectations` setting: a bundled profile by name, and a bad profile as a configuration error.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PROFILES_DIR } from '../deviations/profile.ts';
import { ConfigError, loadConfig } from './load.ts';
import { profileOf } from './profile.ts';

/** A profile directory holding one profile.json. */
function profileDir(profile: unknown): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kit-profile-')), 'apache-druid-99');
  mkdirSync(dir);
  writeFileSync(join(dir, 'profile.json'), JSON.stringify(profile));
  return dir;
}

test('the setting takes a name, and a bad profile is a configuration error naming where it was set', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'kit-profile-config-'));
  const load = (flags: Record<string, string>) =>
    loadConfig({ flags, env: {}, cwd, defaultReportDir: 'out' });
  const config = load({ expectations: 'druid-33' });
  assert.equal(config.settings.expectations, join(PROFILES_DIR, 'apache-druid-33'));
  assert.equal(profileOf(config)?.name, 'apache-druid-33');
  assert.throws(
    () => load({ expectations: 'druid-99' }),
    (error: unknown) =>
      error instanceof ConfigError &&
      /^--expectations names no file and no bundled profile/.test(error.message),
  );
  const bad = profileDir({ name: 'X' });
  assert.throws(
    () => profileOf(load({ expectations: bad })),
    (error: unknown) =>
      error instanceof ConfigError &&
      /^flag --expectations: .*profile\.json does not fit/.test(error.message),
  );
});
