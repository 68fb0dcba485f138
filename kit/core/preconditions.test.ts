// Which load failures the run takes as "the loader cannot work on this target", shared by the workers, and which
// stay one scenario's own.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  LoadFailure,
  LoadPreconditions,
  maskedCause,
  PreconditionFailure,
  SEGMENT_LISTING,
} from './preconditions.ts';

const NOT_FOUND = 'GET /druid/indexer/v1/task/query-1/status answered 404 Task not found';
const refused = (id: string) =>
  `POST /druid/v2/sql/task answered 400 {"error":"EXTERN is not supported","taskId":"query-${id}abcdef12"}`;

const shared = (t: { after: (fn: () => void) => void }): string => {
  const dir = mkdtempSync(join(tmpdir(), 'preconditions-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

test('a task the target just accepted and cannot find is conclusive: every later load is blocked at once', (t) => {
  const dir = shared(t);
  const [one, other] = [new LoadPreconditions(dir), new LoadPreconditions(dir)];
  const first = one.failed(new LoadFailure(NOT_FOUND, true), 'loads a table');
  assert.ok(first instanceof PreconditionFailure);
  assert.equal(
    first.message,
    `precondition: the target could not load the kit's data: ${NOT_FOUND} (established once for the run, by scenario "loads a table")`,
  );
  // Another worker of the run knows it without trying.
  assert.throws(
    () => other.assertMet(),
    (error: unknown) => error instanceof PreconditionFailure && (error as Error).message === first.message,
  );
});

test('the same refusal twice, the kit names masked, is systemic; once, it is the scenario own', (t) => {
  const preconditions = new LoadPreconditions(shared(t));
  const once = preconditions.failed(new LoadFailure(refused('a'), false), 'first');
  assert.match(once.message, /^precondition: the target could not load this scenario's data: POST/);
  preconditions.assertMet();
  const twice = preconditions.failed(new LoadFailure(refused('b'), false), 'second');
  assert.match(
    twice.message,
    /could not load the kit's data: .*established once for the run, by scenario "second"/,
  );
  assert.throws(() => preconditions.assertMet(), PreconditionFailure);
});

test('once a load of the run succeeded, the loader works: later failures stay one-offs', (t) => {
  const dir = shared(t);
  new LoadPreconditions(dir).succeeded();
  const preconditions = new LoadPreconditions(dir);
  for (const scenario of ['a', 'b', 'c'])
    assert.match(
      preconditions.failed(new LoadFailure(NOT_FOUND, true), scenario).message,
      /this scenario's data/,
    );
  preconditions.assertMet();
});

test('another stage keeps a record of its own and names itself in its blocked scenarios', (t) => {
  const dir = shared(t);
  new LoadPreconditions(join(dir, 'loading')).succeeded();
  const listing = new LoadPreconditions(join(dir, 'listing'), SEGMENT_LISTING);
  const empty = 'POST /druid/v2/sql answered 200 []';
  assert.match(
    listing.failed(new LoadFailure(empty, false), 'a').message,
    /^precondition: the target could not list this scenario's published segments in sys\.segments: POST/,
  );
  assert.equal(
    listing.failed(new LoadFailure(empty, false), 'b').message,
    `precondition: the target could not list the kit's published segments in sys.segments: ${empty} (established once for the run, by scenario "b")`,
  );
  new LoadPreconditions(join(dir, 'loading')).assertMet();
});

test('in process the record is the worker own', () => {
  const preconditions = new LoadPreconditions();
  preconditions.failed(new LoadFailure(NOT_FOUND, true), 'x');
  assert.throws(() => preconditions.assertMet(), PreconditionFailure);
  new LoadPreconditions().assertMet();
});

test('masking keeps what the target said and hides the kit names, IDs and times', () => {
  assert.equal(
    maskedCause(
      'task query-1f2e3d4c-aaaa ended FAILED: kit_mxcr7k7p_4eff_12 at 2026-01-01T00:00:00.000Z row 123456',
    ),
    'task <id> ended FAILED: <name> at <time> row <n>',
  );
});
