// Unit tests of the kit's test realm against the reference's Kerberos authenticator.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { kerberos } from '../../reference/index.ts';
import { KerberosTestRealm } from './kerberos-realm.ts';

test('the realm writes a keytab the authenticator accepts its tickets with, and removes it on close', async () => {
  const realm = await KerberosTestRealm.create('EXAMPLE.COM', 'HTTP/localhost');
  try {
    assert.equal(realm.serverPrincipal, 'HTTP/localhost@EXAMPLE.COM');
    const auth = new kerberos.KerberosAuthenticator(realm.authenticatorConfig());
    const header = await realm.negotiateHeader('alice@EXAMPLE.COM');
    const outcome = auth.authenticate({ authorization: header, host: 'localhost:8888' });
    assert.equal(outcome.kind, 'accepted');
    if (outcome.kind === 'accepted') {
      assert.equal(outcome.identity, 'alice');
      assert.ok(realm.answerProvesServer(header, outcome.responseHeaders['WWW-Authenticate']));
      assert.ok(
        !realm.answerProvesServer(
          await realm.negotiateHeader('alice@EXAMPLE.COM'),
          outcome.responseHeaders['WWW-Authenticate'],
        ),
      );
    }
    const reasons = [];
    for (const options of [{ expired: true }, { skewMs: 10 * 60_000 }, { wrongKey: true }]) {
      const result = auth.authenticate({
        authorization: await realm.negotiateHeader('bob@EXAMPLE.COM', options),
        host: 'localhost',
      });
      assert.equal(result.kind, 'rejected', JSON.stringify(options));
      if (result.kind === 'rejected') reasons.push(result.reason);
    }
    assert.match(reasons.join('\n'), /expired\n.*skew.*\n.*integrity/);
  } finally {
    realm.close();
  }
  assert.ok(!existsSync(realm.keytabPath));
});
