// Authentication as a weapon fails: a wrong-password flood stalls nobody, and repeated failures are answered 429.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer, type ReferenceServer, serverConfig } from '../index.ts';
import type { ThrottleLimits } from '../security/login-throttle.ts';
import { hashPassword } from '../security/passwords.ts';
import { securityConfig } from '../security/security-config.ts';
import { openSqliteStore } from '../store/sqlite/open.ts';

const dataDirs: string[] = [];
after(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A secured reference; `iterations`: the admin's password hashed cheaper than the default, to keep the test short. */
async function secured(
  loginThrottle: Partial<ThrottleLimits>,
  iterations?: number,
): Promise<ReferenceServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'login-flood-test-'));
  dataDirs.push(dataDir);
  if (iterations !== undefined) {
    const store = openSqliteStore(dataDir);
    store.security.addAuthenticatorUser('basic', 'admin');
    store.security.setCredentials('basic', 'admin', await hashPassword('right', iterations));
    store.close();
  }
  const security = securityConfig({ initialAdminPassword: 'right', loginThrottle });
  return createServer(serverConfig({ dataDir, security }));
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const CONFIG = '/analytics/coordinator/v1/config';

/** Starts the flood client in its own process; resolves once it is under way, then with its answers' statuses. */
function flood(port: number, total: number, connections: number) {
  const client = join(dirname(fileURLToPath(import.meta.url)), 'login-flood-client.ts');
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    client,
    String(port),
    String(total),
    String(connections),
    CONFIG,
  ]);
  let output = '';
  const underWay = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('flooding')) resolve();
    });
  });
  const finished = new Promise<Record<string, number>>((resolve, reject) => {
    child.on('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(last) as Record<string, number>);
      else reject(new Error(`the flood client exited with ${code}`));
    });
  });
  return { underWay, finished };
}

// The authorised request's wait is not timed here (a loaded machine makes any bound flaky): hashing runs on the thread
// pool (passwords.ts), and the request is answered while the flood is in flight.
test('1,000 wrong passwords in flight leave an authorised request answered', async () => {
  // A throttle high enough that every attempt is hashed: what is measured is hashing off the event loop. At 2,000
  // iterations, a hash that held the event loop would hold the request behind the 100 connections' checks.
  const server = await secured({ perUserAndAddress: 10_000, perAddress: 10_000 }, 2000);
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const admin = { authorization: basic('admin', 'right') };
    // Verified once before the flood, by the same client (so its start-up costs are not measured).
    assert.equal((await fetch(`http://127.0.0.1:${port}${CONFIG}`, { headers: admin })).status, 200);
    const attack = flood(port, 1000, 100);
    await attack.underWay;
    const answer = await fetch(`http://127.0.0.1:${port}${CONFIG}`, { headers: admin });
    assert.equal(answer.status, 200);
    assert.deepEqual(await attack.finished, { 401: 1000 }, 'every wrong password was checked and refused');
  } finally {
    await server.close();
  }
});

test('repeated failures from one address are answered 429 with Retry-After; others are not locked out', async () => {
  const server = await secured({ perUserAndAddress: 3, perAddress: 5, windowMs: 60_000 });
  const attempt = (user: string, password: string, remoteAddress: string) =>
    server.app.inject({
      method: 'GET',
      url: CONFIG,
      headers: { authorization: basic(user, password) },
      remoteAddress,
    });
  try {
    // The admin's header, verified once from the attacker's address before the guessing starts.
    assert.equal((await attempt('admin', 'right', '10.0.0.66')).statusCode, 200);
    for (let i = 0; i < 3; i++)
      assert.equal((await attempt('admin', `guess-${i}`, '10.0.0.66')).statusCode, 401);
    const refused = await attempt('admin', 'guess-3', '10.0.0.66');
    assert.equal(refused.statusCode, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
    assert.deepEqual(Object.keys(refused.json()).sort(), ['error', 'errorClass', 'errorMessage', 'host']);
    assert.match(refused.json().errorMessage, /retry after \d+ s/);
    // The right password is not throttled: from another address, nor with a header already verified.
    assert.equal((await attempt('admin', 'right', '10.0.0.7')).statusCode, 200);
    assert.equal((await attempt('admin', 'right', '10.0.0.66')).statusCode, 200);
    // Other users from the attacker's address count toward its own limit (5 failures in all).
    assert.equal((await attempt('nobody', 'x', '10.0.0.66')).statusCode, 401);
    assert.equal((await attempt('nobody2', 'x', '10.0.0.66')).statusCode, 401);
    assert.equal((await attempt('nobody3', 'x', '10.0.0.66')).statusCode, 429);
    assert.equal((await attempt('nobody3', 'x', '10.0.0.8')).statusCode, 401);
  } finally {
    await server.close();
  }
});

test('a burst of identical guesses sent at once is throttled before it is hashed', async () => {
  const server = await secured({ perUserAndAddress: 10, perAddress: 50 });
  try {
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.app.inject({
          method: 'GET',
          url: CONFIG,
          headers: { authorization: basic('admin', `burst-${i}`) },
          remoteAddress: '10.0.0.99',
        }),
      ),
    );
    const counts = burst.reduce<Record<number, number>>((all, r) => {
      all[r.statusCode] = (all[r.statusCode] ?? 0) + 1;
      return all;
    }, {});
    // Only the pair's 10 checks run; the other 190 are refused while those are in flight.
    assert.deepEqual(counts, { 401: 10, 429: 190 });
  } finally {
    await server.close();
  }
});
