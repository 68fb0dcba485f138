// Unit tests of which scenario a worker may start beside the running ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parallelAssignment } from './parallel-assign.ts';

const pickle = (...tags: string[]) => ({ tags: tags.map((name) => ({ name })) });
const plain = pickle('@sql');
const serial = pickle('@rules', '@serial');
const tasks = pickle('@tasks', '@needs:sql-ingestion');

test('in process only @serial scenarios are kept apart', () => {
  const canAssign = parallelAssignment(false);
  assert.equal(canAssign(serial, [serial]), false);
  assert.equal(canAssign(serial, [plain]), true);
  assert.equal(canAssign(tasks, [tasks]), true);
  assert.equal(canAssign(plain, [serial]), true);
});

test('on a remote target @serial, task-holding and slow-query scenarios run alone', () => {
  const canAssign = parallelAssignment(true);
  for (const alone of [serial, tasks, pickle('@slow-query')]) {
    assert.equal(canAssign(alone, []), true);
    assert.equal(canAssign(alone, [plain]), false);
    assert.equal(canAssign(plain, [alone]), false);
  }
  assert.equal(canAssign(plain, [plain]), true);
});

test('on a remote target compaction scenarios run one at a time, beside others', () => {
  const canAssign = parallelAssignment(true);
  const compaction = pickle('@compaction');
  assert.equal(canAssign(compaction, [plain]), true);
  assert.equal(canAssign(plain, [compaction]), true);
  assert.equal(canAssign(compaction, [compaction]), false);
  assert.equal(canAssign(compaction, [serial]), false);
  assert.equal(canAssign(pickle('@compaction', '@serial'), [plain]), false);
});
