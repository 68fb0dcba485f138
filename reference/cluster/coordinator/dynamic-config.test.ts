// The Coordinator defaults and the schema name the same fields, so GET always answers a valid configuration.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { COORDINATOR_DEFAULTS, schemaFieldNames } from './dynamic-config.ts';

test('every schema field has a default and every default is a schema field', () => {
  assert.deepEqual(Object.keys(COORDINATOR_DEFAULTS).sort(), schemaFieldNames().sort());
});

test('the defaults are a valid configuration', () => {
  assert.deepEqual(validateAgainst('coordinator/dynamic-config', COORDINATOR_DEFAULTS).errors, []);
});
