// Unit tests of Hadoop auth_to_local rules: DEFAULT, RULE formats, matches, substitutions and lower case.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AuthToLocalError, parseAuthToLocal, shortName } from './auth-to-local.ts';

const map = (rules: string, principal: string): string | undefined => {
  const [name = '', realm = ''] = principal.split('@');
  return shortName(parseAuthToLocal(rules), name.split('/'), realm, 'EXAMPLE.COM');
};

test('DEFAULT maps one or two components of the default realm to the first', () => {
  assert.equal(map('DEFAULT', 'alice@EXAMPLE.COM'), 'alice');
  assert.equal(map('DEFAULT', 'HTTP/host.example.com@EXAMPLE.COM'), 'HTTP');
  assert.equal(map('DEFAULT', 'alice@OTHER.ORG'), undefined);
  assert.equal(map('DEFAULT', 'a/b/c@EXAMPLE.COM'), undefined);
});

test('RULE formats with $0 and $n, filters by match, substitutes and lower-cases; first applicable rule wins', () => {
  const rules = `
    RULE:[2:$1@$0](HTTP@.*)s/.*/web/
    RULE:[1:$1@$0](.*@PARTNER\\.ORG)s/@PARTNER\\.ORG$//L
    DEFAULT`;
  assert.equal(map(rules, 'HTTP/x@EXAMPLE.COM'), 'web');
  assert.equal(map(rules, 'Bob@PARTNER.ORG'), 'bob');
  assert.equal(map(rules, 'carol@EXAMPLE.COM'), 'carol');
  assert.equal(map(rules, 'carol@ELSEWHERE.NET'), undefined);
  assert.equal(map('RULE:[1:$1.$1](.*)s/a/o/g', 'banana@X'), 'bonono.bonono');
  // A result that still holds @ or / is not a short name.
  assert.equal(map('RULE:[1:$1@$0]', 'alice@EXAMPLE.COM'), undefined);
});

test('malformed rules are refused when the authenticator is configured', () => {
  for (const bad of ['', 'NOPE', 'RULE:[x:$1]', 'RULE:[1:$1](()', 'RULE:[1:$1]s/(/x/'])
    assert.throws(() => parseAuthToLocal(bad), AuthToLocalError, bad);
});
