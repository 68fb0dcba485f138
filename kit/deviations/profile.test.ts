// Reading deviation profiles: a bundled one by name or alias, a directory or a file by path, and bad files.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  bundledProfileDir,
  bundledProfiles,
  PROFILES_DIR,
  ProfileError,
  readProfile,
  resolveExpectations,
} from './profile.ts';

const entry = {
  feature: 'features/sql/result-formats.feature',
  scenario: 'A scenario',
  rules: ['SQL-012'],
  deviation: 'answers objects',
  evidence: 'Druid 33.0.0, live run',
};

function profileDir(files: Record<string, unknown>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kit-profile-')), 'apache-druid-99');
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
const info = { name: 'apache-druid-99', title: 'Apache Druid 99.0.0', description: 'made up' };

test('the bundled profiles are found by name and by their druid-N alias', () => {
  assert.ok(bundledProfiles().includes('apache-druid-33'));
  for (const name of ['druid-33', 'apache-druid-33'])
    assert.equal(bundledProfileDir(name), join(PROFILES_DIR, 'apache-druid-33'));
  assert.equal(resolveExpectations('druid-27', '/nowhere'), join(PROFILES_DIR, 'apache-druid-27'));
  assert.equal(bundledProfileDir('druid-99'), undefined);
  assert.equal(readProfile(join(PROFILES_DIR, 'apache-druid-33'))?.title, 'Apache Druid 33.0.0');
});

test('a path selects a file or folder; a bare name that is neither is an error listing the profiles', () => {
  assert.equal(resolveExpectations('known.json', '/base'), '/base/known.json');
  assert.equal(resolveExpectations('ci/profile', '/base'), '/base/ci/profile');
  assert.throws(
    () => resolveExpectations('druid-99', '/nowhere'),
    (error: unknown) =>
      error instanceof ProfileError &&
      /no bundled profile: "druid-99" \(bundled profiles: .*apache-druid-33/.test(error.message),
  );
});

test('a directory: profile.json names the system, every other JSON file lists deviations, kind defaults', () => {
  const dir = profileDir({
    'profile.json': info,
    'sql.json': { deviations: [entry] },
    'tasks.json': { deviations: [{ ...entry, scenario: 'B', kind: 'druid-bug' }] },
    'README.md': '# not read',
  });
  const profile = readProfile(dir);
  assert.equal(profile?.name, 'apache-druid-99');
  assert.deepEqual(
    profile?.deviations.map((d) => [d.scenario, d.kind, d.source]),
    [
      ['A scenario', 'spec-deviation', 'sql.json'],
      ['B', 'druid-bug', 'tasks.json'],
    ],
  );
});

test('a file with deviations is a profile; a file of differential expectations only is none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-profile-file-'));
  writeFileSync(join(dir, 'ours.json'), JSON.stringify({ deviations: [entry], expectations: [] }));
  writeFileSync(join(dir, 'known.json'), JSON.stringify({ expectations: [] }));
  assert.equal(readProfile(join(dir, 'ours.json'))?.deviations.length, 1);
  assert.equal(readProfile(join(dir, 'known.json')), undefined);
});

const fails = (path: string, message: RegExp) =>
  assert.throws(
    () => readProfile(path),
    (error: unknown) => error instanceof ProfileError && message.test(error.message),
  );

test('a bad profile says which file and what is wrong', () => {
  fails(profileDir({ 'sql.json': { deviations: [] } }), /without profile\.json: not a deviation profile/);
  fails(
    profileDir({ 'profile.json': { ...info, title: '' } }),
    /profile\.json does not fit schemas\/kit\/deviation-profile/,
  );
  fails(profileDir({ 'profile.json': info, 'sql.json': '{ "deviations": ' }), /sql\.json is not valid JSON/);
  fails(
    profileDir({ 'profile.json': info, 'sql.json': { deviations: [{ ...entry, rules: [] }] } }),
    /sql\.json does not fit schemas\/kit\/deviations\.schema\.json: field deviations\.0\.rules/,
  );
  fails(
    profileDir({ 'profile.json': info, 'sql.json': { deviations: [{ ...entry, kind: 'quirk' }] } }),
    /field deviations\.0\.kind must be equal to one of the allowed values/,
  );
  fails(
    profileDir({ 'profile.json': info, 'sql.json': { deviations: [{ ...entry, evidnce: 'x' }] } }),
    /must NOT have additional properties/,
  );
  fails(
    profileDir({
      'profile.json': info,
      'a.json': { deviations: [entry] },
      'b.json': { deviations: [entry] },
    }),
    /A scenario is listed twice \(a\.json and b\.json\)/,
  );
  fails('/nowhere/at/all', /does not exist/);
});
