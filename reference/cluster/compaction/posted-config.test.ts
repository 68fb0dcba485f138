// Compaction configurations: defaults filled, tuning fields echoed as null, bad bodies refused, task slot parameters.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeCompactionConfig } from './posted-config.ts';
import { DEFAULT_GLOBAL, taskSlotsOf } from './stored-configs.ts';

test('a configuration with only dataSource gets the spec defaults and a full tuningConfig', () => {
  const config = normalizeCompactionConfig({ dataSource: 'wiki' });
  assert.deepEqual(validateAgainst('compaction/compaction-config', config).errors, []);
  assert.equal(config.taskPriority, 25);
  assert.equal(config.inputSegmentSizeBytes, 100_000_000_000_000);
  assert.equal(config.skipOffsetFromLatest, 'P1D');
  assert.equal(config.granularitySpec, null);
  const tuning = config.tuningConfig as Record<string, unknown>;
  assert.deepEqual(tuning.partitionsSpec, {
    type: 'dynamic',
    maxRowsPerSegment: 5_000_000,
    maxTotalRows: null,
  });
  assert.equal(tuning.type, 'index_parallel');
  assert.equal(tuning.forceGuaranteedRollup, false);
  assert.equal(tuning.maxColumnsToMerge, null);
  assert.equal(Object.keys(tuning).length, 21);
});

test('submitted fields are kept, unknown ones dropped, granularitySpec filled with nulls', () => {
  const config = normalizeCompactionConfig({
    dataSource: 'wiki',
    taskPriority: 40,
    colour: 'blue',
    granularitySpec: { segmentGranularity: 'DAY' },
  });
  assert.equal(config.taskPriority, 40);
  assert.equal('colour' in config, false);
  assert.deepEqual(config.granularitySpec, {
    segmentGranularity: 'DAY',
    queryGranularity: null,
    rollup: null,
  });
});

const refused = (body: unknown): string => {
  try {
    normalizeCompactionConfig(body);
  } catch (error) {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 400);
    return error.message;
  }
  assert.fail(`accepted ${JSON.stringify(body)}`);
};

test('bad configurations are 400s that say what is wrong', () => {
  assert.match(refused([]), /must be a JSON object/);
  assert.match(refused({}), /dataSource/);
  assert.match(refused({ dataSource: 'x', skipOffsetFromLatest: 'yesterday' }), /skipOffsetFromLatest/);
  assert.match(
    refused({ dataSource: 'x', granularitySpec: { segmentGranularity: 'FORTNIGHT' } }),
    /FORTNIGHT/,
  );
  assert.match(refused({ dataSource: 'x', granularitySpec: { segmentGranularity: 'NONE' } }), /NONE/);
});

test('task slots: omitted parameters take their defaults; a max that is no int is a 404, a ratio no number a 400', () => {
  assert.deepEqual(taskSlotsOf({}), DEFAULT_GLOBAL);
  assert.deepEqual(taskSlotsOf({ ratio: '0.5', max: '7', useAutoScaleSlots: 'TRUE' }), {
    compactionTaskSlotRatio: 0.5,
    maxCompactionTaskSlots: 7,
    useAutoScaleSlots: true,
  });
  for (const max of ['many', '2.5', '2147483648', ''])
    assert.throws(
      () => taskSlotsOf({ max }),
      (e: unknown) => e instanceof ApiError && e.status === 404,
      max,
    );
  assert.equal(taskSlotsOf({ ratio: '1.5', max: '-1' }).maxCompactionTaskSlots, -1);
  for (const ratio of ['half', ''])
    assert.throws(
      () => taskSlotsOf({ ratio }),
      (e: unknown) => e instanceof ApiError && e.status === 400,
      ratio,
    );
});

test('what the real system converts is stored converted', () => {
  const config = normalizeCompactionConfig({
    dataSource: 'x',
    taskPriority: 2.5,
    inputSegmentSizeBytes: -1,
    maxRowsPerSegment: 0,
    tuningConfig: { type: 'index_hadoop', partitionsSpec: { type: 'magic' } },
  });
  assert.equal(config.taskPriority, 2);
  assert.equal(config.inputSegmentSizeBytes, -1);
  assert.equal(config.maxRowsPerSegment, 0);
  const tuning = config.tuningConfig as Record<string, { type?: string } | string>;
  assert.equal(tuning.type, 'index_parallel');
  assert.equal((tuning.partitionsSpec as { type: string }).type, 'hashed');
});
