// Basic security in the security_* tables: authenticator credentials, authorizer users, roles and permissions.
import type { DatabaseSync } from 'node:sqlite';
import type { Credentials, Permission, SecurityRepository } from '../security-store.ts';
import { sqliteGroupMappingRepository } from './group-mapping-repository.ts';

interface CredentialRow {
  salt: string | null;
  hash: string | null;
  iterations: number | null;
}

const names = (rows: unknown[]): string[] => (rows as { name: string }[]).map((row) => row.name);

export function sqliteSecurityRepository(db: DatabaseSync): SecurityRepository {
  const authnUsers = db.prepare(
    // In the order they were made, as the real system lists them (docs/facts/security.md §security.20).
    'SELECT name FROM security_authn_users WHERE authenticator = ? ORDER BY rowid',
  );
  const authnUser = db.prepare(
    'SELECT salt, hash, iterations FROM security_authn_users WHERE authenticator = ? AND name = ?',
  );
  const addAuthn = db.prepare('INSERT INTO security_authn_users (authenticator, name) VALUES (?, ?)');
  const deleteAuthn = db.prepare('DELETE FROM security_authn_users WHERE authenticator = ? AND name = ?');
  const setCredentials = db.prepare(
    'UPDATE security_authn_users SET salt = ?, hash = ?, iterations = ? WHERE authenticator = ? AND name = ?',
  );
  const authzUsers = db.prepare('SELECT name FROM security_authz_users WHERE authorizer = ? ORDER BY name');
  const authzUser = db.prepare('SELECT name FROM security_authz_users WHERE authorizer = ? AND name = ?');
  const addAuthz = db.prepare('INSERT INTO security_authz_users (authorizer, name) VALUES (?, ?)');
  const deleteAuthz = db.prepare('DELETE FROM security_authz_users WHERE authorizer = ? AND name = ?');
  const roles = db.prepare('SELECT name FROM security_roles WHERE authorizer = ? ORDER BY name');
  const role = db.prepare('SELECT permissions FROM security_roles WHERE authorizer = ? AND name = ?');
  const addRole = db.prepare('INSERT INTO security_roles (authorizer, name) VALUES (?, ?)');
  const deleteRole = db.prepare('DELETE FROM security_roles WHERE authorizer = ? AND name = ?');
  const setPermissions = db.prepare(
    'UPDATE security_roles SET permissions = ? WHERE authorizer = ? AND name = ?',
  );
  const rolesOf = db.prepare(
    'SELECT role_name AS name FROM security_user_roles WHERE authorizer = ? AND user_name = ? ORDER BY role_name',
  );
  const usersOf = db.prepare(
    'SELECT user_name AS name FROM security_user_roles WHERE authorizer = ? AND role_name = ? ORDER BY user_name',
  );
  const assign = db.prepare(
    'INSERT INTO security_user_roles (authorizer, user_name, role_name) VALUES (?, ?, ?)',
  );
  const unassign = db.prepare(
    'DELETE FROM security_user_roles WHERE authorizer = ? AND user_name = ? AND role_name = ?',
  );
  return {
    ...sqliteGroupMappingRepository(db),
    authenticatorUsers: (authenticator) => names(authnUsers.all(authenticator)),
    credentials(authenticator, name) {
      const row = authnUser.get(authenticator, name) as CredentialRow | undefined;
      if (row === undefined) return undefined;
      if (row.salt === null || row.hash === null || row.iterations === null) return null;
      return { salt: row.salt, hash: row.hash, iterations: row.iterations };
    },
    addAuthenticatorUser: (authenticator, name) => void addAuthn.run(authenticator, name),
    deleteAuthenticatorUser: (authenticator, name) => void deleteAuthn.run(authenticator, name),
    setCredentials(authenticator, name, credentials: Credentials) {
      setCredentials.run(credentials.salt, credentials.hash, credentials.iterations, authenticator, name);
    },
    authorizerUsers: (authorizer) => names(authzUsers.all(authorizer)),
    hasAuthorizerUser: (authorizer, name) => authzUser.get(authorizer, name) !== undefined,
    addAuthorizerUser: (authorizer, name) => void addAuthz.run(authorizer, name),
    deleteAuthorizerUser: (authorizer, name) => void deleteAuthz.run(authorizer, name),
    roles: (authorizer) => names(roles.all(authorizer)),
    permissions(authorizer, name) {
      const row = role.get(authorizer, name) as { permissions: string } | undefined;
      return row === undefined ? undefined : (JSON.parse(row.permissions) as Permission[]);
    },
    addRole: (authorizer, name) => void addRole.run(authorizer, name),
    deleteRole: (authorizer, name) => void deleteRole.run(authorizer, name),
    setPermissions(authorizer, name, permissions) {
      setPermissions.run(JSON.stringify(permissions), authorizer, name);
    },
    rolesOf: (authorizer, user) => names(rolesOf.all(authorizer, user)),
    usersOf: (authorizer, roleName) => names(usersOf.all(authorizer, roleName)),
    assign: (authorizer, user, roleName) => void assign.run(authorizer, user, roleName),
    unassign: (authorizer, user, roleName) => void unassign.run(authorizer, user, roleName),
  };
}
