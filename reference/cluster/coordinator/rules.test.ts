// Validation and defaults of POSTed retention rules, and the rule chain: a datasource's rules, then the defaults.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import { ApiError } from '../../errors/api-error.ts';
import { parseRules, periodOfMillis, ruleChainOf } from './rules.ts';

const rejects = (body: unknown, message: RegExp) =>
  assert.throws(
    () => parseRules(body),
    (error: unknown) => error instanceof ApiError && error.status === 400 && message.test(error.message),
  );

test('omitted fields get the defaults the real system echoes; other fields are dropped', () => {
  assert.deepEqual(
    parseRules([
      { type: 'loadForever' },
      { type: 'loadForever', useDefaultTierForNull: false, colour: 'red' },
      { type: 'loadByPeriod', period: 'P1M', tieredReplicants: { hot: 1 } },
      { type: 'dropBeforeByPeriod', period: 'P1Y', includeFuture: false },
    ]),
    [
      { type: 'loadForever', tieredReplicants: { _default_tier: 2 }, useDefaultTierForNull: true },
      { type: 'loadForever', tieredReplicants: {}, useDefaultTierForNull: false },
      {
        type: 'loadByPeriod',
        period: 'P1M',
        includeFuture: true,
        tieredReplicants: { hot: 1 },
        useDefaultTierForNull: true,
      },
      { type: 'dropBeforeByPeriod', period: 'P1Y' },
    ],
  );
});

test('intervals come back in UTC with milliseconds', () => {
  assert.deepEqual(parseRules([{ type: 'dropByInterval', interval: '2012-01-01T02:00+02:00/P1D' }]), [
    { type: 'dropByInterval', interval: '2012-01-01T00:00:00.000Z/2012-01-02T00:00:00.000Z' },
  ]);
});

test('malformed rules are a 400 that names the rule', () => {
  rejects({ type: 'dropForever' }, /JSON array/);
  rejects([{ type: 'dropForever' }, { type: 'sometimes' }], /rule \[1\]: unknown rule type \[sometimes\]/);
  rejects([{ type: 'loadForever', tieredReplicants: { t: -1 } }], /tieredReplicants\.t must be >= 0/);
  rejects([{ type: 'loadForever', tieredReplicants: { t: null } }], /tieredReplicants\.t must be integer/);
  rejects([{ type: 'dropByInterval', interval: '2013-01-01/2012-01-01' }], /ends after it starts/);
  rejects([{ type: 'dropByPeriod', period: '1 month' }], /not an ISO 8601 period/);
  rejects([7], /must be a JSON object/);
});

test('the chain is the datasource rules, then the defaults; other datasources get only the defaults', () => {
  const own: RetentionRule = { type: 'dropByPeriod', period: 'P1D', includeFuture: true };
  const fallback: RetentionRule = { type: 'dropForever' };
  const chain = ruleChainOf(
    new Map([
      ['_default', [fallback]],
      ['wiki', [own]],
    ]),
  );
  assert.deepEqual(chain('wiki'), [own, fallback]);
  assert.deepEqual(chain('constructor'), [fallback]);
});

test('what the real system coerces is stored as it stores it', () => {
  assert.deepEqual(
    parseRules([
      { type: 'loadForever', tieredReplicants: { _default_tier: 1.5, hot: '2' }, useDefaultTierForNull: 0 },
      { type: 'dropBeforeByPeriod', period: 30 },
      { type: 'dropByPeriod' },
      { type: 'loadByInterval', tieredReplicants: { _default_tier: 1 } },
    ]),
    [
      { type: 'loadForever', tieredReplicants: { _default_tier: 1, hot: 2 }, useDefaultTierForNull: false },
      { type: 'dropBeforeByPeriod', period: 'PT0.030S' },
      { type: 'dropByPeriod', period: null, includeFuture: true },
      {
        type: 'loadByInterval',
        interval: null,
        tieredReplicants: { _default_tier: 1 },
        useDefaultTierForNull: true,
      },
    ],
  );
  assert.equal(periodOfMillis(90_000), 'PT1M30S');
});
