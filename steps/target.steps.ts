// Steps that need a target of the scenario's own: never configured, or started with chosen properties (TLS too).
import assert from 'node:assert/strict';
import { type DataTable, Given, Then } from '@cucumber/cucumber';
import { startReference } from '../kit/core/client.ts';
import { scenarioRealm } from '../kit/core/kerberos-realm.ts';
import { scenarioDirectory } from '../kit/core/ldap-directory.ts';
import { theRun } from '../kit/core/run.ts';
import { internalClientName, type SecureChain, startSecureReference } from '../kit/core/secure-reference.ts';
import { rememberPassword } from '../kit/core/security-users.ts';
import { servicePath } from '../kit/core/service-word.ts';
import { rememberCertificate, selfSignedCertificate } from '../kit/core/tls.ts';
import type { ChainedAuthenticator } from '../reference/index.ts';
import type { ApiWorld } from './world.ts';

// Tagged @needs:fresh-target; the Before hook skips the scenario on targets the kit cannot start.
Given('a target on which nothing has been configured', async function (this: ApiWorld) {
  this.useOwnTarget(await startReference());
});

// Tagged @needs:server-properties.
Given(
  'a target whose audit history window is {int} milliseconds',
  async function (this: ApiWorld, millis: number) {
    this.useOwnTarget(await startReference({ auditHistoryMillis: millis }));
  },
);

// Tagged @needs:server-properties: the cluster's layout is known, so server lists and replica counts are exact.
Given('a target whose Historicals are:', async function (this: ApiWorld, table: DataTable) {
  const historicals = table.hashes().map((row) => ({
    host: row.host ?? '',
    tier: row.tier ?? '',
    maxSize: Number(row.maxSize),
  }));
  this.useOwnTarget(await startReference({ historicals }));
});

// Tagged @needs:server-properties: one Middle Manager whose slots a scenario can fill.
Given('a target whose only worker has {int} task slots', async function (this: ApiWorld, slots: number) {
  const worker = {
    host: 'localhost:8091',
    ip: '127.0.0.1',
    capacity: slots,
    version: '0',
    category: '_default_worker_category',
  };
  this.useOwnTarget(await startReference({ workers: [worker] }));
});

// Tagged @needs:server-properties: statements may not write SELECT results to durable storage.
Given('a target whose durable storage for query results is not enabled', async function (this: ApiWorld) {
  this.useOwnTarget(await startReference({ durableStorage: false }));
});

// Tagged @needs:server-properties: the durable storage cleaner removes statement results past their retention.
Given(
  'a target whose durable storage cleaner keeps query results for {int} millisecond(s)',
  async function (this: ApiWorld, millis: number) {
    this.useOwnTarget(await startReference({ queryResultsRetentionMs: millis }));
  },
);

// Tagged @needs:server-properties: statements results without page are cut off past the Router read timeout.
Given(
  'a target whose Router read timeout is {int} millisecond(s)',
  async function (this: ApiWorld, millis: number) {
    this.useOwnTarget(await startReference({ routerReadTimeout: millis }));
  },
);

// Tagged @needs:server-properties: HTTPS only, with a certificate made for this scenario, which the kit trusts.
Given('a target serving HTTPS only with a certificate generated now', async function (this: ApiWorld) {
  const tls = selfSignedCertificate();
  this.useOwnTarget(await startReference({ tls }, { ca: tls.cert }));
  rememberCertificate(this, tls.cert);
});

// Tagged @needs:server-properties: TLS properties take effect when the service restarts with them.
Given('the target has restarted with TLS and a certificate generated now', async function (this: ApiWorld) {
  const { restart } = this.target;
  assert.ok(restart !== undefined, 'The scenario did not start this target, so the kit cannot restart it');
  const tls = selfSignedCertificate();
  this.useOwnTarget(await restart({ tls }, { ca: tls.cert }));
  rememberCertificate(this, tls.cert);
});

Then('the target does not answer plain HTTP', async function (this: ApiWorld) {
  const url = this.target.url;
  assert.ok(url !== undefined, 'The target was not started on a socket of its own');
  const plain = url.replace(/^https:/, 'http:');
  const path = servicePath(theRun().config.serviceWord, '/analytics/coordinator/v1/config');
  const answer = await fetch(`${plain}${path}`).then(
    (response) => response.status,
    () => 'no answer',
  );
  assert.ok(answer !== 200, `A plain HTTP request to ${plain} was answered 200`);
});

// Tagged @needs:server-properties: basic security whose chain is the rows in order; the first is `basic`, the kit's.
Given(
  'a target with basic security whose authenticator chain is:',
  async function (this: ApiWorld, table: DataTable) {
    this.useOwnTarget(await startSecureReference(chainOf(this, table, 'metadata')));
  },
);

// The same, with the authorizer's role provider: `ldap` adds the roles of the group mappings of a user's groups.
Given(
  'a target with basic security whose role provider is {string} and whose authenticator chain is:',
  async function (this: ApiWorld, roleProvider: string, table: DataTable) {
    assert.ok(
      roleProvider === 'ldap' || roleProvider === 'metadata',
      'the role provider is ldap or metadata',
    );
    this.useOwnTarget(await startSecureReference(chainOf(this, table, roleProvider)));
  },
);

/**
 * Rows name, skipOnFailure, optionally type (`basic`, or `kerberos`: the scenario's realm) and credentialsValidator
 * (`metadata`, or `ldap`: the scenario's directory).
 */
function chainOf(world: ApiWorld, table: DataTable, roleProvider: 'ldap' | 'metadata'): SecureChain {
  const [first, ...more] = table.hashes().map((row): ChainedAuthenticator => {
    const link = { name: row.name ?? '', skipOnFailure: row.skipOnFailure === 'true' };
    if (row.type === 'kerberos') {
      // `_HOST`: the server finds its principal by the name requests address it by.
      const realm = scenarioRealm.of(world);
      const serverPrincipal = `HTTP/_HOST@${realm.realm}`;
      return { ...link, type: 'kerberos', ...realm.authenticatorConfig(), serverPrincipal };
    }
    const ldap = row.credentialsValidator === 'ldap';
    return {
      ...link,
      credentialsValidator: ldap ? scenarioDirectory.of(world).validator() : { type: 'metadata' },
    };
  });
  assert.equal(first?.name, 'basic', 'the first authenticator of the chain is the kit\'s, "basic"');
  assert.ok(
    first.type !== 'kerberos' && first.credentialsValidator?.type === 'metadata',
    "the kit's admin lives in the metadata store",
  );
  return { skipOnFailure: first.skipOnFailure, more, roleProvider };
}

// Tagged @needs:server-properties: failed logins of one user from one address are refused past the limit (429).
Given(
  'a target with basic security that allows {int} failed logins of one user from one address per minute',
  async function (this: ApiWorld, failures: number) {
    const limits = { perUserAndAddress: failures, perAddress: 1000, windowMs: 60_000 };
    this.useOwnTarget(await startSecureReference(undefined, undefined, limits));
  },
);

// Tagged @needs:server-properties: the reference's default input policy, local sources only under
// `<dataDir>/input` and no http origin (ANALYTICS_INPUT_SOURCE_LOCAL_DIRS / _HTTP_ALLOWED unset).
Given('a target whose input sources may read only its own input directory', async function (this: ApiWorld) {
  this.useOwnTarget(await startReference());
});

// Tagged @needs:server-properties: basic security whose escalator's internal client has the scenario's password.
// The target names the internal client (`<word>_system`, §security.13): `${internalClient}` in feature text.
Given(
  "a target with basic security whose escalator's internal client has the password {string}",
  async function (this: ApiWorld, password: string) {
    const escalator = { internalClientPassword: this.expand(password) };
    this.useOwnTarget(await startSecureReference(undefined, escalator));
    const name = internalClientName(theRun().config.serviceWord);
    this.placeholders.set('internalClient', name);
    rememberPassword(this, name, escalator.internalClientPassword);
  },
);
