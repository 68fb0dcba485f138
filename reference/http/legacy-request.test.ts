// Reading legacy requests: parameters each endpoint takes, variant flags, the required boolean, interval lists.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ApiError } from '../errors/api-error.ts';
import {
  clusterViewOf,
  intervalListOf,
  legacyQuery,
  requiredBoolean,
  stringListOf,
  variantOf,
} from './legacy-request.ts';

const refused = (code: string) => (error: unknown) => error instanceof ApiError && error.code === code;

test('a parameter the endpoint does not take is ignored; flags count by presence', () => {
  assert.equal(variantOf(legacyQuery({ ful: '' }, ['simple', 'full'])), 'plain');
  const query = legacyQuery({ full: 'false' }, ['simple', 'full']);
  assert.equal(variantOf(query), 'full');
  assert.equal(variantOf(legacyQuery({}, ['simple'])), 'plain');
});

test('simple with full answers the form the endpoint looks at first; computeUsingClusterView needs full', () => {
  const both = legacyQuery({ simple: '', full: '' }, ['simple', 'full']);
  assert.equal(variantOf(both), 'full');
  assert.equal(variantOf(both, 'simple'), 'simple');
  const query = legacyQuery({ computeUsingClusterView: '' }, ['full', 'computeUsingClusterView']);
  assert.equal(clusterViewOf(query, variantOf(query)), false);
});

test('a required boolean is true in any case, anything else false; missing is refused', () => {
  const name = 'forceMetadataRefresh';
  assert.equal(requiredBoolean(legacyQuery({ [name]: 'TRUE' }, [name]), name), true);
  assert.equal(requiredBoolean(legacyQuery({ [name]: 'false' }, [name]), name), false);
  assert.throws(() => requiredBoolean(legacyQuery({}, [name]), name), refused('missingQueryParameter'));
  assert.equal(requiredBoolean(legacyQuery({ [name]: '' }, [name]), name), false);
  assert.equal(requiredBoolean(legacyQuery({ [name]: 'yes' }, [name]), name), false);
  assert.throws(
    () => requiredBoolean(legacyQuery({ [name]: ['true', 'true'] }, [name]), name),
    refused('invalidQueryParameter'),
  );
});

test('query intervals take `/` or `_`; malformed ones are refused', () => {
  const query = legacyQuery({ interval: '2015-09-12_2015-09-13' }, ['interval']);
  assert.deepEqual(query.interval('interval'), { start: Date.UTC(2015, 8, 12), end: Date.UTC(2015, 8, 13) });
  assert.throws(
    () => legacyQuery({ interval: '2015-09-13/2015-09-12' }, ['interval']).interval('interval'),
    refused('invalidQueryParameter'),
  );
});

test('bodies: an array of names, an array of `/` intervals', () => {
  assert.deepEqual(stringListOf(['a', 'b'], 'names'), ['a', 'b']);
  assert.throws(() => stringListOf(['a', 1], 'names'), refused('invalidRequestBody'));
  assert.throws(() => stringListOf('a', 'names'), refused('invalidRequestBody'));
  assert.equal(intervalListOf(['2015-09-12/P1D']).length, 1);
  assert.throws(() => intervalListOf(['2015-09-12']), refused('invalidRequestBody'));
});
