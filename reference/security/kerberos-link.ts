// The Kerberos authenticator as a link of the authenticator chain: its identity is authorized by the basic authorizer.
import {
  ABSENT,
  type AuthenticationOutcome,
  type Authenticator,
  type LinkRequest,
  REJECTED,
} from './authentication.ts';
import { KerberosAuthenticator } from './kerberos/kerberos-authenticator.ts';
import type { KerberosChainedAuthenticator } from './security-config.ts';

export class KerberosLink implements Authenticator {
  readonly name: string;
  readonly skipOnFailure: boolean;
  private readonly kerberos: KerberosAuthenticator;

  constructor(config: KerberosChainedAuthenticator) {
    this.name = config.name;
    this.skipOnFailure = config.skipOnFailure;
    this.kerberos = new KerberosAuthenticator(config);
  }

  async authenticate(request: LinkRequest): Promise<AuthenticationOutcome> {
    const outcome = this.kerberos.authenticate(request);
    if (outcome.kind === 'absent') return ABSENT;
    // The reason stays on the server: a client learns nothing about why its token failed.
    if (outcome.kind === 'rejected') return REJECTED;
    return {
      kind: 'accepted',
      authentication: { identity: outcome.identity, groups: [] },
      responseHeaders: outcome.responseHeaders,
    };
  }

  challenge(): string {
    return this.kerberos.challenge();
  }

  credentialsChanged(): void {}
}
