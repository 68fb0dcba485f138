// Unit tests for time-to-consistency records and their statistics.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consistencyStats, describeRecord, describeStats, parseConsistency } from './consistency.ts';

const record = (elapsedMs: number, met = true) => ({ elapsedMs, attempts: 2, deadlineMs: 900, met });

test('median and max are over the met checks; unmet ones are counted apart', () => {
  assert.equal(consistencyStats([]), undefined);
  assert.deepEqual(consistencyStats([record(30), record(10), record(20), record(900, false)]), {
    checks: 4,
    unmet: 1,
    medianMs: 20,
    maxMs: 30,
  });
  assert.deepEqual(consistencyStats([record(10), record(21)]), {
    checks: 2,
    unmet: 0,
    medianMs: 16,
    maxMs: 21,
  });
  assert.deepEqual(consistencyStats([record(900, false)]), {
    checks: 1,
    unmet: 1,
    medianMs: null,
    maxMs: null,
  });
});

test('records are parsed strictly and described for a reader', () => {
  assert.deepEqual(parseConsistency(JSON.stringify(record(5))), record(5));
  assert.equal(parseConsistency('{"elapsedMs":"5","attempts":1,"deadlineMs":1,"met":true}'), undefined);
  assert.equal(parseConsistency('not json'), undefined);
  assert.equal(describeRecord(record(5)), 'consistent after 5 ms (2 checks, deadline 900 ms)');
  assert.equal(describeRecord(record(901, false)), 'not consistent after 901 ms (2 checks, deadline 900 ms)');
  assert.equal(
    describeStats({ checks: 3, unmet: 1, medianMs: 4, maxMs: 8 }),
    '3 checks, median 4 ms, max 8 ms, 1 not met',
  );
});
