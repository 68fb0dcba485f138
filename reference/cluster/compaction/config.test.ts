// Compaction configurations: defaults filled, tuning fields echoed as null, bad bodies refused, task slot parameters.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateAgainst } from '../../../schemas/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { normalizeCompactionConfig } from './config.ts';
import { DEFAULT_GLOBAL, taskSlotsOf } from './configs.ts';

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
  assert.match(refused({ dataSource: 'x', taskPriority: 2.5 }), /taskPriority/);
  assert.match(refused({ dataSource: 'x', inputSegmentSizeBytes: -1 }), /inputSegmentSizeBytes/);
  assert.match(refused({ dataSource: 'x', skipOffsetFromLatest: 'yesterday' }), /skipOffsetFromLatest/);
  assert.match(refused({ dataSource: 'x', tuningConfig: { type: 'index_hadoop' } }), /index_parallel/);
  assert.match(
    refused({ dataSource: 'x', tuningConfig: { partitionsSpec: { type: 'magic' } } }),
    /partitionsSpec/,
  );
  assert.match(
    refused({ dataSource: 'x', granularitySpec: { segmentGranularity: 'FORTNIGHT' } }),
    /FORTNIGHT/,
  );
  assert.match(refused({ dataSource: 'x', granularitySpec: { segmentGranularity: 'NONE' } }), /NONE/);
  assert.match(refused({ dataSource: 'x', maxRowsPerSegment: 0 }), /maxRowsPerSegment/);
});

test('task slots: omitted parameters take their defaults; a bad max is a 404, a bad ratio a 400', () => {
  assert.deepEqual(taskSlotsOf({}), DEFAULT_GLOBAL);
  assert.deepEqual(taskSlotsOf({ ratio: '0.5', max: '7', useAutoScaleSlots: 'TRUE' }), {
    compactionTaskSlotRatio: 0.5,
    maxCompactionTaskSlots: 7,
    useAutoScaleSlots: true,
  });
  for (const max of ['many', '2.5', '-1', '2147483648', ''])
    assert.throws(
      () => taskSlotsOf({ max }),
      (e: unknown) => e instanceof ApiError && e.status === 404,
      max,
    );
  for (const ratio of ['half', '1.5', '-0.1', ''])
    assert.throws(
      () => taskSlotsOf({ ratio }),
      (e: unknown) => e instanceof ApiError && e.status === 400,
      ratio,
    );
});
