// Whether an LDAP group DN matches a group mapping's pattern, as the real system's role provider reads patterns
// (§security.14): `*,<DN>` ends with <DN>, `<DN>,*` begins with it, anything else is that one DN; RDNs compared
// case-insensitively.

/** The RDNs of a DN, normalised: `CN = Analysts , OU=groups` → ['cn=analysts', 'ou=groups']. */
function rdns(dn: string): string[] {
  return dn
    .split(/(?<!\\),/)
    .map((rdn) =>
      rdn
        .replace(/\s*=\s*/, '=')
        .trim()
        .toLowerCase(),
    )
    .filter((rdn) => rdn !== '');
}

/** Whether `part` equals `whole` from `offset` on, RDN by RDN. */
function sameAt(part: readonly string[], whole: readonly string[], offset: number): boolean {
  return part.every((rdn, index) => rdn === whole[offset + index]);
}

export function groupMatches(pattern: string, group: string): boolean {
  const actual = rdns(group);
  // Only these two prefix/suffix forms are wildcards; a `*` anywhere else is a literal value.
  if (pattern.startsWith('*,')) {
    const suffix = rdns(pattern.slice(2));
    return (
      suffix.length > 0 &&
      suffix.length <= actual.length &&
      sameAt(suffix, actual, actual.length - suffix.length)
    );
  }
  if (pattern.endsWith(',*')) {
    const prefix = rdns(pattern.slice(0, -2));
    return prefix.length > 0 && prefix.length <= actual.length && sameAt(prefix, actual, 0);
  }
  const wanted = rdns(pattern);
  return wanted.length > 0 && wanted.length === actual.length && sameAt(wanted, actual, 0);
}
