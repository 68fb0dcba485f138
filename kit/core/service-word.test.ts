import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serviceHeaders, servicePath, specHeaders } from './service-word.ts';

test('paths keep the spec word by default and take the target word otherwise', () => {
  assert.equal(servicePath('analytics', '/analytics/v2/sql'), '/analytics/v2/sql');
  assert.equal(servicePath('druid', '/analytics/v2/sql?x=1'), '/druid/v2/sql?x=1');
  assert.equal(
    servicePath('druid', '/analytics-ext/basic-security/authentication/db/basic/users'),
    '/druid-ext/basic-security/authentication/db/basic/users',
  );
  assert.equal(servicePath('druid', '/status'), '/status');
  // Real Druid's Router reaches extension endpoints under a proxy prefix; other paths never take it.
  assert.equal(
    servicePath('druid', '/analytics-ext/basic-security/authentication/loadStatus', '/proxy/coordinator'),
    '/proxy/coordinator/druid-ext/basic-security/authentication/loadStatus',
  );
  assert.equal(servicePath('druid', '/analytics/v2/sql', '/proxy/coordinator'), '/druid/v2/sql');
  assert.equal(
    servicePath('analytics', '/analytics-ext/basic-security/x', '/proxy/coordinator'),
    '/proxy/coordinator/analytics-ext/basic-security/x',
  );
  // Only a leading path segment is the service word.
  assert.equal(servicePath('druid', '/analyticsx/v2'), '/analyticsx/v2');
});

test('request headers are renamed for the target and response headers back for the features', () => {
  assert.deepEqual(serviceHeaders('druid', { 'X-Analytics-Author': 'kit', Accept: 'x' }), {
    'X-Druid-Author': 'kit',
    Accept: 'x',
  });
  assert.deepEqual(specHeaders('druid', { 'x-druid-sql-query-id': 'q', 'content-type': 't' }), {
    'x-analytics-sql-query-id': 'q',
    'content-type': 't',
  });
  assert.deepEqual(specHeaders('analytics', { 'x-druid-sql-query-id': 'q' }), {
    'x-druid-sql-query-id': 'q',
  });
});
