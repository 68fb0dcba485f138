// Unit tests of the placeholder expansion used in feature text.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: placeholders are what these tests are about
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expand } from './templates.ts';

const now = Date.UTC(2024, 0, 10, 12);

test('unique names and instants relative to now are expanded', () => {
  assert.equal(expand('comment ${unique}', 'kit_1'), 'comment kit_1');
  assert.equal(
    expand('${now-P1D}/${now+PT1H}', 'x', now),
    '2024-01-09T12:00:00.000Z/2024-01-10T13:00:00.000Z',
  );
  assert.equal(expand('${now}', 'x', now), '2024-01-10T12:00:00.000Z');
});

test('unknown placeholders are a harness error, not a silent pass', () => {
  assert.throws(() => expand('${tomorrow}', 'x'), /Unknown placeholder/);
  assert.throws(() => expand('${now-P1Y}', 'x'), /Unsupported period|Unknown placeholder/);
});

test('names a step has set are expanded; unset ones are a harness error', () => {
  const named = new Map([['task', 'query-1']]);
  assert.equal(expand('/task/${task}/status', 'x', now, named), '/task/query-1/status');
  assert.throws(() => expand('${worker}', 'x', now, named), /Unknown placeholder/);
});
