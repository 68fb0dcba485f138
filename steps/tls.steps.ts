// Checks of a target serving HTTPS, made with TLS clients whose trust stores and protocol versions the step chooses.
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theRun } from '../kit/core/run.ts';
import { servicePath } from '../kit/core/service-word.ts';
import { certificateOf, tlsGet } from '../kit/core/tls.ts';
import type { ApiWorld } from './world.ts';

const PROBE = '/analytics/coordinator/v1/config';

function probeUrl(world: ApiWorld): string {
  const url = world.target.url;
  assert.ok(url !== undefined, 'The target was not started on a socket of its own');
  return `${url}${servicePath(theRun().config.serviceWord, PROBE)}`;
}

Then(
  "a TLSv1.2 client whose trust store holds the target's certificate is answered",
  async function (this: ApiWorld) {
    const outcome = await tlsGet(probeUrl(this), {
      ca: certificateOf(this),
      minVersion: 'TLSv1.2',
      maxVersion: 'TLSv1.2',
    });
    assert.equal(outcome.refusal, undefined, `The TLSv1.2 client was refused: ${outcome.refusal}`);
    assert.equal(outcome.protocol, 'TLSv1.2');
    assert.equal(outcome.status, 200);
  },
);

Then(
  "a client trusting only the public certificate authorities refuses the target's certificate",
  async function (this: ApiWorld) {
    const outcome = await tlsGet(probeUrl(this), {});
    assert.ok(
      outcome.refusal !== undefined,
      `A client without the certificate in its trust store was answered ${outcome.status}`,
    );
    assert.match(outcome.refusal, /SELF_SIGNED|UNABLE_TO_VERIFY|CERT/);
  },
);
