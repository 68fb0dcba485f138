// Unit tests of the cancellation helpers: the slow query, the cancel that waits for the query, how it ended.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HttpResponse } from './client.ts';
import {
  ARRIVAL_MS,
  cancelWhenFound,
  deliveredResults,
  SLOW_QUERY_COPIES,
  slowQueryBody,
  waitBeforeCancel,
} from './sql-cancel.ts';

const answer = (status: number, text = ''): HttpResponse => ({ status, headers: {}, text });

test('the slow query joins the datasource with itself and carries the chosen ID', () => {
  const body = JSON.parse(slowQueryBody('kit_1', 'q1')) as { query: string; context: unknown };
  assert.equal(body.query.split(' CROSS JOIN ').length, SLOW_QUERY_COPIES);
  assert.ok(body.query.startsWith('SELECT COUNT(*) AS "combinations" FROM "kit_1" AS "t1" CROSS JOIN'));
  assert.deepEqual(body.context, { sqlQueryId: 'q1' });
});

test('the cancel is sent again while it answers 404 and the query still runs', async () => {
  const answers = [404, 404, 202];
  let sent = 0;
  await cancelWhenFound(
    async () => answer(answers[sent++] ?? 500),
    () => true,
    5000,
  );
  assert.equal(sent, 3);
});

test('a 404 is final once no query with the ID runs, or at the deadline', async () => {
  let sent = 0;
  await cancelWhenFound(
    async () => {
      sent++;
      return answer(404);
    },
    () => false,
    5000,
  );
  assert.equal(sent, 1);
  sent = 0;
  await cancelWhenFound(
    async () => {
      sent++;
      return answer(404);
    },
    () => true,
    60,
  );
  assert.ok(sent >= 1 && sent <= 3, `sent ${sent}`);
});

test('a query ended without results when it broke off, failed with 5xx or was cut off', () => {
  assert.equal(deliveredResults({ error: new Error('socket hang up') }), undefined);
  assert.equal(deliveredResults({ response: answer(500, '{"error":"Query cancelled"}') }), undefined);
  assert.equal(deliveredResults({ response: answer(200, '[[1],[2') }), undefined);
  assert.match(deliveredResults({ response: answer(200, '[[1000000000000]]') }) ?? '', /complete result/);
  assert.match(deliveredResults({ response: answer(400, '{}') }) ?? '', /refused with 400/);
});

test('each query sharing an ID gets time to arrive and start before the cancel', () => {
  assert.equal(waitBeforeCancel([], 1000), 0);
  assert.equal(waitBeforeCancel([1000], 1000), ARRIVAL_MS);
  assert.equal(waitBeforeCancel([1000], 1000 + ARRIVAL_MS + 1), 0);
  assert.equal(waitBeforeCancel([1000, 1010], 1200), ARRIVAL_MS - 190);
  assert.equal(waitBeforeCancel([1000, 1010], 1010 + ARRIVAL_MS + 5), 0);
});
