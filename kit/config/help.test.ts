// The --help text names each default once, from the settings table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { helpText } from './help.ts';

test('every option states its default at most once', () => {
  const text = helpText('analytics-conformance-kit', './conformance-report');
  for (const line of text.split('\n'))
    assert.ok((line.match(/\(default /g) ?? []).length <= 1, `a default said twice: ${line}`);
  assert.match(text, /0 runs them one at a time in this process \(default 2\)\./);
  assert.match(text, /Where the reports are written \(default \.\/conformance-report\)\./);
});
