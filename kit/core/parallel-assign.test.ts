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

test('on a remote target @serial, task-holding and compaction scenarios run alone', () => {
  const canAssign = parallelAssignment(true);
  for (const alone of [serial, tasks, pickle('@compaction')]) {
    assert.equal(canAssign(alone, []), true);
    assert.equal(canAssign(alone, [plain]), false);
    assert.equal(canAssign(plain, [alone]), false);
  }
  assert.equal(canAssign(plain, [plain]), true);
});
