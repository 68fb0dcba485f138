// payload.stages of a task report: each stage's definition, and its phase, counts and timing once it has started.
import type {
  TaskReportStage,
  TaskReportStageDefinition,
} from '../../../../../schemas/generated/tasks/task-report.ts';
import { formatInstant } from '../../../../time/iso.ts';
import type { TaskProgress } from '../lifecycle/progress.ts';
import { stageInputs } from './stage-inputs.ts';

/** The multi-stage engine's query ID: the task ID without its `query-` prefix. */
const queryIdOf = (taskId: string): string => taskId.replace(/^query-/, '');

/** The time chunk of each row: the first column the reading stage of an ingestion sorts and partitions by. */
const BUCKET = { name: '__bucket', type: 'LONG' };

function readingStage(progress: TaskProgress): TaskReportStageDefinition {
  const { plan, results, scope } = progress;
  const signature = plan
    ? [BUCKET, ...plan.columns.map((c) => ({ name: c.name, type: c.type }))]
    : (results?.columns.map((c) => ({ name: c.name, type: c.runtimeType ?? c.sqlType })) ?? []);
  const definition = {
    id: `${queryIdOf(progress.taskId)}_0`,
    ...stageInputs(scope),
    processor: { type: 'scan' },
    signature,
    maxWorkerCount: 1,
  };
  if (!plan) return definition;
  const clusterBy = [BUCKET.name, ...plan.clusteredBy, '__time'];
  return {
    ...definition,
    shuffleSpec: {
      type: 'targetSize',
      clusterBy: { columns: [...new Set(clusterBy)].map((columnName) => ({ columnName })), bucketByCount: 1 },
      targetSize: progress.rowsPerSegment,
    },
  };
}

function generatorStage(progress: TaskProgress): TaskReportStageDefinition {
  const columns = progress.plan?.columns ?? [];
  return {
    id: `${queryIdOf(progress.taskId)}_1`,
    input: [{ type: 'stage', stage: 0 }],
    processor: {
      type: 'segmentGenerator',
      dataSchema: {
        dataSource: progress.datasource,
        timestampSpec: { column: '__time', format: 'millis' },
        dimensionsSpec: {
          dimensions: columns.filter((c) => c.name !== '__time').map((c) => ({ name: c.name, type: c.type })),
        },
        granularitySpec: { type: 'arbitrary', segmentGranularity: progress.plan?.granularity, rollup: false },
      },
      columnMappings: columns.map((c) => ({ queryColumn: c.name, outputColumn: c.name })),
      tuningConfig: { maxNumWorkers: 1, rowsPerSegment: progress.rowsPerSegment },
    },
    signature: [],
    maxWorkerCount: 1,
  };
}

export function reportStages(progress: TaskProgress, now: number): TaskReportStage[] {
  const definitions =
    progress.kind === 'select'
      ? [readingStage(progress)]
      : [readingStage(progress), generatorStage(progress)];
  return progress.stages.flatMap((stage, stageNumber) => {
    const definition = definitions[stageNumber];
    if (!definition) return [];
    // The reading stage of an ingestion sorts its output (by time chunk, CLUSTERED BY columns and time).
    const sort = stageNumber === 0 && progress.kind !== 'select';
    if (stage.startTime === null) return [{ stageNumber, definition, sort }];
    return [
      {
        stageNumber,
        definition,
        phase: stage.phase,
        workerCount: 1,
        ...(stage.partitionCount === null ? {} : { partitionCount: stage.partitionCount }),
        startTime: formatInstant(stage.startTime),
        duration: (stage.endTime ?? now) - stage.startTime,
        sort,
      },
    ];
  });
}
