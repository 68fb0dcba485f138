import assert from 'node:assert/strict';
import { test } from 'node:test';
import { causeOf } from './classify.ts';
import { loadRelease } from './recordings.ts';
import type { Outcome } from './replay.ts';

const exchange = (name: string) => {
  const found = loadRelease('36.0.0').exchanges.find((candidate) => candidate.name === name);
  return found ?? assert.fail(`no exchange ${name}`);
};
const outcome = (name: string, body: string): Outcome => ({
  exchange: exchange(name),
  actual: { status: 400, headers: {}, body },
  mismatch: { kind: 'status', detail: '' },
});

test('a query on a dataset that did not load is charged to its setup, whatever the request', () => {
  const cause = causeOf(outcome('a statement', `{"errorMessage":"Object 'dbimp_types' not found"}`));
  assert.equal(cause.owner, 'setup');
  assert.match(cause.reason, /dbimp_types/);
});

test('a known difference has its cause; anything else is left to look at', () => {
  assert.equal(causeOf(outcome('a wrong password', '{}')).owner, 'spec');
  assert.equal(causeOf(outcome('a binary value', '{}')).owner, 'rule');
  assert.equal(causeOf(outcome('a statement', '[]')).owner, 'replay');
});

test("37's cluster state and the ordinary user's answers have their causes", () => {
  const release = loadRelease('37.0.0').exchanges;
  const at = (file: string): Outcome => ({
    exchange: release.find((candidate) => candidate.file.includes(`-${file}-`)) ?? assert.fail(file),
    actual: { status: 200, headers: {}, body: '[]' },
    mismatch: { kind: 'body', detail: '' },
  });
  assert.equal(causeOf(at('040')).owner, 'cluster');
  assert.equal(causeOf(at('097')).owner, 'cluster');
  assert.equal(causeOf(at('214')).owner, 'user');
  assert.equal(causeOf(at('010')).owner, 'replay');
});
