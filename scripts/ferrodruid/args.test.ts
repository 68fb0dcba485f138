import assert from 'node:assert/strict';
import { test } from 'node:test';
import { binaryIn, parseArgs, UsageError } from './args.ts';

const repo = '/repo';
const only =
  (...files: string[]) =>
  (path: string) =>
    files.includes(path);

test('a checkout gives its built binary, an optimised one first', () => {
  assert.equal(binaryIn('/src', only('/src/target/debug/ferrodruid')), '/src/target/debug/ferrodruid');
  assert.equal(
    binaryIn('/src', only('/src/target/debug/ferrodruid', '/src/target/release/ferrodruid')),
    '/src/target/release/ferrodruid',
  );
  assert.throws(() => binaryIn('/src', only()), /no FerroDruid binary in \/src/);
});

test('defaults: port 8890, the lab in the repository, Cucumber arguments after --', () => {
  const args = parseArgs(
    ['--source', 'fd', '--', 'features/sql'],
    {},
    '/home',
    repo,
    only('/home/fd/target/debug/ferrodruid'),
  );
  assert.deepEqual(args, {
    binary: '/home/fd/target/debug/ferrodruid',
    port: 8890,
    lab: '/repo/.ferrodruid-lab',
    timeoutMs: 120_000,
    rest: ['features/sql'],
  });
});

test('a binary, a port and a lab of the user’s; FERRODRUID_LAB as the default lab', () => {
  const args = parseArgs(
    ['--binary=/opt/fd', '--port', '9999'],
    { FERRODRUID_LAB: '/labs/fd' },
    '/',
    repo,
    only('/opt/fd'),
  );
  assert.equal(args.binary, '/opt/fd');
  assert.equal(args.port, 9999);
  assert.equal(args.lab, '/labs/fd');
});

test('bad usage is one line: neither or both of --source and --binary, unknown flags, bad numbers', () => {
  for (const argv of [
    [],
    ['--source', 'a', '--binary', 'b'],
    ['--sauce', 'a'],
    ['--binary', '/x', '--port', '0'],
  ])
    assert.throws(() => parseArgs(argv, {}, '/', repo, only('/x')), UsageError);
  assert.throws(() => parseArgs(['--binary', '/missing'], {}, '/', repo, only()), /no such file/);
});
