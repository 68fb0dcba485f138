// Retention-rule setup beyond a plain POST: default rules extended without losing the ones the target has.
import assert from 'node:assert/strict';
import { Given } from '@cucumber/cucumber';
import { assertContains, assertStatus } from '../kit/core/assertions.ts';
import { eventually } from '../kit/core/eventually.ts';
import { featureJson, jsonArray, jsonBody } from '../kit/core/json-body.ts';
import { theRun } from '../kit/core/run.ts';
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

// The Coordinator applies the rules it holds in memory, which can lag a POST (§retention-rules.10, .12): data loaded,
// published or marked used before they read back would meet the rules the datasource had before.
Given(
  'the rules of datasource {string} have been set to:',
  async function (this: ApiWorld, datasource: string, rules: string) {
    const path = `/analytics/coordinator/v1/rules/${this.expand(datasource)}`;
    const body = this.expand(rules);
    assertStatus(await this.request('POST', path, body), 200);
    await eventually(async () => {
      const current = await this.request('GET', path);
      assertStatus(current, 200);
      assertContains(jsonBody(current), body);
    }, theRun().config.deadlineMs);
  },
);
