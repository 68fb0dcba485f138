// Starts the reference in process as the recorded cluster was set up: service word `druid`, basic security with the
// administrator `admin`, the ordinary user `dbmeta_user` reading every datasource, no durable storage.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { basicAuth, send } from './http-client.ts';
import type { Principal } from './recordings.ts';

export interface ReplayTarget {
  readonly baseUrl: string;
  authorization(principal: Principal | 'wrong'): string;
  close(): Promise<void>;
}

const PASSWORDS: Record<Principal, string> = { admin: 'replay-Admin-1', dbmeta_user: 'replay-User-1' };
const SECURITY = '/druid-ext/basic-security';

export async function startReference(): Promise<ReplayTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'replay-reference-'));
  const { createServer, serverConfig, securityConfig } = await import('../../reference/index.ts');
  const server = await createServer(
    serverConfig({
      dataDir,
      serviceWord: 'druid',
      durableStorage: false,
      coordinatorPeriodMs: 50,
      overlordPeriodMs: 50,
      security: securityConfig({
        initialAdminPassword: PASSWORDS.admin,
        // The internal client is `druid_system` by the service word, as in the recorded cluster.
        initialInternalClientPassword: 'replay-Internal-1',
      }),
    }),
  );
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const target: ReplayTarget = {
    baseUrl: `http://127.0.0.1:${port}`,
    authorization: (principal) =>
      principal === 'wrong'
        ? basicAuth('admin', 'wrong-password')
        : basicAuth(principal, PASSWORDS[principal]),
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await createReader(target);
  return target;
}

/** dbimp's dbmeta_user: its role may READ every datasource and nothing else. */
async function createReader(target: ReplayTarget): Promise<void> {
  const steps: [string, unknown?][] = [
    ['authentication/db/basic/users/dbmeta_user'],
    ['authentication/db/basic/users/dbmeta_user/credentials', { password: PASSWORDS.dbmeta_user }],
    ['authorization/db/basic/users/dbmeta_user'],
    ['authorization/db/basic/roles/dbmeta_role'],
    [
      'authorization/db/basic/roles/dbmeta_role/permissions',
      [{ resource: { type: 'DATASOURCE', name: '.*' }, action: 'READ' }],
    ],
    ['authorization/db/basic/users/dbmeta_user/roles/dbmeta_role'],
  ];
  for (const [path, body] of steps) {
    const answer = await send({
      method: 'POST',
      url: `${target.baseUrl}${SECURITY}/${path}`,
      headers: { Authorization: target.authorization('admin'), 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (answer?.status !== 200)
      throw new Error(`setting up dbmeta_user: POST ${path} answered ${answer?.status}`);
  }
}
