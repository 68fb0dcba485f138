import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unproxiedUrl } from './router-proxy.ts';

test('the management proxy prefix of the Coordinator and the Overlord is taken off, other paths stay', () => {
  assert.equal(
    unproxiedUrl('/proxy/coordinator/druid-ext/basic-security/authentication/db/basic/users'),
    '/druid-ext/basic-security/authentication/db/basic/users',
  );
  assert.equal(
    unproxiedUrl('/proxy/overlord/druid/indexer/v1/tasks?state=running'),
    '/druid/indexer/v1/tasks?state=running',
  );
  assert.equal(unproxiedUrl('/proxy/broker/druid/v2/sql'), '/proxy/broker/druid/v2/sql');
  assert.equal(unproxiedUrl('/proxy/coordinator'), '/proxy/coordinator');
  assert.equal(unproxiedUrl('/druid/proxy/coordinator/x'), '/druid/proxy/coordinator/x');
});
