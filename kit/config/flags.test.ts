// The command line: the kit's flags before `--`, Cucumber's arguments after it, clear messages for mistakes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readCommandLine } from './flags.ts';
import { ConfigError } from './load.ts';

test('flags map to settings; what follows -- goes to Cucumber untouched', () => {
  const line = readCommandLine([
    '--target',
    'http://h:1',
    '--read-only',
    '--report-dir=out',
    '--config',
    'kit.json',
    '--',
    'features/sql/errors.feature',
    '--name',
    'x',
  ]);
  assert.deepEqual(line.flags, { target: 'http://h:1', readOnly: true, reportDir: 'out' });
  assert.equal(line.configPath, 'kit.json');
  assert.deepEqual(line.cucumberArgs, ['features/sql/errors.feature', '--name', 'x']);
  assert.equal(line.help, false);
  assert.equal(readCommandLine(['-h']).help, true);
});

const fails = (argv: string[], message: string) =>
  assert.throws(
    () => readCommandLine(argv),
    (error: unknown) => error instanceof ConfigError && error.message === message,
  );

test('mistakes on the command line say what is wrong', () => {
  fails(['--parallell', '2'], 'unknown option --parallell');
  fails(['--secure'], 'unknown option --secure');
  fails(['--target'], '--target needs a value');
  fails(['--read-only=yes'], '--read-only takes no value');
  fails(
    ['features/sql'],
    `unexpected argument "features/sql": Cucumber's own arguments (feature paths, --name) go after --`,
  );
});
