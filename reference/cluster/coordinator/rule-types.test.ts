// How each rule type matches a segment interval (§retention-rules.8): overlap, containment and windows back from now.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import { matcherOf } from './rule-types.ts';

const D = 86_400_000;
const NOW = Date.UTC(2024, 5, 15, 12);
const day = (offset: number) => {
  const start = Date.UTC(2024, 5, 15) + offset * D;
  return { start, end: start + D };
};
const matches = (rule: RetentionRule, offset: number) => matcherOf(rule)(day(offset), NOW);
const load = { tieredReplicants: { _default_tier: 1 }, useDefaultTierForNull: true } as const;

test('forever rules match every segment', () => {
  for (const type of ['loadForever', 'dropForever', 'broadcastForever'] as const) {
    const rule = (type === 'loadForever' ? { type, ...load } : { type }) as RetentionRule;
    assert.ok(matches(rule, -1000) && matches(rule, 1000), type);
  }
});

test('interval load and broadcast rules match what they overlap; dropByInterval only what it contains', () => {
  const interval = '2024-06-15T06:00:00.000Z/2024-06-17T00:00:00.000Z';
  for (const rule of [
    { type: 'loadByInterval', interval, ...load },
    { type: 'broadcastByInterval', interval },
  ] as RetentionRule[]) {
    assert.deepEqual(
      [matches(rule, -1), matches(rule, 0), matches(rule, 1), matches(rule, 2)],
      [false, true, true, false],
    );
  }
  const drop: RetentionRule = { type: 'dropByInterval', interval };
  assert.deepEqual([matches(drop, 0), matches(drop, 1), matches(drop, 2)], [false, true, false]);
});

test('loadByPeriod: with includeFuture whatever ends after the window starts, without it what overlaps the window', () => {
  const future: RetentionRule = { type: 'loadByPeriod', period: 'P3D', includeFuture: true, ...load };
  const past: RetentionRule = { ...future, includeFuture: false };
  // The window is [June 12 12:00, June 15 12:00].
  assert.deepEqual(
    [matches(future, -4), matches(future, -3), matches(future, 0), matches(future, 5)],
    [false, true, true, true],
  );
  assert.deepEqual(
    [matches(past, -4), matches(past, -3), matches(past, 0), matches(past, 1)],
    [false, true, true, false],
  );
});

test('dropByPeriod: with includeFuture whatever starts in the window or later, without it what the window contains', () => {
  const future: RetentionRule = { type: 'dropByPeriod', period: 'P3D', includeFuture: true };
  const past: RetentionRule = { ...future, includeFuture: false };
  // June 12 starts before the window; June 13 and 14 lie inside; June 15 ends after now.
  assert.deepEqual(
    [matches(future, -3), matches(future, -2), matches(future, 0), matches(future, 9)],
    [false, true, true, true],
  );
  assert.deepEqual(
    [matches(past, -3), matches(past, -2), matches(past, -1), matches(past, 0)],
    [false, true, true, false],
  );
});

test('dropBeforeByPeriod matches what ended before the window starts, months counted on the calendar', () => {
  const rule: RetentionRule = { type: 'dropBeforeByPeriod', period: 'P1M' };
  // The window starts on May 15 12:00: May 14 ends before it, May 15 does not.
  assert.equal(matches(rule, -32), true);
  assert.equal(matches(rule, -31), false);
});
