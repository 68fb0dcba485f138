// The basic-security endpoints (spec: Security endpoints; §security.5): authenticator users and credentials, authorizer users and roles.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BasicSecurity } from '../../security/basic-security.ts';
import { SecurityAdmin } from '../../security/security-admin.ts';
import { basicAuthenticators } from '../../security/security-config.ts';
import type { SecurityRepository } from '../../store/security-store.ts';
import { groupMappingRoutes, READ_SECURITY, WRITE_SECURITY } from './group-mappings.ts';

const BASE = '/analytics-ext/basic-security';

interface Names {
  Params: { authn: string; authz: string; user: string; role: string };
  Querystring: { full?: string };
}

const ok = (reply: FastifyReply) => reply.code(200).send();

export function basicSecurityRoutes(
  app: FastifyInstance,
  security: BasicSecurity,
  repository: SecurityRepository,
): void {
  const admin = new SecurityAdmin(security, repository);
  const authnBase = `${BASE}/authentication/db/:authn`;
  const authzBase = `${BASE}/authorization/db/:authz`;

  app.get(`${BASE}/authentication/loadStatus`, READ_SECURITY, async () =>
    Object.fromEntries(basicAuthenticators(security.config).map(({ name }) => [name, true])),
  );
  app.get(`${BASE}/authorization/loadStatus`, READ_SECURITY, async () => ({
    [security.config.authorizerName]: true,
  }));
  app.post(`${BASE}/authentication/refreshAll`, WRITE_SECURITY, async (_request, reply) => ok(reply));
  app.post(`${BASE}/authorization/refreshAll`, WRITE_SECURITY, async (_request, reply) => ok(reply));

  app.get<Names>(`${authnBase}/users`, READ_SECURITY, async ({ params }) =>
    repository.authenticatorUsers(admin.authenticator(params.authn)),
  );
  app.get<Names>(`${authnBase}/users/:user`, READ_SECURITY, async ({ params }) =>
    admin.authnUserView(admin.authenticator(params.authn), params.user),
  );
  app.post<Names>(`${authnBase}/users/:user`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.createAuthnUser(admin.authenticator(params.authn), params.user);
    return ok(reply);
  });
  app.delete<Names>(`${authnBase}/users/:user`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.deleteAuthnUser(admin.authenticator(params.authn), params.user);
    return ok(reply);
  });
  app.post<Names>(`${authnBase}/users/:user/credentials`, WRITE_SECURITY, async ({ params, body }, reply) => {
    await admin.setPassword(admin.authenticator(params.authn), params.user, body);
    return ok(reply);
  });

  app.get<Names>(`${authzBase}/users`, READ_SECURITY, async ({ params }) =>
    repository.authorizerUsers(admin.authorizer(params.authz)),
  );
  app.get<Names>(`${authzBase}/users/:user`, READ_SECURITY, async ({ params, query }) =>
    admin.authzUserView(admin.authorizer(params.authz), params.user, query.full !== undefined),
  );
  app.post<Names>(`${authzBase}/users/:user`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.createAuthzUser(admin.authorizer(params.authz), params.user);
    return ok(reply);
  });
  app.delete<Names>(`${authzBase}/users/:user`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.deleteAuthzUser(admin.authorizer(params.authz), params.user);
    return ok(reply);
  });
  app.post<Names>(`${authzBase}/users/:user/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.assign(admin.authorizer(params.authz), params.user, params.role);
    return ok(reply);
  });
  app.delete<Names>(`${authzBase}/users/:user/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.unassign(admin.authorizer(params.authz), params.user, params.role);
    return ok(reply);
  });

  app.get<Names>(`${authzBase}/roles`, READ_SECURITY, async ({ params }) =>
    repository.roles(admin.authorizer(params.authz)),
  );
  app.get<Names>(`${authzBase}/roles/:role`, READ_SECURITY, async ({ params, query }) =>
    admin.roleView(admin.authorizer(params.authz), params.role, query.full !== undefined),
  );
  app.post<Names>(`${authzBase}/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.createRole(admin.authorizer(params.authz), params.role);
    return ok(reply);
  });
  app.delete<Names>(`${authzBase}/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    admin.deleteRole(admin.authorizer(params.authz), params.role);
    return ok(reply);
  });
  app.get<Names>(`${authzBase}/roles/:role/permissions`, READ_SECURITY, async ({ params }) =>
    admin.permissionsOf(admin.authorizer(params.authz), params.role),
  );
  app.post<Names>(`${authzBase}/roles/:role/permissions`, WRITE_SECURITY, async ({ params, body }, reply) => {
    admin.setPermissions(admin.authorizer(params.authz), params.role, body);
    return ok(reply);
  });
  groupMappingRoutes(app, authzBase, admin, repository);
}
