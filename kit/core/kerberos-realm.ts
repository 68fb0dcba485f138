// The kit's test realm: plays the KDC for a Kerberos authenticator (a random service key in a temporary keytab).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { kerberos } from '../../reference/index.ts';
import { scenarioSlot } from './scenario-slot.ts';

type Library = typeof kerberos;
type ServiceKey = kerberos.EncryptionKey & { readonly kvno: number };

export interface NegotiateOptions {
  /** A ticket whose end time passed ten minutes ago (beyond the five minutes of allowed skew). */
  readonly expired?: boolean;
  /** How far the client's clock is off: the authenticator's ctime is now + skewMs. */
  readonly skewMs?: number;
  /** A ticket sealed with a key the service's keytab does not hold. */
  readonly wrongKey?: boolean;
}

export class KerberosTestRealm {
  /** Minted tokens by header, so a scenario can check the server's mutual-authentication answer. */
  private readonly minted = new Map<string, kerberos.MintedToken>();

  private constructor(
    private readonly lib: Library,
    readonly realm: string,
    /** The service principal with its realm, e.g. HTTP/localhost@EXAMPLE.COM. */
    readonly serverPrincipal: string,
    readonly keytabPath: string,
    private readonly serviceKey: ServiceKey,
    private readonly cookieSecret: string,
  ) {}

  /** `servicePrincipal` with or without its realm ('HTTP/localhost'); the host must be the one requests name. */
  static async create(realm: string, servicePrincipal: string): Promise<KerberosTestRealm> {
    // Imported only when a realm is made: the packaged kit does not ship the reference.
    const { kerberos: lib } = await import('../../reference/index.ts');
    const serverPrincipal = servicePrincipal.includes('@')
      ? servicePrincipal
      : `${servicePrincipal}@${realm}`;
    const { components, realm: serviceRealm } = lib.parsePrincipal(serverPrincipal);
    const serviceKey = { ...lib.randomKey(lib.ETYPE_AES256), kvno: 1 };
    const dir = mkdtempSync(join(tmpdir(), 'kerberos-realm-'));
    const keytabPath = join(dir, 'service.keytab');
    const entry = {
      realm: serviceRealm,
      components,
      nameType: 3,
      timestamp: Math.floor(Date.now() / 1000),
      kvno: serviceKey.kvno,
      etype: serviceKey.etype,
      key: serviceKey.value,
    };
    writeFileSync(keytabPath, lib.serializeKeytab([entry]), { mode: 0o600 });
    const secret = randomBytes(16).toString('base64url');
    return new KerberosTestRealm(lib, realm, serverPrincipal, keytabPath, serviceKey, secret);
  }

  /** The authenticator's properties for this realm's service (serverPrincipal as given, no `_HOST`). */
  authenticatorConfig(): kerberos.KerberosAuthenticatorConfig {
    return {
      serverPrincipal: this.serverPrincipal,
      serverKeytab: this.keytabPath,
      authToLocal: 'DEFAULT',
      cookieSignatureSecret: this.cookieSecret,
    };
  }

  /** 'Negotiate <base64>' for `client` (e.g. 'alice@EXAMPLE.COM'), asking for mutual authentication. */
  async negotiateHeader(client: string, options: NegotiateOptions = {}): Promise<string> {
    const serviceKey = options.wrongKey
      ? { ...this.lib.randomKey(this.serviceKey.etype), kvno: this.serviceKey.kvno }
      : this.serviceKey;
    const minted = this.lib.mintNegotiateToken({
      client,
      service: this.serverPrincipal,
      serviceKey,
      now: Date.now(),
      ...(options.expired ? { ticketLifetimeMs: -10 * 60_000 } : {}),
      ...(options.skewMs === undefined ? {} : { clockOffsetMs: options.skewMs }),
    });
    const header = `Negotiate ${minted.token.toString('base64')}`;
    this.minted.set(header, minted);
    return header;
  }

  /** Whether a WWW-Authenticate answer to `negotiateHeader` proves the server holds the service key. */
  answerProvesServer(negotiateHeader: string, wwwAuthenticate: string | undefined): boolean {
    const minted = this.minted.get(negotiateHeader);
    const match = /^Negotiate\s+(\S+)$/i.exec(wwwAuthenticate?.trim() ?? '');
    if (minted === undefined || match?.[1] === undefined) return false;
    return this.lib.verifyMutualAnswer(Buffer.from(match[1], 'base64'), minted);
  }

  /** Removes the keytab and its directory. */
  close(): void {
    rmSync(join(this.keytabPath, '..'), { recursive: true, force: true });
    this.minted.clear();
  }
}

/** The Kerberos realm of each scenario that set one up. */
export const scenarioRealm = scenarioSlot<KerberosTestRealm>('Kerberos realm');
