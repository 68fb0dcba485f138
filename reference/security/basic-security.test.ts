// Unit tests of basic security: password hashing, authentication, whole-name permission patterns (route permissions: permission-matrix.test.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openSqliteStore } from '../store/sqlite/open.ts';
import { isThrottled } from './authenticator-chain.ts';
import { BasicSecurity } from './basic-security.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import { securityConfig } from './security-config.ts';

const dir = mkdtempSync(join(tmpdir(), 'security-test-'));
const store = openSqliteStore(dir);
after(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** The identity the security's chain proves from an Authorization header, or undefined (401). */
const identityOf = async (security: BasicSecurity, authorization: string | undefined) => {
  const outcome = await security.chain.authenticate({ authorization, host: 'localhost' });
  return outcome === undefined || isThrottled(outcome) ? undefined : outcome.authentication.identity;
};
const caller = (identity: string) => ({ identity, groups: [] });

test('a password hash is salted and matches only its password', async () => {
  const [a, b] = [await hashPassword('secret'), await hashPassword('secret')];
  assert.notEqual(a.hash, b.hash);
  assert.ok(await passwordMatches('secret', a));
  assert.ok(!(await passwordMatches('Secret', a)));
  assert.ok(!JSON.stringify(a).includes('secret'));
});

test('the admin authenticates with its initial password and may do everything', async () => {
  const security = new BasicSecurity(securityConfig({ initialAdminPassword: 'pw' }), store.security);
  assert.equal(await identityOf(security, basic('admin', 'pw')), 'admin');
  assert.equal(await identityOf(security, basic('admin', 'pw')), 'admin');
  assert.equal(await identityOf(security, basic('admin', 'other')), undefined);
  assert.equal(await identityOf(security, 'Basic !!!'), undefined);
  assert.equal(await identityOf(security, undefined), undefined);
  assert.ok(security.allows(caller('admin'), 'DATASOURCE', 'anything', 'WRITE'));
  assert.ok(security.allows(caller('admin'), 'CONFIG', 'security', 'READ'));
  // A restart with another initial password keeps the stored one.
  const again = new BasicSecurity(securityConfig({ initialAdminPassword: 'new' }), store.security);
  assert.equal(await identityOf(again, basic('admin', 'new')), undefined);
});

test('the internal client is `<word>_system` by the service word, as Druid names it druid_system (§security.13)', async () => {
  const own = openSqliteStore(mkdtempSync(join(dir, 'word-')));
  try {
    const security = new BasicSecurity(
      securityConfig({ initialInternalClientPassword: 'ipw' }),
      own.security,
      'druid',
    );
    assert.equal(await identityOf(security, basic('druid_system', 'ipw')), 'druid_system');
    assert.equal(await identityOf(security, basic('analytics_system', 'ipw')), undefined);
    assert.ok(own.security.authorizerUsers('basic').includes('druid_system'));
    assert.ok(security.allows(caller('druid_system'), 'CONFIG', 'CONFIG', 'WRITE'));
  } finally {
    own.close();
  }
});

test('an authenticator with skipOnFailure passes credentials it does not verify to the next one', async () => {
  const chained = (skipOnFailure: boolean) =>
    new BasicSecurity(
      securityConfig({
        authenticatorName: 'first',
        skipOnFailure,
        moreAuthenticators: [{ name: 'second', skipOnFailure: false }],
      }),
      store.security,
    );
  store.security.addAuthenticatorUser('second', 'carol');
  store.security.setCredentials('second', 'carol', await hashPassword('pw2'));
  assert.equal(await identityOf(chained(true), basic('carol', 'pw2')), 'carol');
  assert.equal(await identityOf(chained(true), basic('carol', 'wrong')), undefined);
  // Without skipOnFailure the first authenticator's failure ends the chain: 401.
  assert.equal(await identityOf(chained(false), basic('carol', 'pw2')), undefined);
});

test('permission names match whole datasource names', async () => {
  const security = new BasicSecurity(securityConfig(), store.security);
  store.security.addAuthorizerUser('basic', 'reader');
  store.security.addRole('basic', 'wiki');
  store.security.setPermissions('basic', 'wiki', [
    { resource: { type: 'DATASOURCE', name: 'wiki' }, action: 'READ' },
  ]);
  store.security.assign('basic', 'reader', 'wiki');
  assert.ok(security.allows(caller('reader'), 'DATASOURCE', 'wiki', 'READ'));
  assert.ok(!security.allows(caller('reader'), 'DATASOURCE', 'wikipedia', 'READ'));
  assert.ok(!security.allows(caller('reader'), 'DATASOURCE', 'wiki', 'WRITE'));
});
