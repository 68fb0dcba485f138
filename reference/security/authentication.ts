// What authenticators share: the identity a request proves, the outcome of one authenticator, Basic credentials.
import { createHash } from 'node:crypto';

/** Who a request comes from, and the directory groups it brought (LDAP). */
export interface Authentication {
  readonly identity: string;
  readonly groups: readonly string[];
}

/** The request parts authenticators read. */
export interface AuthenticationRequest {
  readonly authorization?: string | undefined;
  readonly cookie?: string | undefined;
  /** The Host header without the port. */
  readonly host: string;
  /** The client's address: failed logins are throttled per address. */
  readonly address?: string | undefined;
}

/** What each link of the chain reads: the request, with its Basic credentials parsed once for all links. */
export interface LinkRequest extends AuthenticationRequest {
  /** undefined: no Basic header; null: a malformed one. */
  readonly basic: BasicCredentials | null | undefined;
}

/**
 * absent: no credentials of this authenticator's kind, the chain goes on; rejected: its credentials fail, the chain
 * ends unless skipOnFailure; accepted: the identity, and headers the response carries (a cookie, a mutual token).
 */
export type AuthenticationOutcome =
  | { readonly kind: 'absent' }
  | { readonly kind: 'rejected' }
  | {
      readonly kind: 'accepted';
      readonly authentication: Authentication;
      readonly responseHeaders: Readonly<Record<string, string>>;
    };

/** One link of the authenticator chain. */
export interface Authenticator {
  readonly name: string;
  readonly skipOnFailure: boolean;
  authenticate(request: LinkRequest): Promise<AuthenticationOutcome>;
  /** The WWW-Authenticate challenge it adds to a 401. */
  challenge(): string;
  /** Forgets verified credentials after users or passwords change. */
  credentialsChanged(): void;
}

export const ABSENT: AuthenticationOutcome = { kind: 'absent' };
export const REJECTED: AuthenticationOutcome = { kind: 'rejected' };

/** Credentials longer than this are refused without checking them. */
const MAX_HEADER = 4096;

export interface BasicCredentials {
  readonly user: string;
  readonly password: string;
  /** A digest of the header: the key of caches of verified credentials, never the password itself. */
  readonly digest: string;
}

/** The user and password of a Basic Authorization header; undefined when it is another scheme; null when malformed. */
export function basicCredentials(header: string | undefined): BasicCredentials | null | undefined {
  if (header === undefined || !/^\s*Basic\b/i.test(header)) return undefined;
  if (header.length > MAX_HEADER) return null;
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (match?.[1] === undefined) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const digest = createHash('sha256').update(header).digest('base64');
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1), digest };
}
