// The authenticator chain: each authenticator in order until one accepts, or one rejects without skipOnFailure.
import {
  type Authentication,
  type AuthenticationRequest,
  type Authenticator,
  basicCredentials,
  type LinkRequest,
} from './authentication.ts';
import type { LoginThrottle } from './login-throttle.ts';

export interface Authenticated {
  readonly authentication: Authentication;
  readonly responseHeaders: Readonly<Record<string, string>>;
}

/** Too many failed checks of these credentials' user from this address, or from this address: 429. */
export interface Throttled {
  readonly retryAfterSeconds: number;
}

export const isThrottled = (outcome: Authenticated | Throttled | undefined): outcome is Throttled =>
  outcome !== undefined && 'retryAfterSeconds' in outcome;

/** Verified Basic headers remembered (by digest) beyond this many are forgotten at once. */
const MAX_TRUSTED = 10_000;

export class AuthenticatorChain {
  /** Digests of Basic headers the chain accepted: never throttled, so guessing elsewhere locks no one out. */
  private readonly trusted = new Set<string>();
  /** Checks running per header digest and address: identical requests sent at once share one check. */
  private readonly running = new Map<string, Promise<Authenticated | undefined>>();

  constructor(
    readonly authenticators: readonly Authenticator[],
    private readonly throttle?: LoginThrottle,
  ) {}

  /** The identity the request proves, undefined (401, spec: Authentication item 2), or Throttled (429). */
  async authenticate(request: AuthenticationRequest): Promise<Authenticated | Throttled | undefined> {
    const link = { ...request, basic: basicCredentials(request.authorization) };
    const basic = link.basic;
    if (this.throttle === undefined || !basic || this.trusted.has(basic.digest)) return this.runLinks(link);
    const address = request.address ?? '';
    const key = `${basic.digest}\u0000${address}`;
    const shared = this.running.get(key);
    if (shared !== undefined) return shared;
    const admission = this.throttle.admit(basic.user, address);
    if (!admission.admitted) return { retryAfterSeconds: admission.retryAfterSeconds };
    const check = this.runLinks(link)
      .then((outcome) => {
        admission.done(outcome !== undefined);
        if (outcome !== undefined) this.trust(basic.digest);
        return outcome;
      })
      .catch((error: unknown) => {
        admission.done(false);
        throw error;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, check);
    return check;
  }

  private async runLinks(link: LinkRequest): Promise<Authenticated | undefined> {
    for (const authenticator of this.authenticators) {
      const outcome = await authenticator.authenticate(link);
      if (outcome.kind === 'accepted') return outcome;
      // Credentials an authenticator rejects end the chain unless it passes them on (skipOnFailure).
      if (outcome.kind === 'rejected' && !authenticator.skipOnFailure) return undefined;
    }
    return undefined;
  }

  private trust(digest: string): void {
    if (this.trusted.size >= MAX_TRUSTED) this.trusted.clear();
    this.trusted.add(digest);
  }

  /** Every authenticator's WWW-Authenticate challenge, in chain order. */
  challenges(): string[] {
    return this.authenticators.map((authenticator) => authenticator.challenge());
  }

  credentialsChanged(): void {
    this.trusted.clear();
    for (const authenticator of this.authenticators) authenticator.credentialsChanged();
  }
}
