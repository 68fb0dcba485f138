// The Coordinator defaults and the schema name the same fields, so GET always answers a valid configuration.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSchemaDocuments, validateAgainst } from '../../../schemas/index.ts';
import { COORDINATOR_DEFAULTS } from './dynamic-config.ts';

const schemaFieldNames = (): string[] =>
  Object.keys((loadSchemaDocuments().get('coordinator/dynamic-config') as { properties: object }).properties);

test('every schema field has a default and every default is a schema field', () => {
  assert.deepEqual(Object.keys(COORDINATOR_DEFAULTS).sort(), schemaFieldNames().sort());
});

test('the defaults are a valid configuration', () => {
  assert.deepEqual(validateAgainst('coordinator/dynamic-config', COORDINATOR_DEFAULTS).errors, []);
});
