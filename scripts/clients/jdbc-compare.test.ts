// The JDBC comparison: error words cut at Druid's wrapped exception, listed differences excused, stale ones caught.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareChecks, errorWords, passes } from './jdbc-compare.ts';
import type { CheckLine } from './jdbc-driver.ts';

test('error words start at the remote error and keep the two causes both servers name', () => {
  const druid =
    'Error -1 (00000) : Error while executing SQL "SELECT * FROM nope": Remote driver error: QueryInterruptedException: ' +
    "Object 'nope' not found -> DruidException: Object 'nope' not found -> ValidationException: From line 1";
  assert.equal(
    errorWords(druid),
    "QueryInterruptedException: Object 'nope' not found -> DruidException: Object 'nope' not found",
  );
  assert.equal(errorWords('Remote driver error: Unauthorized'), 'Unauthorized');
});

const line = (check: string, observed: unknown, ms = 1): CheckLine => ({ check, observed, ms });

test('checks compare by what was observed, never by timing; a listed difference passes, a stale one fails', () => {
  const reference = [line('a', 1, 5), line('b', [1, 2]), line('c', 'x')];
  const druid = [line('a', 1, 900), line('b', [1, 3]), line('c', 'x')];
  const listed = [
    { check: 'b', targets: ['33'], why: 'known' },
    { check: 'c', targets: ['33'], why: 'was different once' },
  ];
  const outcomes = compareChecks(reference, druid, '33', listed).map((c) => [c.check, c.outcome, passes(c)]);
  assert.deepEqual(outcomes, [
    ['a', 'same', true],
    ['b', 'listed', true],
    ['c', 'stale', false],
  ]);
  const unlisted = compareChecks(reference, druid, '27', listed);
  assert.equal(unlisted[1]?.outcome, 'different');
  assert.equal(compareChecks([{ check: 'd', failure: 'boom' }], [], '33', [])[0]?.outcome, 'failed');
});
