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

const log = (body: string, contentEncoding = 'IDENTITY') =>
  JSON.stringify({
    attachment: { testCaseStartedId: '$ID', body, mediaType: 'text/x.cucumber.log+plain', contentEncoding },
  });

test('classifies passed, assertion failures, harness errors, unsupported and excluded scenarios', () => {
  const ndjson = [
    scenario(1, ['@SQL-001']),
    scenario(2, ['@SQL-002']),
    scenario(3, ['@SQL-003']),
    scenario(4, ['@SQL-004']),
    scenario(5, ['@SQL-005']),
    scenario(6, ['@SQL-006']),
    scenario(7, ['@SQL-007']),
    scenario(8, ['@SQL-008']),
    attempt(1, 0, PASSED),
    attempt(2, 0, assertion('AssertionError')),
    attempt(3, 0, assertion('ERR_ASSERTION')),
    attempt(4, 0, { status: 'FAILED', exception: { type: 'TypeError', message: 'x is null' } }),
    attempt(5, 0, { status: 'UNDEFINED' }),
    attempt(6, 0, { status: 'SKIPPED' }, false, log('unsupported: target lacks autoscaling')),
    attempt(7, 0, { status: 'AMBIGUOUS' }),
    attempt(8, 0, { status: 'SKIPPED' }, false, log('excluded: read-only mode')),
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
      ['unsupported', 'target lacks autoscaling'],
      ['error', 'ambiguous step "step 7"'],
      ['excluded', 'read-only mode'],
    ],
  );
  assert.deepEqual(scenarios[0], {
    name: 'scenario 1',
    uri: 'features/sql/a.feature',
    line: 10,
    tags: ['@SQL-001'],
    outcome: 'passed',
    steps: [{ keyword: '', text: 'step 1', status: 'passed', exchanges: [], consistency: [] }],
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

test('a pickle that never ran is excluded; one that never finished is a harness error', () => {
  const unfinished = JSON.stringify({ testCaseStarted: { id: 'tcs2.0', testCaseId: 'tc2', attempt: 0 } });
  const end = JSON.stringify({ testRunFinished: { success: false } });
  const ndjson = [scenario(1, []), scenario(2, []), unfinished, end, '{"testStepFinished": {"testCa'].join(
    '\n',
  );
  const { scenarios, malformedLines } = readScenarioResults(ndjson);
  assert.deepEqual(
    scenarios.map(({ outcome, reason }) => [outcome, reason]),
    [
      ['excluded', 'not run'],
      ['error', 'the run ended before the scenario finished'],
    ],
  );
  assert.equal(malformedLines, 1);
});

test('a skip without an "unsupported: " or "excluded: " log is a harness error; base64 logs are decoded', () => {
  const encoded = Buffer.from('unsupported: target lacks server-properties').toString('base64');
  const ndjson = [
    scenario(1, []),
    scenario(2, []),
    attempt(1, 0, { status: 'SKIPPED' }, false, log('skipped: the old prefix')),
    attempt(2, 0, { status: 'SKIPPED' }, false, log(encoded, 'BASE64')),
  ].join('\n');
  const { scenarios } = readScenarioResults(ndjson);
  assert.equal(scenarios[0]?.outcome, 'error');
  assert.match(scenarios[0]?.reason ?? '', /skipped without an "unsupported: …" or "excluded: …" log line/);
  assert.deepEqual(
    [scenarios[1]?.outcome, scenarios[1]?.reason],
    ['unsupported', 'target lacks server-properties'],
  );
});

test('pickles a broken or killed run never reached are harness errors, not excluded', () => {
  const hookFailed = JSON.stringify({
    testRunHookFinished: {
      result: { status: 'FAILED', exception: { type: 'Error', message: 'ECONNREFUSED' } },
    },
  });
  const reading = readScenarioResults([scenario(1, []), hookFailed].join('\n'));
  assert.equal(reading.runFailure, 'a BeforeAll or AfterAll hook failed with Error: ECONNREFUSED');
  const broken = reading.scenarios[0];
  assert.deepEqual(
    [broken?.outcome, broken?.reason],
    ['error', 'not run: a BeforeAll or AfterAll hook failed with Error: ECONNREFUSED'],
  );
  const killed = readScenarioResults(scenario(1, [])).scenarios[0];
  assert.deepEqual(
    [killed?.outcome, killed?.reason],
    ['error', 'not run: the run stopped before this scenario'],
  );
});

test('a retry that never started leaves the scenario as a harness error, not a pass or skip', () => {
  const ndjson = [scenario(1, []), attempt(1, 0, assertion('AssertionError'), true)].join('\n');
  assert.equal(readScenarioResults(ndjson).scenarios[0]?.outcome, 'error');
});
