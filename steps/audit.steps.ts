// Audit-history vocabulary shared by every history endpoint (rules, Coordinator and Overlord configuration).
import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { assertContains } from '../kit/core/assertions.ts';
import { jsonArray } from '../kit/core/json-body.ts';
import type { ApiWorld } from './world.ts';

interface AuditEntryShape {
  auditInfo?: { comment?: unknown };
  payload?: unknown;
}

Then(
  'the history entry commented {string} has a payload containing:',
  function (this: ApiWorld, comment: string, expected: string) {
    const wanted = this.expand(comment);
    const entry = (jsonArray(this.lastResponse()) as AuditEntryShape[]).find(
      (e) => e.auditInfo?.comment === wanted,
    );
    assert.ok(entry, `No history entry has comment "${wanted}"`);
    assert.equal(typeof entry.payload, 'string', 'The payload must be a JSON string');
    let payload: unknown;
    assert.doesNotThrow(() => {
      payload = JSON.parse(entry.payload as string);
    }, 'The payload string must itself parse as JSON');
    assertContains(payload, this.expand(expected));
  },
);

Then(
  'the entry commented {string} comes before the entry commented {string}',
  function (this: ApiWorld, first: string, second: string) {
    const comments = (jsonArray(this.lastResponse()) as AuditEntryShape[]).map((e) => e.auditInfo?.comment);
    const [a, b] = [comments.indexOf(this.expand(first)), comments.indexOf(this.expand(second))];
    assert.ok(
      a >= 0 && b >= 0,
      `Both entries must be in the history; comments were ${JSON.stringify(comments)}`,
    );
    assert.ok(a < b, `"${this.expand(first)}" is at ${a}, after "${this.expand(second)}" at ${b}`);
  },
);
