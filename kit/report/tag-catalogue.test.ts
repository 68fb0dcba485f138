// The area tags are exactly the areas of the rule catalogue, so neither can drift from the other.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { AREAS } from './tag-catalogue.ts';

test('AREAS lists every area of spec/rules.json and no other', () => {
  const rules = JSON.parse(readFileSync('spec/rules.json', 'utf8')) as { area: string }[];
  assert.deepEqual([...AREAS].sort(), [...new Set(rules.map((rule) => rule.area))].sort());
});
