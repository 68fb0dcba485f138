// Unit tests for the steps of a scenario as the reports show them: keywords, evidence, consistency, reproduction.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONSISTENCY_MEDIA_TYPE } from './consistency.ts';
import { cucumberMessages } from './fixtures/cucumber-messages.ts';
import { readScenarioResults } from './read-messages.ts';
import { splitExchange } from './scenario-steps.ts';

const exchange = (path: string, status: number) => ({
  body: `curl -i -X GET "$TARGET_URL${path}"\n\n→ ${status}, Content-Type: application/json\n{"path":"${path}"}`,
  mediaType: 'text/plain',
});
const consistency = (elapsedMs: number, met: boolean) => ({
  body: JSON.stringify({ elapsedMs, attempts: 3, deadlineMs: 1000, met }),
  mediaType: CONSISTENCY_MEDIA_TYPE,
});

const ndjson = cucumberMessages([
  {
    name: 'a failing check',
    uri: 'features/a.feature',
    line: 3,
    tags: ['@SQL-001'],
    steps: [
      { keyword: 'When ', text: 'I GET "/a"', attachments: [exchange('/a', 200)] },
      {
        keyword: 'Then ',
        text: 'eventually the response status is 400',
        status: 'FAILED',
        exception: { type: 'AssertionError', message: '200 !== 400' },
        attachments: [
          exchange('/b', 200),
          consistency(1000, false),
          { body: '{broken', mediaType: CONSISTENCY_MEDIA_TYPE },
        ],
      },
      { keyword: 'And ', text: 'the body is:', status: 'SKIPPED', docString: '{"a": 1}' },
    ],
  },
  {
    name: 'a check that does not send',
    uri: 'features/a.feature',
    line: 9,
    tags: [],
    steps: [
      { keyword: 'When ', text: 'I GET "/c"', attachments: [exchange('/c', 500), consistency(120, true)] },
      {
        keyword: 'Then ',
        text: 'the status is 200',
        status: 'FAILED',
        exception: { type: 'AssertionError', message: 'x' },
      },
    ],
  },
  {
    name: 'skipped by a hook',
    uri: 'features/a.feature',
    line: 12,
    tags: [],
    before: { status: 'SKIPPED', logs: ['unsupported: target lacks autoscaling'] },
    steps: [{ keyword: 'Given ', text: 'a step', status: 'SKIPPED' }],
  },
]);
const [failing, thenFailing, skipped] = readScenarioResults(ndjson).scenarios;

test('steps carry their keyword, status, argument, failure, exchanges and consistency records', () => {
  assert.deepEqual(
    failing?.steps?.map((step) => [step.keyword, step.text, step.status]),
    [
      ['When ', 'I GET "/a"', 'passed'],
      ['Then ', 'eventually the response status is 400', 'failed'],
      ['And ', 'the body is:', 'skipped'],
    ],
  );
  const then = failing?.steps?.[1];
  assert.equal(then?.message, 'AssertionError: 200 !== 400');
  assert.deepEqual(then?.consistency, [{ elapsedMs: 1000, attempts: 3, deadlineMs: 1000, met: false }]);
  assert.deepEqual(then?.exchanges, [
    {
      request: 'curl -i -X GET "$TARGET_URL/b"',
      response: '→ 200, Content-Type: application/json\n{"path":"/b"}',
    },
  ]);
  assert.equal(failing?.steps?.[2]?.argument, '{"a": 1}');
});

test("the reproduction is the failing step's last request, or the last one before it", () => {
  assert.equal(failing?.reproduction, 'curl -i -X GET "$TARGET_URL/b"');
  assert.equal(thenFailing?.reproduction, 'curl -i -X GET "$TARGET_URL/c"');
  assert.equal(skipped?.reproduction, undefined);
});

test('a hook shows only when it did not pass; the skip reason comes from its log', () => {
  assert.deepEqual(
    skipped?.steps?.map((step) => [step.keyword, step.text, step.status]),
    [
      ['Before hook', 'steps/hooks.ts:52', 'skipped'],
      ['Given ', 'a step', 'skipped'],
    ],
  );
  assert.deepEqual([skipped?.outcome, skipped?.reason], ['unsupported', 'target lacks autoscaling']);
});

test('an exchange without an answer line keeps its whole text as the request', () => {
  assert.deepEqual(splitExchange('curl x'), { request: 'curl x', response: '' });
});
