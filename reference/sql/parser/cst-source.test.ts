import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { CST_TYPES_FILE, cstTypesSource } from './cst-source.ts';

test('the committed CST node types match the grammar (npm run gen:cst regenerates them)', () => {
  assert.equal(readFileSync(CST_TYPES_FILE, 'utf8'), cstTypesSource());
});
