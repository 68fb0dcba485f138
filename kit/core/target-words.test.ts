// Paths and headers in the target's words: what a `druid` target's messages show.
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('on a druid target, paths and the spec-named headers read as the target names them', async () => {
  process.env.KIT_SERVICE_WORD = 'druid';
  const { targetHeader, targetPath } = await import('./target-words.ts');
  assert.equal(targetPath('/analytics/v2/sql'), '/druid/v2/sql');
  assert.equal(targetHeader('X-Analytics-SQL-Query-Id'), 'X-Druid-SQL-Query-Id');
  assert.equal(targetHeader('Content-Type'), 'Content-Type');
});
