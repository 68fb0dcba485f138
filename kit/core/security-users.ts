// Creates a user of the target's basic security through the security endpoints, with READ on one datasource.
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.ts';
import type { Target } from './client.ts';
import { eventually } from './eventually.ts';
import { jsonBody } from './json-body.ts';
import type { Sender } from './sender.ts';

const BASE = '/analytics-ext/basic-security';

const passwords = new WeakMap<object, Map<string, string>>();

/** The configured authenticator or authorizer: the first name its loadStatus reports. */
export async function configuredName(
  sender: Sender,
  kind: 'authentication' | 'authorization',
): Promise<string> {
  const response = await sender.request('GET', `${BASE}/${kind}/loadStatus`);
  assertStatus(response, 200);
  const [name] = Object.keys(jsonBody(response) as object);
  assert.ok(name !== undefined, `The target reports no ${kind} name: ${response.text.slice(0, 300)}`);
  return encodeURIComponent(name);
}

const wholeName = (name: string): string => `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

export function basicAuth(user: string, password: string): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

/** Records the password of a user the scenario knows (created, or configured on a target it started). */
export function rememberPassword(scenario: object, user: string, password: string): void {
  const users = passwords.get(scenario) ?? new Map<string, string>();
  passwords.set(scenario, users.set(user, password));
}

/** Headers that make a request come from a user this scenario created (a harness error for any other). */
export function credentialsOf(scenario: object, user: string): Record<string, string> {
  const password = passwords.get(scenario)?.get(user);
  if (password === undefined) throw new Error(`User "${user}" was not created in this scenario`);
  return basicAuth(user, password);
}

export interface KitPermission {
  readonly resource: { readonly type: string; readonly name: string };
  readonly action: string;
}

/** Creates the user, a role with READ on exactly that datasource, and waits until the user can query. */
export function createReader(
  scenario: object,
  sender: Sender,
  user: string,
  datasource: string,
  deadlineMs: number,
): Promise<void> {
  const permissions = [{ resource: { type: 'DATASOURCE', name: wholeName(datasource) }, action: 'READ' }];
  return createUser(scenario, sender, user, permissions, deadlineMs);
}

/** POSTs each security-endpoint path (under the basic-security root) with its body, each answered 200. */
async function post(sender: Sender, calls: readonly [string, unknown?][]): Promise<void> {
  for (const [path, body] of calls)
    assertStatus(
      await sender.request('POST', `${BASE}/${path}`, body === undefined ? undefined : JSON.stringify(body)),
      200,
    );
}

/** Creates a role of the target's authorizer holding the permissions. */
export async function createRole(
  sender: Sender,
  role: string,
  permissions: readonly KitPermission[],
): Promise<void> {
  const [authz, name] = [await configuredName(sender, 'authorization'), encodeURIComponent(role)];
  await post(sender, [
    [`authorization/db/${authz}/roles/${name}`],
    [`authorization/db/${authz}/roles/${name}/permissions`, permissions],
  ]);
}

/** Creates the user with a password and, when given permissions, a role `<user>_role` holding them; waits until it can query. */
export async function createUser(
  scenario: object,
  sender: Sender,
  user: string,
  permissions: readonly KitPermission[] | undefined,
  deadlineMs: number,
): Promise<void> {
  const [authn, authz] = [
    await configuredName(sender, 'authentication'),
    await configuredName(sender, 'authorization'),
  ];
  const [name, role, password] = [
    encodeURIComponent(user),
    encodeURIComponent(`${user}_role`),
    `${user}-Pw1!`,
  ];
  await post(sender, [
    [`authentication/db/${authn}/users/${name}`],
    [`authentication/db/${authn}/users/${name}/credentials`, { password }],
    [`authorization/db/${authz}/users/${name}`],
  ]);
  if (permissions !== undefined) {
    await createRole(sender, `${user}_role`, permissions);
    await post(sender, [[`authorization/db/${authz}/users/${name}/roles/${role}`]]);
  }
  rememberPassword(scenario, user, password);
  // Security changes reach the other services asynchronously: wait until the user is known.
  const probe = JSON.stringify({ query: 'SELECT 1 AS "one"' });
  await eventually(
    async () =>
      assertStatus(await sender.request('POST', '/analytics/v2/sql', probe, basicAuth(user, password)), 200),
    deadlineMs,
  );
}

const SECURITY_LISTS = [
  ['authentication', 'users'],
  ['authorization', 'users'],
  ['authorization', 'roles'],
] as const;

/**
 * Deletes the users and roles a scenario made, named `<unique>` or `<unique>_…`, from the target's basic
 * security; a target without basic security has none. Sent without evidence: it is cleanup, not a check.
 */
export async function removeUsersAndRoles(target: Target, unique: string): Promise<void> {
  const ours = (name: unknown): name is string =>
    typeof name === 'string' && (name === unique || name.startsWith(`${unique}_`));
  for (const [kind, what] of SECURITY_LISTS) {
    const status = await target.send('GET', `${BASE}/${kind}/loadStatus`);
    if (status.status !== 200) return;
    const [database = ''] = Object.keys(JSON.parse(status.text) as object);
    const base = `${BASE}/${kind}/db/${encodeURIComponent(database)}/${what}`;
    const list = await target.send('GET', base);
    if (list.status !== 200) continue;
    for (const name of (JSON.parse(list.text) as unknown[]).filter(ours))
      await target.send('DELETE', `${base}/${encodeURIComponent(name)}`);
  }
}
