// The authenticator chain: each authenticator in order until one accepts, or one rejects without skipOnFailure.
import {
  type Authentication,
  type AuthenticationRequest,
  type Authenticator,
  basicCredentials,
} from './authentication.ts';

export interface Authenticated {
  readonly authentication: Authentication;
  readonly responseHeaders: Readonly<Record<string, string>>;
}

export class AuthenticatorChain {
  constructor(readonly authenticators: readonly Authenticator[]) {}

  /** The identity the request proves, or undefined: 401 (spec: Authentication item 2). */
  async authenticate(request: AuthenticationRequest): Promise<Authenticated | undefined> {
    const link = { ...request, basic: basicCredentials(request.authorization) };
    for (const authenticator of this.authenticators) {
      const outcome = await authenticator.authenticate(link);
      if (outcome.kind === 'accepted') return outcome;
      // Credentials an authenticator rejects end the chain unless it passes them on (skipOnFailure).
      if (outcome.kind === 'rejected' && !authenticator.skipOnFailure) return undefined;
    }
    return undefined;
  }

  /** Every authenticator's WWW-Authenticate challenge, in chain order. */
  challenges(): string[] {
    return this.authenticators.map((authenticator) => authenticator.challenge());
  }

  credentialsChanged(): void {
    for (const authenticator of this.authenticators) authenticator.credentialsChanged();
  }
}
