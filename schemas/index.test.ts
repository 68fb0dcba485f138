// Unit test of the schema loader: every schema compiles under strict ajv, ids match paths, samples validate.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSchemaDocuments, SCHEMA_BASE, schemaNames, validateAgainst } from './index.ts';

const TIME = '2023-07-26T22:57:46.620Z';

const coordinatorConfig = {
  millisToWaitBeforeDeleting: 900000,
  mergeBytesLimit: 524288000,
  mergeSegmentsLimit: 100,
  maxSegmentsToMove: 100,
  percentOfSegmentsToConsiderPerMove: 100,
  useBatchedSegmentSampler: true,
  replicantLifetime: 15,
  replicationThrottleLimit: 500,
  balancerComputeThreads: 1,
  emitBalancingStats: false,
  killDataSourceWhitelist: [],
  killPendingSegmentsSkipList: [],
  maxSegmentsInNodeLoadingQueue: 500,
  decommissioningNodes: [],
  decommissioningMaxPercentOfMaxSegmentsToMove: 70,
  pauseCoordination: false,
  replicateAfterLoadTimeout: false,
  maxNonPrimaryReplicantsToLoad: 2147483647,
  useRoundRobinSegmentAssignment: true,
  smartSegmentLoading: true,
  debugDimensions: null,
};

const workerNode = {
  worker: {
    scheme: 'http',
    host: 'localhost:8091',
    ip: '198.51.100.0',
    capacity: 2,
    version: '0',
    category: '_default_worker_category',
  },
  currCapacityUsed: 1,
  currParallelIndexCapacityUsed: 0,
  availabilityGroups: ['query-3dc0'],
  runningTasks: ['query-3dc0-worker0_0'],
  lastCompletedTaskTime: TIME,
  blacklistedUntil: null,
};

const statementStatus = {
  queryId: 'query-9b93f6f7',
  state: 'SUCCESS',
  createdAt: TIME,
  schema: [{ name: '__time', type: 'TIMESTAMP', nativeType: 'LONG' }],
  durationMs: 25591,
  result: {
    numTotalRows: 1,
    totalSizeInBytes: 375,
    dataSource: '__query_select',
    sampleRecords: [[1442018873259]],
    pages: [{ id: 0, numRows: 1, sizeInBytes: 375 }],
  },
};

const taskReport = {
  multiStageQuery: {
    type: 'multiStageQuery',
    taskId: 'query-3dc0',
    payload: {
      status: {
        status: 'SUCCESS',
        startTime: TIME,
        durationMs: 28227,
        workers: { '0': [{ workerId: 'query-3dc0-worker0_0', state: 'SUCCESS', durationMs: 15511 }] },
        pendingTasks: 0,
        runningTasks: 2,
      },
      stages: [
        {
          stageNumber: 0,
          phase: 'FINISHED',
          definition: { id: 'a_0', input: [], processor: { type: 'scan' }, signature: [] },
        },
      ],
      counters: { '0': { '0': { output: { type: 'channel', rows: [1] } } } },
    },
  },
};

const dataSegment = {
  dataSource: 'wiki',
  interval: '2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z',
  version: TIME,
  loadSpec: { type: 'local', path: '/segments/wiki/0/segment.parquet' },
  dimensions: 'page,added',
  metrics: '',
  shardSpec: { type: 'numbered', partitionNum: 0, partitions: 1 },
  binaryVersion: 9,
  size: 449,
  identifier: `wiki_2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z_${TIME}`,
};

/** The task report sample with its one worker entry replaced (the spec's `status` or the real `state` is required). */
function withWorker(worker: object): unknown {
  const { payload } = taskReport.multiStageQuery;
  const status = { ...payload.status, workers: { '0': [worker] } };
  return { multiStageQuery: { ...taskReport.multiStageQuery, payload: { ...payload, status } } };
}

/** For each schema: values it must accept, then values it must reject. */
const samples: Record<string, { good: unknown[]; bad: unknown[] }> = {
  'coordinator/dynamic-config': {
    good: [coordinatorConfig],
    bad: [{ ...coordinatorConfig, decommissioningMaxPercentOfMaxSegmentsToMove: 101 }],
  },
  'overlord/worker-node': {
    good: [workerNode],
    bad: [{ ...workerNode, worker: { ...workerNode.worker, scheme: 'ftp' } }],
  },
  'common/interval': {
    good: ['2015-09-12/2015-09-13', '2015-09-12T00:00:00.000Z/P1D', 'PT1H/2015-09-13T00:00:00Z'],
    bad: ['2015-09-12_2015-09-13', 'P1D/PT1H', '2015-09-12/P'],
  },
  'sql/sql-request': {
    good: [{ query: 'SELECT 1', resultFormat: 'arrayLines', parameters: [{ type: 'VARCHAR', value: 'x' }] }],
    bad: [
      { query: 'SELECT 1', resultFormat: 'xml' },
      { query: 'SELECT ?', parameters: [{ value: 1 }] },
    ],
  },
  'statements/statement-status': {
    good: [statementStatus, { queryId: 'q', state: 'ACCEPTED', createdAt: TIME, schema: [], durationMs: -1 }],
    bad: [
      { ...statementStatus, result: undefined },
      { ...statementStatus, state: 'CANCELED' },
    ],
  },
  'tasks/task-report': {
    good: [taskReport, withWorker({ workerId: 'query-3dc0-worker0_0', status: 'RUNNING', durationMs: -1 })],
    bad: [
      { multiStageQuery: { ...taskReport.multiStageQuery, payload: { status: { status: 'DONE' } } } },
      withWorker({ workerId: 'query-3dc0-worker0_0', durationMs: -1 }),
    ],
  },
  'rules/retention-rule': {
    good: [
      { type: 'loadForever', tieredReplicants: { _default_tier: 2 }, useDefaultTierForNull: true },
      { type: 'dropByPeriod', period: 'P1M', includeFuture: true },
      { type: 'broadcastByInterval', interval: '2012-01-01/2013-01-01' },
    ],
    bad: [
      { type: 'loadForever', tieredReplicants: { _default_tier: -1 } },
      { type: 'dropByInterval' },
      { type: 'keepForever' },
      // As GET answers it, a load rule carries useDefaultTierForNull (spec: Resources > Retention rule).
      { type: 'loadForever', tieredReplicants: { _default_tier: 2 } },
    ],
  },
  'segments/mark-request': {
    good: [{ interval: '2015-09-12/2015-09-13' }, { segmentIds: ['wikipedia_2015-09-12_2015-09-13_v1'] }],
    bad: [{}, { interval: '2015-09-12/2015-09-13', segmentIds: ['a'] }, { segmentIds: [] }],
  },
  'compaction/compaction-config': {
    good: [{ dataSource: 'wikipedia', skipOffsetFromLatest: 'P1D', tuningConfig: null }],
    bad: [{ taskPriority: 25 }, { dataSource: 'wikipedia', skipOffsetFromLatest: '1 day' }],
  },
  'legacy-metadata/data-segment': {
    good: [dataSegment, { ...dataSegment, lastCompactionState: null }],
    bad: [
      { ...dataSegment, dimensions: ['page'] },
      { ...dataSegment, interval: '2015-09-12_2015-09-13' },
    ],
  },
  'legacy-metadata/size-count': {
    good: [{}, { size: 449, count: 1 }],
    bad: [{ size: 449 }, { size: 1, count: 1, replicatedSize: 1 }],
  },
  'legacy-metadata/server-list': {
    good: [['localhost:8083', 'historical-1.example:8283']],
    bad: [['localhost'], ['localhost:8083', 'localhost:8083']],
  },
  'statements/statement-submit-error': {
    good: [
      {
        error: 'Query timeout',
        errorClass: 'org.apache.QueryTimeoutException',
        host: '10.0.0.5:8083',
        errorCode: 'legacyQueryException',
        persona: 'OPERATOR',
        category: 'TIMEOUT',
        errorMessage: 'timed out',
        context: { host: '10.0.0.5:8083' },
      },
    ],
    bad: [{ error: 'druidException', errorCode: 'invalidInput', context: { line: 1 } }],
  },
};

describe('schemas', () => {
  const documents = loadSchemaDocuments();

  it('finds the schemas', () => {
    assert.ok(documents.size > 0);
    assert.deepEqual(schemaNames(), [...documents.keys()]);
  });

  for (const [name, document] of documents) {
    it(`${name} is well formed and compiles in strict mode`, () => {
      assert.equal(document.$schema, 'https://json-schema.org/draft/2020-12/schema');
      assert.equal(document.$id, SCHEMA_BASE + name, '$id must match the file path');
      assert.match(String(document.title), /^[A-Z][A-Za-z0-9]*$/, 'title must be PascalCase');
      assert.equal(typeof document.description, 'string');
      assert.doesNotThrow(() => validateAgainst(name, null));
    });
  }

  it('titles are unique, since they name the generated types', () => {
    const titles = [...documents.values()].map((document) => document.title);
    assert.equal(new Set(titles).size, titles.length);
  });

  for (const [name, { good, bad }] of Object.entries(samples)) {
    it(`${name} accepts good samples and rejects bad ones`, () => {
      assert.ok(documents.has(name), `no schema ${name}`);
      for (const value of good) assert.deepEqual(validateAgainst(name, value), { valid: true, errors: [] });
      for (const value of bad) {
        const result = validateAgainst(name, value);
        assert.equal(result.valid, false, `accepted ${JSON.stringify(value)}`);
        assert.ok(result.errors.length > 0);
      }
    });
  }
});
