// Retention-rule setup beyond a plain POST: default rules extended without losing the ones the target has.
import assert from 'node:assert/strict';
import { Given } from '@cucumber/cucumber';
import { assertStatus } from '../kit/core/assertions.ts';
import { featureJson, jsonArray } from '../kit/core/json-body.ts';
import type { ApiWorld } from './world.ts';

const DEFAULT_RULES = '/analytics/coordinator/v1/rules/_default';

// @serial scenarios only: the hooks restore the default rules afterwards.
Given(
  'the default rules have been extended at the front with:',
  async function (this: ApiWorld, rules: string) {
    const added = featureJson(this.expand(rules));
    assert.ok(Array.isArray(added), 'The rules to add must be a JSON array');
    const current = await this.request('GET', DEFAULT_RULES);
    assertStatus(current, 200);
    const body = JSON.stringify([...added, ...jsonArray(current)]);
    assertStatus(await this.request('POST', DEFAULT_RULES, body), 200);
  },
);
