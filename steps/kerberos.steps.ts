// Steps of Kerberos scenarios: the kit plays a realm's KDC, sends SPNEGO tickets and checks the server's answers.
import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Method } from '../kit/core/client.ts';
import { KerberosTestRealm, type NegotiateOptions, scenarioRealm } from '../kit/core/kerberos-realm.ts';
import type { ApiWorld } from './world.ts';

/** Per scenario: the last Negotiate header sent, and the cookie the server set in answer. */
interface KerberosState {
  negotiate?: string;
  cookie?: string;
}
const states = new WeakMap<object, KerberosState>();

function stateOf(world: ApiWorld): KerberosState {
  const state = states.get(world) ?? {};
  states.set(world, state);
  return state;
}

Given(
  'a Kerberos realm {string} the kit plays the KDC of, with the service {string}',
  async function (this: ApiWorld, realm: string, service: string) {
    const created = await KerberosTestRealm.create(realm, service);
    this.onCleanup(async () => created.close());
    scenarioRealm.set(this, created);
  },
);

/** Sends the request with a fresh ticket; the kit's own Basic credentials are left out. */
async function withTicket(
  world: ApiWorld,
  method: Method,
  path: string,
  client: string,
  options: NegotiateOptions,
) {
  const state = stateOf(world);
  state.negotiate = await scenarioRealm.of(world).negotiateHeader(world.expand(client), options);
  await world.act(method, path, undefined, { Authorization: state.negotiate });
  const cookie = cookieNamed(world, 'hadoop.auth');
  if (cookie !== undefined) state.cookie = cookie;
}

When(
  'I {method} {string} with a Kerberos ticket for {string}',
  function (this: ApiWorld, method: Method, path: string, client: string) {
    return withTicket(this, method, path, client, {});
  },
);

const FLAWS: Record<string, NegotiateOptions> = {
  expired: { expired: true },
  'sealed with a key the server lacks': { wrongKey: true },
  'sent from a clock 10 minutes ahead': { skewMs: 10 * 60_000 },
  'otherwise sound': {},
};

When(
  /^I (GET|POST|DELETE) "([^"]*)" with a Kerberos ticket for "([^"]*)" that is (.+)$/,
  function (this: ApiWorld, method: Method, path: string, client: string, flaw: string) {
    const options = FLAWS[flaw];
    assert.ok(
      options !== undefined,
      `Unknown ticket flaw "${flaw}"; known: ${Object.keys(FLAWS).join(', ')}`,
    );
    return withTicket(this, method, path, client, options);
  },
);

When(
  'I {method} {string} with the same Negotiate header again',
  function (this: ApiWorld, method: Method, path: string) {
    const negotiate = stateOf(this).negotiate;
    assert.ok(negotiate !== undefined, 'No Negotiate header was sent before');
    return this.act(method, path, undefined, { Authorization: negotiate });
  },
);

When(
  'I {method} {string} with only the cookie I was given',
  function (this: ApiWorld, method: Method, path: string) {
    return this.act(method, path, undefined, { Authorization: '', Cookie: givenCookie(this) });
  },
);

When(
  'I {method} {string} with the cookie I was given changed to user {string}',
  function (this: ApiWorld, method: Method, path: string, user: string) {
    const changed = givenCookie(this).replace(/([":&]|^)u=[^&]*/, `$1u=${this.expand(user)}`);
    assert.notEqual(changed, givenCookie(this), 'The cookie holds no user to change');
    return this.act(method, path, undefined, { Authorization: '', Cookie: changed });
  },
);

Then('the Negotiate answer proves the server holds the service key', function (this: ApiWorld) {
  const negotiate = stateOf(this).negotiate;
  assert.ok(negotiate !== undefined, 'No Negotiate header was sent before');
  const answer = this.lastResponse().headers['www-authenticate'];
  assert.ok(
    scenarioRealm.of(this).answerProvesServer(negotiate, answer),
    `WWW-Authenticate "${answer ?? '(none)'}" is not a mutual-authentication token of the service`,
  );
});

Then('the response sets the cookie {string}', function (this: ApiWorld, name: string) {
  assert.ok(cookieNamed(this, name) !== undefined, `The response sets no cookie "${name}"`);
});

Then('the response header {string} includes {string}', function (this: ApiWorld, name: string, text: string) {
  const value = this.lastResponse().headers[name.toLowerCase()] ?? '';
  assert.ok(value.includes(text), `Header ${name} is "${value}"`);
});

/** `name=value` of a Set-Cookie of the last response (attributes dropped), as a client sends it back. */
function cookieNamed(world: ApiWorld, name: string): string | undefined {
  const header = world.lastResponse().headers['set-cookie'] as unknown;
  const cookies = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return cookies
    .map((cookie) => cookie.split(';')[0]?.trim() ?? '')
    .find((pair) => pair.startsWith(`${name}=`));
}

function givenCookie(world: ApiWorld): string {
  const cookie = stateOf(world).cookie;
  assert.ok(cookie !== undefined, 'The server set no cookie before');
  return cookie;
}
