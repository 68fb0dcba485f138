// Unit tests for reading Cucumber messages into scenario outcomes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readScenarioResults } from './read-messages.ts';

/** A pickle with one step `s<n>`, its test case `tc<n>` with test step `ts<n>`. */
function scenario(n: number, tags: string[]): string {
  const pickle = {
    id: `p${n}`,
    uri: 'features/sql/a.feature',
    location: { line: n * 10 },
    name: `scenario ${n}`,
    language: 'en',
    steps: [{ id: `s${n}`, text: `step ${n}`, type: 'Action', astNodeIds: [] }],
    tags: tags.map((name) => ({ name, astNodeId: 'x' })),
    astNodeIds: [],
  };
  const testCase = { id: `tc${n}`, pickleId: `p${n}`, testSteps: [{ id: `ts${n}`, pickleStepId: `s${n}` }] };
  return `${JSON.stringify({ pickle })}\n${JSON.stringify({ testCase })}`;
}

function attempt(n: number, attemptNo: number, result: object, willBeRetried = false, extra = ''): string {
  const id = `tcs${n}.${attemptNo}`;
  return [
    JSON.stringify({ testCaseStarted: { id, testCaseId: `tc${n}`, attempt: attemptNo, timestamp: {} } }),
    extra.replaceAll('$ID', id),
    JSON.stringify({
      testStepFinished: { testCaseStartedId: id, testStepId: `ts${n}`, testStepResult: result },
    }),
    JSON.stringify({ testCaseFinished: { testCaseStartedId: id, willBeRetried, timestamp: {} } }),
  ].join('\n');
}

const PASSED = { status: 'PASSED', duration: {} };
const assertion = (type: string) => ({
  status: 'FAILED',
  message: 'AssertionError [ERR_ASSERTION]: ...',
  exception: { type, message: 'status\n\n200 !== 400\n' },
});

test('classifies passed, assertion failures, harness errors and skips', () => {
  const skipLog = JSON.stringify({
    attachment: {
      testCaseStartedId: '$ID',
      body: 'skipped: no autoscaling',
      mediaType: 'text/x.cucumber.log+plain',
      contentEncoding: 'IDENTITY',
    },
  });
  const ndjson = [
    scenario(1, ['@SQL-001']),
    scenario(2, ['@SQL-002']),
    scenario(3, ['@SQL-003']),
    scenario(4, ['@SQL-004']),
    scenario(5, ['@SQL-005']),
    scenario(6, ['@SQL-006']),
    scenario(7, ['@SQL-007']),
    attempt(1, 0, PASSED),
    attempt(2, 0, assertion('AssertionError')),
    attempt(3, 0, assertion('ERR_ASSERTION')),
    attempt(4, 0, { status: 'FAILED', exception: { type: 'TypeError', message: 'x is null' } }),
    attempt(5, 0, { status: 'UNDEFINED' }),
    attempt(6, 0, { status: 'SKIPPED' }, false, skipLog),
    attempt(7, 0, { status: 'AMBIGUOUS' }),
  ].join('\n');
  const { scenarios, malformedLines } = readScenarioResults(ndjson);
  assert.equal(malformedLines, 0);
  assert.deepEqual(
    scenarios.map(({ outcome, reason }) => [outcome, reason]),
    [
      ['passed', undefined],
      ['failed', 'status\n\n200 !== 400'],
      ['failed', 'status\n\n200 !== 400'],
      ['error', 'step "step 4" failed with TypeError: x is null'],
      ['error', 'undefined step "step 5"'],
      ['skipped', 'no autoscaling'],
      ['error', 'ambiguous step "step 7"'],
    ],
  );
  assert.deepEqual(scenarios[0], {
    name: 'scenario 1',
    uri: 'features/sql/a.feature',
    line: 10,
    tags: ['@SQL-001'],
    outcome: 'passed',
  });
});

test('only the final attempt counts: retried attempts are ignored', () => {
  const ndjson = [
    scenario(1, ['@SQL-001']),
    attempt(1, 0, assertion('AssertionError'), true),
    attempt(1, 1, PASSED),
  ].join('\n');
  assert.equal(readScenarioResults(ndjson).scenarios[0]?.outcome, 'passed');
});

test('a pickle that never ran is skipped; one that never finished is a harness error', () => {
  const unfinished = JSON.stringify({ testCaseStarted: { id: 'tcs2.0', testCaseId: 'tc2', attempt: 0 } });
  const ndjson = [scenario(1, []), scenario(2, []), unfinished, '{"testStepFinished": {"testCa'].join('\n');
  const { scenarios, malformedLines } = readScenarioResults(ndjson);
  assert.deepEqual(
    scenarios.map(({ outcome, reason }) => [outcome, reason]),
    [
      ['skipped', 'not run'],
      ['error', 'the run ended before the scenario finished'],
    ],
  );
  assert.equal(malformedLines, 1);
});

test('a skip without a "skipped: " log has no reason; base64 logs are decoded', () => {
  const log = (body: string, contentEncoding: string) =>
    JSON.stringify({
      attachment: { testCaseStartedId: '$ID', body, mediaType: 'text/x.cucumber.log+plain', contentEncoding },
    });
  const encoded = Buffer.from('skipped: needs server-properties').toString('base64');
  const ndjson = [
    scenario(1, []),
    scenario(2, []),
    attempt(1, 0, { status: 'SKIPPED' }, false, log('some other log', 'IDENTITY')),
    attempt(2, 0, { status: 'SKIPPED' }, false, log(encoded, 'BASE64')),
  ].join('\n');
  const { scenarios } = readScenarioResults(ndjson);
  assert.deepEqual(scenarios[0], { ...scenarios[0], outcome: 'skipped' });
  assert.equal('reason' in (scenarios[0] ?? {}), false);
  assert.equal(scenarios[1]?.reason, 'needs server-properties');
});

test('a retry that never started leaves the scenario as a harness error, not a pass or skip', () => {
  const ndjson = [scenario(1, []), attempt(1, 0, assertion('AssertionError'), true)].join('\n');
  assert.equal(readScenarioResults(ndjson).scenarios[0]?.outcome, 'error');
});
