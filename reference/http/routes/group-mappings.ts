// The basic-security API's group mappings (§security.5): which LDAP groups get which roles.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GroupMappingAdmin } from '../../security/group-mapping-admin.ts';
import type { SecurityAdmin } from '../../security/security-admin.ts';
import type { SecurityRepository } from '../../store/security-store.ts';
import { needs } from '../route-permission.ts';

interface Names {
  Params: { authz: string; mapping: string; role: string };
  Querystring: { full?: string };
}

const ok = (reply: FastifyReply) => reply.code(200).send();
// Every basic-security endpoint is the CONFIG resource `security`: READ to look, WRITE to change (§security.5).
export const READ_SECURITY = { config: needs.security('READ') };
export const WRITE_SECURITY = { config: needs.security('WRITE') };

export function groupMappingRoutes(
  app: FastifyInstance,
  authzBase: string,
  admin: SecurityAdmin,
  repository: SecurityRepository,
): void {
  const mappings = new GroupMappingAdmin(repository);
  const base = `${authzBase}/groupMappings`;
  app.get<Names>(base, READ_SECURITY, async ({ params }) => mappings.names(admin.authorizer(params.authz)));
  app.get<Names>(`${base}/:mapping`, READ_SECURITY, async ({ params, query }) =>
    mappings.view(admin.authorizer(params.authz), params.mapping, query.full !== undefined),
  );
  app.post<Names>(`${base}/:mapping`, WRITE_SECURITY, async ({ params, body }, reply) => {
    mappings.create(admin.authorizer(params.authz), params.mapping, body);
    return ok(reply);
  });
  app.delete<Names>(`${base}/:mapping`, WRITE_SECURITY, async ({ params }, reply) => {
    mappings.delete(admin.authorizer(params.authz), params.mapping);
    return ok(reply);
  });
  app.post<Names>(`${base}/:mapping/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    mappings.assign(admin.authorizer(params.authz), params.mapping, params.role);
    return ok(reply);
  });
  app.delete<Names>(`${base}/:mapping/roles/:role`, WRITE_SECURITY, async ({ params }, reply) => {
    mappings.unassign(admin.authorizer(params.authz), params.mapping, params.role);
    return ok(reply);
  });
}
