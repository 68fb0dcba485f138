// Unit tests for the conformance statement.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { aggregate, type SpecRule } from './aggregate.ts';
import { conformanceStatement } from './statement.ts';

const rule: SpecRule = {
  id: 'SQL-001',
  area: 'sql',
  section: 'SQL',
  kind: 'behaviour',
  method: null,
  path: null,
  summary: 's',
  certainty: 'stated',
  checkableOnAnyTarget: true,
};

test('the statement names the kit, the catalogue, the target and its version, and each rule status', () => {
  const target = {
    target: 'https://***:***@host:9088',
    targetVersion: '31.0.0',
    capabilities: ['security', 7],
  };
  const report = aggregate({
    rules: [rule],
    scenarios: [
      { name: 'a', uri: 'f', tags: ['@SQL-001'], outcome: 'unsupported', reason: 'lacks security' },
    ],
    target,
    generatedAt: 'now',
  });
  const statement = conformanceStatement(report, {
    kit: { name: 'kit', version: '0.1.0' },
    catalogueText: '[1]',
  });
  assert.deepEqual(statement, {
    kit: { name: 'kit', version: '0.1.0' },
    spec: {
      title: 'Analytics Cluster HTTP API',
      version: null,
      catalogue: { rules: 1, sha256: createHash('sha256').update('[1]').digest('hex') },
    },
    target: { url: 'https://***:***@host:9088', version: '31.0.0', capabilities: ['security'] },
    profile: null,
    rules: { 'SQL-001': 'unsupported' },
    ruleCounts: report.ruleCounts,
    score: report.score,
    generatedAt: 'now',
  });
});

test('a missing or partial target.json gives nulls, not a crash', () => {
  const report = aggregate({ rules: [rule], scenarios: [], target: null, generatedAt: 'now' });
  const { target } = conformanceStatement(report, { kit: { name: 'k', version: '1' }, catalogueText: '' });
  assert.deepEqual(target, { url: null, version: null, capabilities: [] });
});
