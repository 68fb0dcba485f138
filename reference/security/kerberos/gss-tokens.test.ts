// Unit tests of GSS and SPNEGO framing: the Kerberos OIDs accepted, the mechanism echoed, other mechanisms refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { application, explicit, octets, oid, sequence, tlv } from './der.ts';
import {
  acceptorToken,
  initiatorToken,
  NEG_STATE,
  OID_KRB5,
  OID_KRB5_MS,
  OID_SPNEGO,
  parseAcceptorToken,
  parseInitiatorToken,
} from './gss-tokens.ts';

const apReq = application(14, sequence());
const krbToken = (mech: string) => tlv(0x60, Buffer.concat([oid(mech), Buffer.from([1, 0]), apReq]));
const negTokenInit = (mechs: string[], token: Buffer) =>
  tlv(
    0x60,
    Buffer.concat([
      oid(OID_SPNEGO),
      explicit(0, sequence(explicit(0, sequence(...mechs.map(oid))), explicit(2, octets(token)))),
    ]),
  );

test('SPNEGO and raw Kerberos tokens give the AP-REQ back, and the answer names the same mechanism', () => {
  assert.deepEqual(parseInitiatorToken(initiatorToken(apReq)), { framing: 'spnego', mech: OID_KRB5, apReq });
  assert.deepEqual(parseInitiatorToken(initiatorToken(apReq, true)), {
    framing: 'krb5',
    mech: OID_KRB5,
    apReq,
  });
  // Microsoft's misspelt Kerberos OID first: the answer must echo it as the supported mechanism.
  const ms = parseInitiatorToken(negTokenInit([OID_KRB5_MS, OID_KRB5], krbToken(OID_KRB5)));
  assert.equal(ms.mech, OID_KRB5_MS);
  const apRep = application(15, sequence());
  assert.deepEqual(parseAcceptorToken(acceptorToken(ms, apRep)), {
    state: NEG_STATE.acceptCompleted,
    mech: OID_KRB5_MS,
    apRep,
  });
  assert.deepEqual(parseAcceptorToken(acceptorToken(ms)), {
    state: NEG_STATE.acceptCompleted,
    mech: OID_KRB5_MS,
  });
  assert.equal(acceptorToken({ framing: 'krb5', mech: OID_KRB5 }).length, 0);
});

test('tokens for other mechanisms or without an AP-REQ are refused', () => {
  const ntlm = '1.3.6.1.4.1.311.2.2.10';
  assert.throws(() => parseInitiatorToken(negTokenInit([ntlm, OID_KRB5], krbToken(OID_KRB5))), /preferred/);
  assert.throws(() => parseInitiatorToken(negTokenInit([OID_KRB5], krbToken(ntlm))), /not a Kerberos token/);
  assert.throws(() => parseInitiatorToken(krbToken(ntlm)), /unsupported mechanism/);
  const apRepToken = tlv(0x60, Buffer.concat([oid(OID_KRB5), Buffer.from([2, 0]), apReq]));
  assert.throws(() => parseInitiatorToken(apRepToken), /not an AP-REQ/);
  const withoutToken = tlv(
    0x60,
    Buffer.concat([oid(OID_SPNEGO), explicit(0, sequence(explicit(0, sequence(oid(OID_KRB5)))))]),
  );
  assert.throws(() => parseInitiatorToken(withoutToken), /without a mechToken/);
});
