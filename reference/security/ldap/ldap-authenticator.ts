// A basic authenticator whose credentials validator is an LDAP directory: find the user's entry, bind as it.
import { Client, type Entry, InvalidCredentialsError } from 'ldapts';
import {
  ABSENT,
  type Authentication,
  type AuthenticationOutcome,
  type Authenticator,
  type LinkRequest,
  REJECTED,
} from '../authentication.ts';
import type { LdapCredentialsValidator } from '../security-config.ts';
import { userSearchFilter } from './ldap-filter.ts';

/** The real system's credentialVerifyDuration default: 10 minutes. */
const DEFAULT_VERIFY_MS = 600_000;
/** A directory that does not answer within this is a failed login, not a hung request. */
const DIRECTORY_TIMEOUT_MS = 5_000;

interface Verified {
  readonly authentication: Authentication;
  readonly until: number;
}

export class LdapAuthenticator implements Authenticator {
  /** Header digests already verified by the directory, trusted for credentialVerifyDuration. */
  private readonly verified = new Map<string, Verified>();

  constructor(
    readonly name: string,
    readonly skipOnFailure: boolean,
    private readonly validator: LdapCredentialsValidator,
  ) {}

  async authenticate(request: LinkRequest): Promise<AuthenticationOutcome> {
    const credentials = request.basic;
    if (credentials === undefined) return ABSENT;
    // An empty password is an unauthenticated bind, which directories accept: never a login.
    if (credentials === null || credentials.password === '' || credentials.user === '') return REJECTED;
    const known = this.verified.get(credentials.digest);
    if (known !== undefined && known.until > Date.now()) return accepted(known.authentication);
    const entry = await this.verify(credentials.user, credentials.password);
    if (entry === undefined) return REJECTED;
    const authentication = { identity: credentials.user, groups: groupsOf(entry) };
    const until = Date.now() + (this.validator.credentialVerifyDurationMs ?? DEFAULT_VERIFY_MS);
    this.verified.set(credentials.digest, { authentication, until });
    return accepted(authentication);
  }

  /** The user's entry when the password binds as it; undefined for any failure (unknown, ambiguous, wrong, down). */
  private async verify(user: string, password: string): Promise<Entry | undefined> {
    const { url, bindUser, bindPassword, baseDn, userSearch, userAttribute } = this.validator;
    const options = { url, timeout: DIRECTORY_TIMEOUT_MS, connectTimeout: DIRECTORY_TIMEOUT_MS };
    const searcher = new Client(options);
    const binder = new Client(options);
    try {
      await searcher.bind(bindUser, bindPassword);
      const { searchEntries } = await searcher.search(baseDn, {
        scope: 'sub',
        filter: userSearchFilter(userSearch, user),
        attributes: [userAttribute, 'memberOf'],
        sizeLimit: 2,
      });
      // Exactly one entry, whose user attribute is the name given: a filter matching others proves nothing.
      const [entry, another] = searchEntries;
      if (entry === undefined || another !== undefined) return undefined;
      if (!values(entry, userAttribute).some((value) => value.toLowerCase() === user.toLowerCase()))
        return undefined;
      await binder.bind(entry.dn, password);
      return entry;
    } catch (error) {
      // A wrong password is the common case; anything else (a directory down) is logged, never the password.
      if (!(error instanceof InvalidCredentialsError))
        console.warn(
          `LDAP authenticator [${this.name}] did not verify user [${user}]: ${(error as Error).message}`,
        );
      return undefined;
    } finally {
      await Promise.allSettled([searcher.unbind(), binder.unbind()]);
    }
  }

  challenge(): string {
    return 'Basic realm="analytics"';
  }

  credentialsChanged(): void {
    this.verified.clear();
  }
}

function accepted(authentication: Authentication): AuthenticationOutcome {
  return { kind: 'accepted', authentication, responseHeaders: {} };
}

function values(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => item.toString());
}

/** The DNs of the groups the entry is a member of (`memberOf`), what group mappings match. */
function groupsOf(entry: Entry): string[] {
  return values(entry, 'memberOf');
}
