// Unit tests of the LDAP pieces: filter escaping and group patterns.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { groupMatches } from './group-pattern.ts';
import { escapeFilterValue, userSearchFilter } from './ldap-filter.ts';

test('filter characters in a user name are escaped, so the name cannot widen the search', () => {
  assert.equal(escapeFilterValue('a*b(c)\\d\0'), 'a\\2ab\\28c\\29\\5cd\\00');
  assert.equal(userSearchFilter('(&(uid=%s)(objectClass=person))', '*'), '(&(uid=\\2a)(objectClass=person))');
});

test("replacement patterns in a user name stay literal: `$'` cannot splice the rest of the filter in", () => {
  const template = '(&(uid=%s)(objectClass=person))';
  assert.equal(userSearchFilter(template, "x$'"), "(&(uid=x$')(objectClass=person))");
  assert.equal(userSearchFilter(template, '$&$`$$'), '(&(uid=$&$`$$)(objectClass=person))');
});

test('a group pattern is one DN, compared RDN by RDN and case-insensitively', () => {
  const group = 'cn=analysts,ou=groups,dc=example,dc=com';
  assert.ok(groupMatches('CN=Analysts, OU=groups,DC=example,DC=com', group));
  assert.ok(!groupMatches('cn=analysts,dc=example,dc=com', group));
  assert.ok(!groupMatches('cn=sales,ou=groups,dc=example,dc=com', group));
  assert.ok(!groupMatches('', group));
});

test('a leading `*,` matches the groups whose DN ends with the rest, the DN itself included (§security.14)', () => {
  const group = 'cn=analysts,ou=groups,dc=example,dc=com';
  assert.ok(groupMatches('*,ou=groups,dc=example,dc=com', group));
  assert.ok(groupMatches('*,DC=Example,DC=com', group));
  assert.ok(groupMatches('*,cn=analysts,ou=groups,dc=example,dc=com', group));
  assert.ok(!groupMatches('*,ou=other,dc=example,dc=com', group));
  assert.ok(!groupMatches('*,cn=x,cn=analysts,ou=groups,dc=example,dc=com', group));
  assert.ok(!groupMatches('*,', group));
});

test('a trailing `,*` matches the groups whose DN begins with the rest (§security.14)', () => {
  const group = 'cn=analysts,ou=groups,dc=example,dc=com';
  assert.ok(groupMatches('cn=analysts,*', group));
  assert.ok(groupMatches('CN=Analysts,OU=Groups,*', group));
  assert.ok(!groupMatches('cn=sales,*', group));
  assert.ok(!groupMatches('ou=groups,*', group));
});

test('a `*` anywhere else is a literal value, not a wildcard (§security.14)', () => {
  const group = 'cn=analysts,ou=groups,dc=example,dc=com';
  assert.ok(!groupMatches('cn=*,ou=groups,dc=example,dc=com', group));
  assert.ok(!groupMatches('cn=analysts,*,dc=example,dc=com', group));
  assert.ok(!groupMatches('*', group));
  assert.ok(groupMatches('cn=*,ou=groups,dc=example,dc=com', 'CN=*,OU=groups,DC=example,DC=com'));
});
