// Whether an LDAP group DN matches a group mapping's pattern: RDN by RDN, case-insensitive, with `*` wildcards.

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

export function groupMatches(pattern: string, group: string): boolean {
  const [wanted, actual] = [rdns(pattern), rdns(group)];
  if (wanted.length === 0 || wanted.length !== actual.length) return false;
  return wanted.every((rdn, index) => rdnMatches(rdn, actual[index] ?? ''));
}

/** `*` matches any RDN, `cn=*` any RDN of that attribute, anything else itself. */
function rdnMatches(wanted: string, actual: string): boolean {
  if (wanted === '*') return true;
  if (wanted.endsWith('=*')) return actual.startsWith(wanted.slice(0, -1));
  return wanted === actual;
}
