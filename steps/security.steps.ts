// Steps of basic security: users the scenario creates, requests with chosen credentials, the configured names.
import assert from 'node:assert/strict';
import { After, type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import type { Method } from '../kit/core/client.ts';
import { jsonBody } from '../kit/core/json-body.ts';
import { theRun } from '../kit/core/run.ts';
import { isSharedSecureReference } from '../kit/core/secure-reference.ts';
import {
  basicAuth,
  configuredName,
  createRole,
  createUser,
  credentialsOf,
  type KitPermission,
  removeUsersAndRoles,
} from '../kit/core/security-users.ts';
import { readKitConfig } from '../kit/core/target-config.ts';
import type { ApiWorld } from './world.ts';

const deadline = () => readKitConfig().deadlineMs;

// On a shared target (remote with basic security on, or the worker's secured reference in process) the users and
// roles a scenario made go with it; a target of the scenario's own is closed anyway.
After({ tags: '@needs:security' }, async function (this: ApiWorld) {
  if (this.target === theRun().target || isSharedSecureReference(this.target))
    await removeUsersAndRoles(this.target, this.unique);
});

// Sets ${authenticator} and ${authorizer}: the names the target's loadStatus endpoints report.
Given(
  "the names of the target's authenticator and authorizer have been read",
  async function (this: ApiWorld) {
    this.placeholders.set('authenticator', decodeURIComponent(await configuredName(this, 'authentication')));
    this.placeholders.set('authorizer', decodeURIComponent(await configuredName(this, 'authorization')));
  },
);

Given('a user {string} without permissions has been created', function (this: ApiWorld, user: string) {
  return createUser(this, this, this.expand(user), undefined, deadline());
});

// Columns type, name (a regular expression; placeholders expanded) and action: one role holds them all.
Given(
  'a user {string} with these permissions has been created:',
  function (this: ApiWorld, user: string, table: DataTable) {
    return createUser(this, this, this.expand(user), permissionsOf(this, table), deadline());
  },
);

When('I {method} {string} without credentials', function (this: ApiWorld, method: Method, path: string) {
  return this.act(method, path, undefined, { Authorization: '' });
});

When(
  'I {method} {string} as user {string} with password {string}',
  function (this: ApiWorld, method: Method, path: string, user: string, password: string) {
    return this.act(method, path, undefined, basicAuth(this.expand(user), this.expand(password)));
  },
);

When(
  'user {string} sends {method} {string} with:',
  function (this: ApiWorld, user: string, method: Method, path: string, body: string) {
    return this.act(method, path, body, credentialsOf(this, this.expand(user)));
  },
);

// A POST without a body (the security endpoints create users and roles that way), which must answer 200.
Given('{string} has been posted', async function (this: ApiWorld, path: string) {
  assertStatus(await this.request('POST', path), 200);
});

Then('the response body does not contain the text {string}', function (this: ApiWorld, text: string) {
  const expected = this.expand(text);
  assert.ok(!this.lastResponse().text.includes(expected), `The response body contains "${expected}"`);
});

Then(
  'the credentials in the response body hold a salt, a hash and iterations only',
  function (this: ApiWorld) {
    const { credentials } = jsonBody(this.lastResponse()) as { credentials?: Record<string, unknown> };
    assert.ok(credentials !== null && typeof credentials === 'object', 'The body has no credentials object');
    assert.deepEqual(Object.keys(credentials).sort(), ['hash', 'iterations', 'salt']);
    assert.equal(typeof credentials.salt, 'string');
    assert.equal(typeof credentials.hash, 'string');
    assert.ok(Number.isInteger(credentials.iterations), 'iterations is not an integer');
  },
);

Then('the response body is an array of names including {string}', function (this: ApiWorld, name: string) {
  const body = jsonBody(this.lastResponse());
  assert.ok(Array.isArray(body), 'The response body is not an array');
  assert.ok(body.includes(this.expand(name)), `"${this.expand(name)}" is not among ${JSON.stringify(body)}`);
});

When(
  'I {method} {string} as user {string} with a password of {int} characters',
  function (this: ApiWorld, method: Method, path: string, user: string, length: number) {
    return this.act(method, path, undefined, basicAuth(this.expand(user), 'x'.repeat(length)));
  },
);

Then(
  'the response header {string} starts with {string}',
  function (this: ApiWorld, name: string, prefix: string) {
    const value = this.lastResponse().headers[name.toLowerCase()] ?? '';
    assert.ok(value.startsWith(prefix), `Header ${name} is "${value}"`);
  },
);

// A role of the target's authorizer holding the rows' permissions (columns type, name, action).
Given(
  'a role {string} with these permissions has been created:',
  function (this: ApiWorld, role: string, table: DataTable) {
    return createRole(this, this.expand(role), permissionsOf(this, table));
  },
);

/** Rows type, name (a regular expression; placeholders expanded) and action. */
function permissionsOf(world: ApiWorld, table: DataTable): KitPermission[] {
  return table.hashes().map((row) => ({
    resource: { type: row.type ?? '', name: world.expand(row.name ?? '') },
    action: row.action ?? '',
  }));
}

/**
 * A role's permissions as `{resource, action}`, in order: the real system wraps each one as `{resourceAction,
 * resourceNamePattern}` (Druid 27, docs/facts/security.md §security.9), the reference gives them as sent.
 */
Then('the permissions in the response body are:', function (this: ApiWorld, expected: string) {
  const body = jsonBody(this.lastResponse());
  assert.ok(Array.isArray(body), 'The response body is not an array of permissions');
  const unwrapped = body.map((permission: unknown) => {
    const wrapped = (permission as { resourceAction?: unknown } | null)?.resourceAction;
    const { resource, action } = (wrapped ?? permission) as { resource?: unknown; action?: unknown };
    return { resource, action };
  });
  assert.deepEqual(unwrapped, JSON.parse(this.expand(expected)));
});
