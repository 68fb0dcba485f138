// Where each capability comes from: in process, declared in TARGET_CAPABILITIES, or probed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CAPABILITIES,
  decideCapabilities,
  lackReason,
  presentCapabilities,
  readDeclaration,
} from './capabilities.ts';

test('unset, empty or auto TARGET_CAPABILITIES probes; a plain list does not', () => {
  assert.deepEqual(readDeclaration([]), { probe: true, declared: [] });
  assert.deepEqual(readDeclaration(['auto', 'autoscaling']), { probe: true, declared: ['autoscaling'] });
  assert.deepEqual(readDeclaration(['security']), { probe: false, declared: ['security'] });
});

test('an unknown capability name is an error that lists the known ones', () => {
  assert.throws(
    () => readDeclaration(['securty']),
    /unknown capabilities: securty \(known: fresh-target, .*auto\)/,
  );
});

test('in process the reference has every capability', () => {
  const findings = decideCapabilities(true, readDeclaration([]), {});
  assert.equal(presentCapabilities(findings).size, Object.keys(CAPABILITIES).length);
  assert.deepEqual(findings.security, {
    present: true,
    source: 'in-process',
    evidence: 'the kit starts the reference itself',
  });
});

test('a remote target: declared wins, probes fill the rest, in-process-only capabilities are absent', () => {
  const findings = decideCapabilities(false, readDeclaration(['auto', 'autoscaling', 'fresh-target']), {
    security: { present: false, evidence: 'GET /x answers 200 without credentials' },
    'complex-columns': { present: true, evidence: 'COMPLEX<json>' },
  });
  assert.deepEqual([...presentCapabilities(findings)].sort(), ['autoscaling', 'complex-columns']);
  assert.equal(findings.autoscaling.source, 'declared');
  assert.equal(findings['fresh-target'].present, false);
  assert.equal(findings['fresh-target'].source, 'in-process');
  assert.equal(
    lackReason('security', findings),
    'target lacks security (probed: GET /x answers 200 without credentials)',
  );
});

test('a declared list without auto leaves the others absent, saying probing was off', () => {
  const findings = decideCapabilities(false, readDeclaration(['security']), {});
  assert.equal(findings.security.present, true);
  assert.match(
    lackReason('complex-columns', findings),
    /declared: not listed in TARGET_CAPABILITIES, which turns probing off/,
  );
});
