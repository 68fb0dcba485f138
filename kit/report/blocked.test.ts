// A scenario a precondition took down is blocked, counted apart, and the summary names each cause once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type TestStepResult, TestStepResultStatus } from '@cucumber/messages';
import { blockedCauses, blockedLines } from './blocked.ts';
import type { Attempt } from './envelopes.ts';
import { ruleStatusOf } from './outcomes.ts';
import { verdict } from './verdict.ts';

const CAUSE =
  "precondition: the target could not load the kit's data: GET /druid/indexer/v1/task/q/status answered 404 Task not found";

const step = (id: string, status: TestStepResultStatus, type?: string): Attempt['steps'][number] => ({
  testStepId: id,
  result: {
    status,
    duration: { seconds: 0, nanos: 0 },
    ...(type === undefined
      ? {}
      : { exception: { type, message: type === 'AssertionError' ? 'wrong' : CAUSE } }),
  } as TestStepResult,
});

const attempt = (steps: Attempt['steps']): Attempt => ({
  number: 0,
  testCaseId: 't',
  steps,
  attachments: [],
  finished: true,
  willBeRetried: false,
});

test('a step that could not set the scenario up makes it blocked, with the cause as its reason', () => {
  const blocked = verdict(
    attempt([
      step('1', TestStepResultStatus.PASSED),
      step('2', TestStepResultStatus.FAILED, 'PreconditionFailure'),
      step('3', TestStepResultStatus.SKIPPED),
    ]),
    () => undefined,
  );
  assert.deepEqual(blocked, { outcome: 'blocked', reason: CAUSE, decidingStepId: '2' });
  const failed = verdict(
    attempt([step('1', TestStepResultStatus.FAILED, 'AssertionError')]),
    () => undefined,
  );
  assert.equal(failed.outcome, 'failed');
});

test('a blocked scenario gives its rule no pass, and a failure still wins over it', () => {
  assert.equal(ruleStatusOf(['passed', 'blocked']), 'blocked');
  assert.equal(ruleStatusOf(['blocked', 'failed']), 'failed');
});

test('the summary counts the blocked scenarios once per cause, most first', () => {
  const scenarios = [
    ...Array.from({ length: 212 }, () => ({ outcome: 'blocked', reason: CAUSE })),
    { outcome: 'blocked', reason: 'precondition: the target could not load this scenario data: x' },
    { outcome: 'failed', reason: 'other' },
  ];
  const causes = blockedCauses(scenarios);
  assert.deepEqual(
    causes.map((c) => c.scenarios),
    [212, 1],
  );
  assert.deepEqual(blockedLines(causes).slice(0, 2), [
    'blocked: 213 scenarios the target could not set up (no verdict on their rules), by 2 cause(s):',
    `  212 × ${CAUSE}`,
  ]);
  assert.deepEqual(blockedLines([]), []);
});
