// Unit tests of the authenticator chain from environment variables: accepted shapes and clear refusals.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chainFromEnv, SecurityEnvError } from './chain-from-env.ts';

const ldap = {
  type: 'ldap',
  url: 'ldap://127.0.0.1:389',
  bindUser: 'cn=search,dc=example,dc=com',
  bindPassword: 'pw',
  baseDn: 'dc=example,dc=com',
  userSearch: '(uid=%s)',
  userAttribute: 'uid',
};

test('an LDAP and a Kerberos authenticator follow basic, with the role provider', () => {
  const config = chainFromEnv({
    ANALYTICS_BASIC_SKIP_ON_FAILURE: 'true',
    ANALYTICS_ROLE_PROVIDER: 'ldap',
    ANALYTICS_AUTHENTICATOR_CHAIN: JSON.stringify([
      { name: 'ldap', credentialsValidator: ldap },
      { name: 'kerberos', type: 'kerberos', serverPrincipal: 'HTTP/_HOST@EXAMPLE.COM', serverKeytab: '/k' },
    ]),
  });
  assert.equal(config.skipOnFailure, true);
  assert.equal(config.roleProvider, 'ldap');
  assert.deepEqual(
    config.moreAuthenticators?.map((link) => [link.name, link.type ?? 'basic', link.skipOnFailure]),
    [
      ['ldap', 'basic', false],
      ['kerberos', 'kerberos', false],
    ],
  );
});

test('nothing set: basic alone, no skipOnFailure', () => {
  assert.deepEqual(chainFromEnv({}), { skipOnFailure: false, moreAuthenticators: [] });
});

test('bad values are refused with the variable and the field named', () => {
  const refused = (env: Record<string, string>, message: RegExp) =>
    assert.throws(
      () => chainFromEnv(env),
      (error: unknown) => error instanceof SecurityEnvError && message.test(error.message),
    );
  refused({ ANALYTICS_AUTHENTICATOR_CHAIN: '{' }, /is not JSON/);
  refused({ ANALYTICS_AUTHENTICATOR_CHAIN: '{}' }, /must be a JSON array/);
  refused({ ANALYTICS_AUTHENTICATOR_CHAIN: '[{"name":"basic"}]' }, /\[0\]\.name/);
  refused({ ANALYTICS_AUTHENTICATOR_CHAIN: '[{"name":"x","type":"saml"}]' }, /\[0\]\.type/);
  refused({ ANALYTICS_AUTHENTICATOR_CHAIN: '[{"name":"x","type":"kerberos"}]' }, /serverPrincipal/);
  refused(
    {
      ANALYTICS_AUTHENTICATOR_CHAIN: JSON.stringify([
        { name: 'x', credentialsValidator: { ...ldap, url: '' } },
      ]),
    },
    /credentialsValidator\.url/,
  );
  refused({ ANALYTICS_ROLE_PROVIDER: 'groups' }, /ANALYTICS_ROLE_PROVIDER/);
});
