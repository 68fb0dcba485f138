// RFC 4515 escaping of a user name in an LDAP search filter, so a name cannot change the filter (no injection).

const SPECIAL = /[\\*()\0]/g;

/** The value with `\ * ( ) NUL` written as `\xx` hex escapes. */
export function escapeFilterValue(value: string): string {
  return value.replace(SPECIAL, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** The configured user search with every `%s` replaced by the escaped user name. */
export function userSearchFilter(template: string, user: string): string {
  const escaped = escapeFilterValue(user);
  // A function replacement: with a string one, `$'`, `$&` or `$$` in the name would splice parts of the template.
  return template.replaceAll('%s', () => escaped);
}
