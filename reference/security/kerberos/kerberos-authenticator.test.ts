// Unit tests of the Kerberos authenticator with tickets minted here: what it accepts, what it rejects and why.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { type MintRequest, mintNegotiateToken, verifyMutualAnswer } from './client-tokens.ts';
import { ETYPE_AES128, ETYPE_AES256, randomKey } from './crypto.ts';
import {
  KerberosAuthenticator,
  type KerberosAuthenticatorOptions,
  type KerberosOutcome,
} from './kerberos-authenticator.ts';
import { serializeKeytab } from './keytab.ts';

const dir = mkdtempSync(join(tmpdir(), 'kerberos-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const service = { realm: 'EXAMPLE.COM', components: ['HTTP', 'localhost'] };
const key256 = { ...randomKey(ETYPE_AES256), kvno: 2 };
const key128 = { ...randomKey(ETYPE_AES128), kvno: 2 };
const keytab = join(dir, 'http.keytab');
writeFileSync(
  keytab,
  serializeKeytab(
    [key256, key128].map((k) => ({
      ...service,
      nameType: 3,
      timestamp: 0,
      kvno: k.kvno,
      etype: k.etype,
      key: k.value,
    })),
  ),
);

function authenticator(
  config: { authToLocal?: string; principal?: string } = {},
  options: KerberosAuthenticatorOptions = {},
) {
  return new KerberosAuthenticator(
    {
      serverPrincipal: config.principal ?? 'HTTP/_HOST@EXAMPLE.COM',
      serverKeytab: keytab,
      cookieSignatureSecret: 'test-secret',
      ...(config.authToLocal === undefined ? {} : { authToLocal: config.authToLocal }),
    },
    { now: () => NOW, ...options },
  );
}

const mint = (overrides: Partial<MintRequest> = {}) =>
  mintNegotiateToken({
    client: 'alice@EXAMPLE.COM',
    service: 'HTTP/localhost@EXAMPLE.COM',
    serviceKey: key256,
    now: NOW,
    ...overrides,
  });
const negotiate = (token: Buffer) => `Negotiate ${token.toString('base64')}`;

function rejected(outcome: KerberosOutcome, reason: RegExp): void {
  assert.equal(outcome.kind, 'rejected', JSON.stringify(outcome));
  if (outcome.kind === 'rejected') assert.match(outcome.reason, reason);
}

test('accepts a ticket for HTTP/_HOST, answers mutual authentication and sets the signed cookie', () => {
  const auth = authenticator();
  const minted = mint();
  const outcome = auth.authenticate({ authorization: negotiate(minted.token), host: 'LocalHost:8888' });
  assert.equal(outcome.kind, 'accepted');
  if (outcome.kind !== 'accepted') return;
  assert.equal(outcome.identity, 'alice');
  const answer = outcome.responseHeaders['WWW-Authenticate'] ?? '';
  assert.match(answer, /^Negotiate [A-Za-z0-9+/=]+$/);
  assert.ok(verifyMutualAnswer(Buffer.from(answer.slice(10), 'base64'), minted));
  assert.ok(!verifyMutualAnswer(Buffer.from(answer.slice(10), 'base64'), mint()));
  const cookie = outcome.responseHeaders['Set-Cookie'] ?? '';
  assert.match(
    cookie,
    /^hadoop\.auth="u=alice&p=alice@EXAMPLE\.COM&t=kerberos&e=\d+&s=[^"]+"; Path=\/; HttpOnly$/,
  );
  const value = cookie.slice(0, cookie.indexOf(';'));
  assert.deepEqual(auth.authenticate({ cookie: `other=1; ${value}`, host: 'localhost' }), {
    kind: 'accepted',
    identity: 'alice',
    responseHeaders: {},
  });
  assert.equal(
    auth.authenticate({ cookie: value.replace('u=alice', 'u=admin'), host: 'localhost' }).kind,
    'absent',
  );
  assert.equal(
    auth.authenticate({ cookie: value.replace(/s=[^"]+/, 's=AAAA'), host: 'localhost' }).kind,
    'absent',
  );
  const later = authenticator({}, { now: () => NOW + 11 * 3_600_000 });
  assert.equal(later.authenticate({ cookie: value, host: 'localhost' }).kind, 'absent', 'an expired cookie');
});

test('accepts aes128 tickets and session keys, raw Kerberos tokens and no mutual authentication', () => {
  const auth = authenticator({ principal: 'HTTP/localhost@EXAMPLE.COM' });
  const aes128 = auth.authenticate({
    authorization: negotiate(mint({ serviceKey: key128, sessionEtype: ETYPE_AES128 }).token),
    host: 'ignored.example.com',
  });
  assert.equal(aes128.kind, 'accepted');
  const raw = mint({ raw: true });
  const rawOutcome = auth.authenticate({ authorization: negotiate(raw.token), host: 'x' });
  assert.equal(rawOutcome.kind, 'accepted');
  if (rawOutcome.kind === 'accepted') {
    const answer = Buffer.from((rawOutcome.responseHeaders['WWW-Authenticate'] ?? '').slice(10), 'base64');
    assert.ok(verifyMutualAnswer(answer, raw));
  }
  const plain = auth.authenticate({
    authorization: negotiate(mint({ mutual: false, raw: true }).token),
    host: 'x',
  });
  assert.ok(plain.kind === 'accepted' && plain.responseHeaders['WWW-Authenticate'] === undefined);
});

test('requests without Negotiate credentials are absent, so the chain goes on', () => {
  const auth = authenticator();
  assert.deepEqual(auth.authenticate({ host: 'localhost' }), { kind: 'absent' });
  assert.deepEqual(auth.authenticate({ authorization: 'Basic YTpi', host: 'localhost' }), { kind: 'absent' });
  assert.equal(auth.challenge(), 'Negotiate');
});

test('rejects a ticket under another key, for another host, or expired', () => {
  const auth = authenticator();
  const host = 'localhost';
  rejected(
    auth.authenticate({
      authorization: negotiate(mint({ serviceKey: { ...randomKey(ETYPE_AES256), kvno: 2 } }).token),
      host,
    }),
    /integrity/,
  );
  rejected(
    auth.authenticate({ authorization: negotiate(mint({ serviceKey: { ...key256, kvno: 7 } }).token), host }),
    /no key/,
  );
  rejected(
    auth.authenticate({ authorization: negotiate(mint().token), host: 'other.example.com' }),
    /not HTTP\/other/,
  );
  rejected(
    auth.authenticate({ authorization: negotiate(mint({ ticketLifetimeMs: -10 * 60_000 }).token), host }),
    /expired/,
  );
  // Within the five minutes of skew a just-expired ticket still passes.
  assert.equal(
    auth.authenticate({ authorization: negotiate(mint({ ticketLifetimeMs: -60_000 }).token), host }).kind,
    'accepted',
  );
});

test('rejects a skewed authenticator and a replayed one', () => {
  const auth = authenticator();
  rejected(
    auth.authenticate({
      authorization: negotiate(mint({ clockOffsetMs: 6 * 60_000 }).token),
      host: 'localhost',
    }),
    /skew/,
  );
  rejected(
    auth.authenticate({
      authorization: negotiate(mint({ clockOffsetMs: -6 * 60_000 }).token),
      host: 'localhost',
    }),
    /skew/,
  );
  const header = negotiate(mint({ clockOffsetMs: 4 * 60_000 }).token);
  assert.equal(auth.authenticate({ authorization: header, host: 'localhost' }).kind, 'accepted');
  rejected(auth.authenticate({ authorization: header, host: 'localhost' }), /replayed/);
});

test('maps principals with authToLocal: DEFAULT refuses other realms, rules rewrite names', () => {
  const auth = authenticator();
  const as = (client: string) =>
    auth.authenticate({ authorization: negotiate(mint({ client }).token), host: 'localhost' });
  assert.ok(as('bob/admin@EXAMPLE.COM').kind === 'accepted');
  rejected(as('carol@OTHER.ORG'), /no authToLocal rule maps carol@OTHER\.ORG/);
  rejected(as('a/b/c@EXAMPLE.COM'), /no authToLocal rule/);
  const ruled = authenticator({ authToLocal: 'RULE:[1:$1@$0](.*@OTHER\\.ORG)s/@.*//L DEFAULT' });
  const carol = ruled.authenticate({
    authorization: negotiate(mint({ client: 'Carol@OTHER.ORG' }).token),
    host: 'localhost',
  });
  assert.ok(carol.kind === 'accepted' && carol.identity === 'carol');
});

test('garbage is rejected, never thrown', () => {
  const auth = authenticator();
  const valid = mint().token;
  const truncated = valid.subarray(0, valid.length - 5);
  const flipped = Buffer.from(valid);
  flipped[flipped.length - 3] = (flipped[flipped.length - 3] as number) ^ 0xff;
  const cases = [
    'Negotiate',
    'Negotiate !!!!',
    'Negotiate AAAA',
    `Negotiate ${'A'.repeat(70_000)}`,
    negotiate(truncated),
    negotiate(flipped),
    negotiate(Buffer.from('a1053003a00100', 'hex')),
    negotiate(Buffer.from('6006060400000000', 'hex')),
  ];
  for (const authorization of cases) rejected(auth.authenticate({ authorization, host: 'localhost' }), /./);
  for (let i = 0; i < 200; i++) {
    const noisy = Buffer.from(valid);
    noisy[Math.floor(Math.random() * noisy.length)] = Math.floor(Math.random() * 256);
    const outcome = auth.authenticate({ authorization: negotiate(noisy), host: 'localhost' });
    assert.ok(outcome.kind === 'rejected' || outcome.kind === 'accepted');
  }
});

test('a missing keytab or a principal without a realm fails at construction', () => {
  assert.throws(
    () =>
      new KerberosAuthenticator({
        serverPrincipal: 'HTTP/_HOST@EXAMPLE.COM',
        serverKeytab: join(dir, 'none'),
      }),
    /ENOENT/,
  );
  assert.throws(
    () => new KerberosAuthenticator({ serverPrincipal: 'HTTP/localhost', serverKeytab: keytab }),
    /REALM/,
  );
});
