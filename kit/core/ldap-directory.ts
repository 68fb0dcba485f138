// An LDAP directory the kit serves for LDAP-authenticator scenarios: people with passwords and group memberships.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'ldapjs';
import type { LdapCredentialsValidator } from '../../reference/index.ts';
import { scenarioSlot } from './scenario-slot.ts';

/** A person of the directory: `uid`, password, and the DNs of the groups it is a member of. */
export interface DirectoryPerson {
  readonly uid: string;
  readonly password: string;
  readonly memberOf: readonly string[];
}

export const BASE_DN = 'dc=example,dc=com';
const PEOPLE = `ou=people,${BASE_DN}`;

export class LdapTestDirectory {
  private readonly people = new Map<string, DirectoryPerson>();
  /** The service account the validator searches as: random, so nothing else can. */
  private readonly bindUser = `cn=analytics-search,${BASE_DN}`;
  private readonly bindPassword = randomBytes(12).toString('base64url');
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Listens on a free port of 127.0.0.1. ldapjs is loaded only when a scenario asks for a directory. */
  static async start(): Promise<LdapTestDirectory> {
    const ldap = (await import('ldapjs')).default;
    const server = ldap.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = (server as unknown as { address(): AddressInfo }).address();
    const directory = new LdapTestDirectory(server, `ldap://127.0.0.1:${port}`);
    directory.serve(ldap);
    return directory;
  }

  add(person: DirectoryPerson): void {
    this.people.set(person.uid, person);
  }

  /** What a server's LDAP credentials validator needs to reach this directory (its `credentialsValidator.*`). */
  validator(): LdapCredentialsValidator {
    return {
      type: 'ldap',
      url: this.url,
      bindUser: this.bindUser,
      bindPassword: this.bindPassword,
      baseDn: BASE_DN,
      userSearch: '(&(uid=%s)(objectClass=person))',
      userAttribute: 'uid',
    };
  }

  /** Stops answering; closing again does nothing. */
  close(): Promise<void> {
    this.closing ??= new Promise((resolve) => this.server.close(() => resolve()));
    return this.closing;
  }

  private personOf(dn: string): DirectoryPerson | undefined {
    const match = /^uid=([^,]+),ou=people,dc=example,dc=com$/i.exec(dn.replace(/\s+/g, ''));
    return match?.[1] === undefined ? undefined : this.people.get(match[1]);
  }

  /** Simple binds (the service account, or a person with its password) and subtree searches by the service account. */
  private serve(ldap: typeof import('ldapjs')): void {
    this.server.bind(BASE_DN, (request: BindRequest, response: Response, next: Next) => {
      const dn = request.dn.toString();
      const password = request.credentials;
      const person = this.personOf(dn);
      const valid =
        password !== '' &&
        ((dn.replace(/\s+/g, '') === this.bindUser && password === this.bindPassword) ||
          (person !== undefined && password === person.password));
      if (!valid) return next(new ldap.InvalidCredentialsError());
      response.end();
      return next();
    });
    this.server.search(BASE_DN, (request: SearchRequest, response: Response, next: Next) => {
      const bound = String(request.connection.ldap.bindDN ?? '').replace(/\s+/g, '');
      if (bound !== this.bindUser) return next(new ldap.InsufficientAccessRightsError());
      // ldapjs selects attributes by lower-cased names but keeps the request's case: LDAP names are case-insensitive.
      response.attributes = response.attributes.map((name) => name.toLowerCase());
      for (const person of this.people.values()) {
        const attributes = {
          uid: person.uid,
          objectClass: ['person', 'top'],
          memberOf: [...person.memberOf],
        };
        if (request.filter.matches(attributes))
          response.send({ dn: `uid=${person.uid},${PEOPLE}`, attributes });
      }
      response.end();
      return next();
    });
  }
}

type BindRequest = { dn: { toString(): string }; credentials: string };
type SearchRequest = {
  connection: { ldap: { bindDN?: unknown } };
  filter: { matches(value: object): boolean };
};
type Response = { end(): void; send(entry: object): void; attributes: string[] };
type Next = (error?: unknown) => void;

/** The LDAP directory of each scenario that set one up. */
export const scenarioDirectory = scenarioSlot<LdapTestDirectory>('LDAP directory');
