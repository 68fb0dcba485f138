// Only a successful POST of the rules of one of the run's datasources is undone after the scenario.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RUN_PREFIX } from './names.ts';
import { rulesSetFor } from './rules-cleanup.ts';

test('the rules of the run own datasources, set with 200, are emptied afterwards; nothing else is', () => {
  const ds = `${RUN_PREFIX}_7`;
  assert.equal(rulesSetFor('POST', `/analytics/coordinator/v1/rules/${ds}`, 200), ds);
  assert.equal(
    rulesSetFor('POST', `/analytics/coordinator/v1/rules/${encodeURIComponent(`${ds} b`)}`, 200),
    `${ds} b`,
  );
  assert.equal(rulesSetFor('POST', `/analytics/coordinator/v1/rules/${ds}`, 400), undefined);
  assert.equal(rulesSetFor('GET', `/analytics/coordinator/v1/rules/${ds}`, 200), undefined);
  assert.equal(rulesSetFor('POST', `/analytics/coordinator/v1/rules/${ds}/history`, 200), undefined);
  assert.equal(rulesSetFor('POST', '/analytics/coordinator/v1/rules/_default', 200), undefined);
  assert.equal(rulesSetFor('POST', '/analytics/coordinator/v1/rules/wikipedia', 200), undefined);
});
