// The quoting module against DuckDB itself: every text comes back exactly as it went in, whatever it holds.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SqlError } from '../errors.ts';
import { DuckEngine } from './duckdb.ts';
import { quoteIdentifier, quoteString, quoteStringList } from './quote.ts';

let duck: DuckEngine;
before(async () => {
  duck = await DuckEngine.open({ allowedDirectories: [] });
});
after(() => duck.close());

const awkward = [
  "it's",
  "'; SELECT * FROM read_text('/etc/passwd') --",
  '"double" quotes',
  "back\\slash \\' and \\n",
  'new\nline',
  'a NUL \u0000 inside',
  '\u0000',
  '/*EXTERN:0*/',
  "$$dollar$$ E'escape'",
  '',
];

test('a quoted string is the same text once DuckDB reads it', async () => {
  for (const text of awkward) {
    const { rows } = await duck.run(`SELECT ${quoteString(text)} AS v`);
    assert.deepEqual(rows, [[text]], JSON.stringify(text));
  }
});

test('a quoted identifier is the same name once DuckDB reads it', async () => {
  for (const name of awkward.filter((text) => !text.includes('\u0000') && text !== '')) {
    const { columnNames } = await duck.run(`SELECT 1 AS ${quoteIdentifier(name)}`);
    assert.deepEqual(columnNames, [name]);
  }
});

test('a name holding a NUL is refused with a validation error, not cut short', () => {
  assert.throws(
    () => quoteIdentifier('a\u0000b'),
    (error: unknown) => error instanceof SqlError && error.kind === 'validation',
  );
});

test('a list of strings is a DuckDB list of the same texts', async () => {
  const { rows } = await duck.run(`SELECT ${quoteStringList(["a'b", 'c"d'])} AS v`);
  assert.deepEqual(rows, [[["a'b", 'c"d']]]);
});
