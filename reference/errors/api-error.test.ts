// Unit tests of the error catalogue: templates are filled and every code has a sane status.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from './api-error.ts';
import { ERROR_CATALOG } from './catalog.ts';

test('messages are filled from the context', () => {
  const error = ApiError.of('unsupportedMediaType', { contentType: 'text/plain' });
  assert.equal(error.status, 415);
  assert.equal(error.message, 'Unsupported Content-Type [text/plain]; send application/json');
});

test('every catalogue entry has an HTTP error status and a message', () => {
  for (const [code, kind] of Object.entries(ERROR_CATALOG)) {
    assert.ok(kind.status >= 400 && kind.status < 600, code);
    assert.ok(kind.message.length > 0, code);
  }
});
