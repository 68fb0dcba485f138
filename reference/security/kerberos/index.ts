// The Kerberos module's public face: the authenticator for the server, keytabs and token minting for the kit's realm.

export {
  type MintedToken,
  type MintRequest,
  mintNegotiateToken,
  parsePrincipal,
  verifyMutualAnswer,
} from './client-tokens.ts';
export { type EncryptionKey, ETYPE_AES128, ETYPE_AES256, randomKey, stringToKey } from './crypto.ts';
export {
  KerberosAuthenticator,
  type KerberosAuthenticatorConfig,
  type KerberosAuthenticatorOptions,
  type KerberosOutcome,
  type KerberosRequest,
} from './kerberos-authenticator.ts';
export { type KeytabEntry, parseKeytab, serializeKeytab } from './keytab.ts';
