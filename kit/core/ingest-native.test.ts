// Unit tests of the native batch task the loader sends to a target without SQL ingestion.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nativeIngestTask } from './ingest-native.ts';
import { parseIngestTable } from './ingest-sql.ts';

test('an index_parallel task with the same rows and types, time read from its own column', () => {
  const table = parseIngestTable([
    ['__time', 'page', 'added:long', 'ratio:double'],
    ['2015-09-12T00:46:58.771Z', 'Alpha', '36', '<null>'],
  ]);
  const task = nativeIngestTask('kit_1', table, 'HOUR') as {
    type: string;
    spec: { dataSchema: Record<string, unknown>; ioConfig: Record<string, unknown>; tuningConfig: unknown };
  };
  assert.equal(task.type, 'index_parallel');
  assert.deepEqual(task.spec.dataSchema, {
    dataSource: 'kit_1',
    timestampSpec: { column: 'kit_time_text', format: 'iso' },
    dimensionsSpec: {
      dimensions: [
        { type: 'string', name: 'page' },
        { type: 'long', name: 'added' },
        { type: 'double', name: 'ratio' },
      ],
    },
    granularitySpec: { type: 'uniform', segmentGranularity: 'HOUR', queryGranularity: 'NONE', rollup: false },
  });
  assert.deepEqual(task.spec.ioConfig, {
    type: 'index_parallel',
    inputSource: {
      type: 'inline',
      data: '{"kit_time_text":"2015-09-12T00:46:58.771Z","page":"Alpha","added":36,"ratio":null}',
    },
    inputFormat: { type: 'json' },
    appendToExisting: true,
  });
  assert.deepEqual(task.spec.tuningConfig, { type: 'index_parallel', maxNumConcurrentSubTasks: 1 });
});

test('without a __time column the rows sit at the epoch; the granularity defaults to DAY', () => {
  const task = nativeIngestTask('kit_1', parseIngestTable([['n:long'], ['1']])) as {
    spec: {
      dataSchema: { granularitySpec: { segmentGranularity: string } };
      ioConfig: { inputSource: unknown };
    };
  };
  assert.equal(task.spec.dataSchema.granularitySpec.segmentGranularity, 'DAY');
  assert.deepEqual(task.spec.ioConfig.inputSource, {
    type: 'inline',
    data: '{"kit_time_text":"1970-01-01T00:00:00.000Z","n":1}',
  });
});
