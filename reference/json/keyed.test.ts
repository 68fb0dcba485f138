// Keyed objects (issue 30, item 6): names from input are plain keys, never Object.prototype's members.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { entryOf, keyedObject, lookupTable, ownEntry } from './keyed.ts';

const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];

test('entryOf makes own keys of hostile names, on keyed and plain objects alike', () => {
  for (const map of [keyedObject<{ n: number }>(), {} as Record<string, { n: number }>]) {
    for (const name of HOSTILE) entryOf(map, name, () => ({ n: 0 })).n += 1;
    for (const name of HOSTILE) entryOf(map, name, () => ({ n: 0 })).n += 1;
    assert.deepEqual(Object.keys(map).sort(), [...HOSTILE].sort());
    assert.deepEqual(Object.getOwnPropertyDescriptor(JSON.parse(JSON.stringify(map)), '__proto__')?.value, {
      n: 2,
    });
  }
  assert.equal(({} as Record<string, unknown>).n, undefined, 'Object.prototype untouched');
});

test('a lookup table and ownEntry find only own entries', () => {
  const table = lookupTable({ string: 'VARCHAR' });
  for (const name of HOSTILE) assert.equal(table[name], undefined, name);
  assert.equal(table.string, 'VARCHAR');
  assert.ok(Object.isFrozen(table));
  const parsed = JSON.parse('{"a":1}') as Record<string, number>;
  for (const name of HOSTILE) assert.equal(ownEntry(parsed, name), undefined, name);
  assert.equal(ownEntry(parsed, 'a'), 1);
  assert.equal(ownEntry(undefined, 'a'), undefined);
});
