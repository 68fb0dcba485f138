// The basic authenticator whose credentials validator is the metadata store: users and salted PBKDF2 hashes.
import type { SecurityRepository } from '../store/security-store.ts';
import {
  ABSENT,
  type AuthenticationOutcome,
  type Authenticator,
  type LinkRequest,
  REJECTED,
} from './authentication.ts';
import { passwordMatches } from './passwords.ts';

export class MetadataAuthenticator implements Authenticator {
  /** Digests of Authorization headers already verified, so each request does not pay for PBKDF2 again. */
  private readonly verified = new Map<string, string>();

  constructor(
    readonly name: string,
    readonly skipOnFailure: boolean,
    private readonly repository: SecurityRepository,
  ) {}

  async authenticate(request: LinkRequest): Promise<AuthenticationOutcome> {
    const credentials = request.basic;
    if (credentials === undefined) return ABSENT;
    if (credentials === null) return REJECTED;
    let identity = this.verified.get(credentials.digest);
    if (identity === undefined) {
      const stored = this.repository.credentials(this.name, credentials.user);
      if (stored == null || !passwordMatches(credentials.password, stored)) return REJECTED;
      identity = credentials.user;
      this.verified.set(credentials.digest, identity);
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
    this.verified.clear();
  }
}
