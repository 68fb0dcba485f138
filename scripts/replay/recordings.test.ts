import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandTexts, loadRelease, RELEASES, requestBodyText } from './recordings.ts';

test('number markers go on the wire as the recorded number text', () => {
  const body = {
    parameters: [{ value: '@int:9223372036854775807' }, { value: '@num:1.2345678901234568e+18' }],
  };
  assert.equal(
    requestBodyText({ method: 'POST', path: '/x', body }),
    '{"parameters":[{"value":9223372036854775807},{"value":1.2345678901234568e+18}]}',
  );
  // A string that only looks like a marker stays a string.
  assert.equal(requestBodyText({ method: 'POST', path: '/x', body: ['@num:abc'] }), '["@num:abc"]');
});

test('shared texts expand inside JSON strings, escaped', () => {
  assert.equal(expandTexts('"a{{text:t}}b"', { t: 'x\n"y"' }), '"ax\\n\\"y\\"b"');
  assert.throws(() => expandTexts('{{text:none}}', {}), /no text named none/);
});

test('every stored exchange names a request that exists and an expected status', () => {
  const release = loadRelease('36.0.0');
  assert.ok(release.exchanges.length >= 124);
  for (const exchange of release.exchanges) assert.ok(exchange.expect.status >= 200, exchange.file);
});

test('every release stored names its file, a known principal and recorded files in order', () => {
  for (const version of RELEASES) {
    const release = loadRelease(version);
    assert.equal(release.release, version);
    for (const exchange of release.exchanges) {
      assert.ok(exchange.file.startsWith(`druid-${version}-`), exchange.file);
      assert.ok(['admin', 'dbmeta_user'].includes(exchange.as), exchange.file);
      assert.ok(exchange.expect.status >= 200, exchange.file);
    }
  }
  assert.ok(loadRelease('37.0.0').exchanges.length >= 224);
});
