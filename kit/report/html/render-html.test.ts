// Unit tests for conformance.html as text: escaping, evidence policy, the parts a reader needs.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DEVIATION_TEXT,
  FAILING_CURL,
  FIXTURE_PROFILE,
  FIXTURE_TARGET,
  fixtureCatalogue,
  fixtureMessages,
} from '../fixtures/fixture-run.ts';
import { writeReports } from '../write-reports.ts';
import { escapeHtml } from './escape.ts';

function writtenReport(): { html: string; json: Record<string, unknown> } {
  const dir = mkdtempSync(join(tmpdir(), 'kit-report-'));
  try {
    writeFileSync(join(dir, 'messages.ndjson'), fixtureMessages());
    writeFileSync(join(dir, 'target.json'), JSON.stringify(FIXTURE_TARGET));
    writeReports(dir, fixtureCatalogue(), '2025-01-01T00:00:00.000Z', FIXTURE_PROFILE, () => true);
    return {
      html: readFileSync(join(dir, 'conformance.html'), 'utf8'),
      json: JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as Record<string, unknown>,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { html, json } = writtenReport();

test('one self-contained file: no script, no external asset', () => {
  assert.doesNotMatch(html, /<script/i);
  assert.doesNotMatch(html, /\b(src|href)="(https?:)?\/\//i);
  assert.doesNotMatch(html, /<link\b/i);
});

test('server text is escaped wherever it appears', () => {
  assert.ok(html.includes('&lt;script&gt;document.body.textContent=&#39;pwned&#39;&lt;/script&gt;'));
  assert.ok(!html.includes('<b>bold</b>'));
  assert.ok(html.includes('&quot;&lt;SQL parse failed&gt;&quot;'));
});

test('the failure carries its reproduction; only failed and error scenarios keep HTTP evidence', () => {
  assert.ok(html.includes(`<pre class="curl">${escapeHtml(FAILING_CURL)}</pre>`));
  assert.ok(html.includes('[{&quot;EXPR$0&quot;:1}]') === false, 'a passed scenario keeps no answer body');
  assert.match(html, /\(1 HTTP exchange\)/);
  assert.match(html, /Time to consistency: consistent after 240 ms \(4 checks, deadline 15000 ms\)/);
});

test('the top echoes the configuration and counts every outcome apart', () => {
  assert.match(html, /Score: 1 \/ 7 rules passed \(14\.3 %\)/);
  assert.match(html, /<th>targetVersion<\/th><td>31\.0\.0-fixture<\/td>/);
  for (const outcome of ['passed', 'failed', 'unsupported', 'excluded', 'error', 'deviates', 'not covered'])
    assert.ok(html.includes(`<span class="badge ${outcome.replace(' ', '-')}">${outcome}</span>`), outcome);
});

test('a listed failure deviates: its reason names the system, the profile is shown with its verdict', () => {
  assert.ok(html.includes(`deviates from the spec as Fixture Druid 31.0.0 does: ${DEVIATION_TEXT}`));
  assert.ok(html.includes('<h2>Deviation profile</h2>'));
  assert.match(
    html,
    /1 scenarios deviate as listed, 1 distinct behaviours \(1 of 1 entries; 0 not judged in this run\)/,
  );
  assert.match(html, /<h3>Deviations by behaviour \(1\)<\/h3>/);
  assert.match(html, /evidence: Fixture Druid 31\.0\.0, a made-up run · failed with: Expected 1 row, got 0/);
});

test('conformance.json carries the statement', () => {
  const statement = json.statement as { target: unknown; rules: unknown; kit: unknown; profile: unknown };
  assert.deepEqual(statement.profile, { name: 'fixture-druid-31', title: 'Fixture Druid 31.0.0' });
  assert.deepEqual(statement.kit, { name: 'analytics-conformance-kit', version: '9.9.9-fixture' });
  assert.deepEqual(statement.target, {
    url: 'https://***:***@analytics.example:9088',
    version: '31.0.0-fixture',
    capabilities: ['security'],
  });
  assert.deepEqual(statement.rules, {
    'SQL-001': 'passed',
    'SQL-002': 'failed',
    'SQL-003': 'unsupported',
    'SQL-004': 'deviates',
    'SEC-001': 'excluded',
    'SEC-002': 'error',
    'SEC-003': 'not covered',
  });
});
