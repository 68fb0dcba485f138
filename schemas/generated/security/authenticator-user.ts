// Generated from schemas/security/authenticator-user.schema.json by scripts/gen-types.ts. Do not edit.

/**
 * A basic authenticator's user (GET .../authentication/db/{authenticator}/users/{user}): credentials are a salted hash, null until a password is set, never the password.
 */
export interface AuthenticatorUser {
  name: string;
  credentials: null | {
    salt: string;
    hash: string;
    iterations: number;
  };
  [k: string]: unknown;
}
