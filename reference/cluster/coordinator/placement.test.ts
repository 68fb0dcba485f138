// One RunRules pass: first match wins, drops, tiers and replicas within capacity, broadcast, availability first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RetentionRule } from '../../../schemas/generated/rules/retention-rule.ts';
import type { HistoricalConfig } from '../../config.ts';
import type { SegmentRecord } from '../../store/store.ts';
import { type PlacementInput, planPlacement } from './placement.ts';

const D = 86_400_000;
const SEP12 = Date.UTC(2015, 8, 12);

function segment(datasource: string, day: number, size = 100, tombstone = false): SegmentRecord {
  const start = SEP12 + day * D;
  return {
    id: `${datasource}_${day}`,
    datasource,
    start,
    end: start + D,
    version: 'v1',
    partitionNum: 0,
    size,
    tombstone,
  } as SegmentRecord;
}

const server = (host: string, tier = '_default_tier', maxSize = 1000): HistoricalConfig => ({
  host,
  tier,
  maxSize,
});
const loadOn = (tiers: Record<string, number>): RetentionRule => ({
  type: 'loadForever',
  tieredReplicants: tiers,
  useDefaultTierForNull: true,
});

function plan(rules: RetentionRule[], overrides: Partial<PlacementInput> = {}) {
  return planPlacement({
    segments: [segment('wiki', 0), segment('wiki', 1)],
    rulesOf: () => rules,
    servers: [server('h1'), server('h2')],
    current: new Map(),
    now: SEP12 + 10 * D,
    ...overrides,
  });
}
const hostsOf = (placement: ReturnType<typeof plan>, id: string) =>
  [...placement.loaded].filter(([, segments]) => segments.has(id)).map(([host]) => host);

test('the first matching rule decides: a drop after a matching load rule is never reached', () => {
  const placement = plan([
    {
      type: 'loadByInterval',
      interval: '2015-09-12/2015-09-13',
      tieredReplicants: { _default_tier: 1 },
      useDefaultTierForNull: true,
    },
    { type: 'dropForever' },
  ]);
  assert.deepEqual(placement.drop, ['wiki_1']);
  assert.equal(hostsOf(placement, 'wiki_0').length, 1);
  assert.deepEqual(hostsOf(placement, 'wiki_1'), []);
  assert.equal(placement.required.get('wiki_1'), 0);
});

test('replicas go to different servers of the tier, never more than the tier has', () => {
  const placement = plan([loadOn({ _default_tier: 3 })]);
  assert.deepEqual(hostsOf(placement, 'wiki_0').sort(), ['h1', 'h2']);
  assert.equal(placement.required.get('wiki_0'), 3);
});

test('capacity: the newest segments are placed first, what does not fit is not served', () => {
  const placement = plan([loadOn({ _default_tier: 1 })], {
    segments: [segment('wiki', 0, 600), segment('wiki', 1, 600)],
    servers: [server('h1', '_default_tier', 1000)],
  });
  assert.deepEqual(hostsOf(placement, 'wiki_1'), ['h1']);
  assert.deepEqual(hostsOf(placement, 'wiki_0'), []);
});

test('zero replicas unload a segment; it stays used', () => {
  const placement = plan([loadOn({ _default_tier: 0 })], { current: new Map([['h1', new Set(['wiki_0'])]]) });
  assert.deepEqual(hostsOf(placement, 'wiki_0'), []);
  assert.deepEqual(placement.drop, []);
});

test('a segment stays on its old tier until the tier the rule names can hold it', () => {
  const servers = [server('h1'), server('cold1', 'cold')];
  const current = new Map([['h1', new Set(['wiki_0'])]]);
  const missingTier = plan([loadOn({ hot: 1 })], { servers, current });
  assert.deepEqual(hostsOf(missingTier, 'wiki_0'), ['h1']);
  const moved = plan([loadOn({ cold: 1 })], { servers, current });
  assert.deepEqual(hostsOf(moved, 'wiki_0'), ['cold1']);
});

test('broadcast loads on every server; tombstones are never loaded; no matching rule leaves a segment as it is', () => {
  const broadcast = plan([{ type: 'broadcastForever' }]);
  assert.deepEqual(hostsOf(broadcast, 'wiki_0').sort(), ['h1', 'h2']);
  const tombstone = plan([loadOn({ _default_tier: 1 })], { segments: [segment('wiki', 0, 1, true)] });
  assert.deepEqual(hostsOf(tombstone, 'wiki_0'), []);
  const current = new Map([['h2', new Set(['wiki_0'])]]);
  const unmatched = plan([], { current });
  assert.deepEqual(hostsOf(unmatched, 'wiki_0'), ['h2']);
  assert.equal(unmatched.required.has('wiki_0'), false);
});

test('each tier a load or broadcast rule names keeps the replicas it requires there', () => {
  const servers = [server('h1'), server('h2'), server('cold1', 'cold')];
  const load = plan([loadOn({ _default_tier: 3, ghost: 1 })], { servers });
  assert.deepEqual(load.requiredInTiers.get('wiki_0'), { _default_tier: 3, ghost: 1 });
  const broadcast = plan([{ type: 'broadcastForever' }], { servers });
  assert.deepEqual(broadcast.requiredInTiers.get('wiki_0'), { _default_tier: 2, cold: 1 });
  const drop = plan([{ type: 'dropForever' }], { servers });
  assert.equal(drop.requiredInTiers.has('wiki_0'), false);
});
