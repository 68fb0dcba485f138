// The basic authenticator whose credentials validator is the metadata store: users and salted PBKDF2 hashes.
import type { SecurityRepository } from '../store/security-store.ts';
import {
  ABSENT,
  type AuthenticationOutcome,
  type Authenticator,
  type LinkRequest,
  REJECTED,
} from './authentication.ts';
import { type DeriveKey, deriveKey, passwordMatches } from './passwords.ts';

export class MetadataAuthenticator implements Authenticator {
  /** Digests of Authorization headers already verified, so each request does not pay for PBKDF2 again. */
  private readonly verified = new Map<string, string>();
  /** Bumped by every credentials change: a check that began before one must not fill the cache after it. */
  private generation = 0;

  constructor(
    readonly name: string,
    readonly skipOnFailure: boolean,
    private readonly repository: SecurityRepository,
    /** The key derivation (tests count its calls). */
    private readonly derive: DeriveKey = deriveKey,
  ) {}

  async authenticate(request: LinkRequest): Promise<AuthenticationOutcome> {
    const credentials = request.basic;
    if (credentials === undefined) return ABSENT;
    if (credentials === null) return REJECTED;
    let identity = this.verified.get(credentials.digest);
    if (identity === undefined) {
      const generation = this.generation;
      const stored = this.repository.credentials(this.name, credentials.user);
      // An unknown user is hashed against a dummy credential: as slow as a wrong password (no user enumeration).
      if (!(await passwordMatches(credentials.password, stored, this.derive))) return REJECTED;
      identity = credentials.user;
      if (generation === this.generation) this.verified.set(credentials.digest, identity);
    }
    return {
      kind: 'accepted',
      authentication: { identity, groups: [] },
      responseHeaders: {},
    };
  }

  challenge(): string {
    return 'Basic realm="analytics"';
  }

  credentialsChanged(): void {
    this.generation++;
    this.verified.clear();
  }
}
