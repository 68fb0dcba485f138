// The multi-stage query report of a task (spec: Task report (query task); shapes from facts §1.4).
import type {
  TaskErrorReport,
  TaskReport,
  TaskReportStage,
  TaskReportStatus,
} from '../../../../schemas/generated/tasks/task-report.ts';
import { formatInstant } from '../../../time/iso.ts';
import type { TaskProgress } from './progress.ts';
import { TASK_HOST } from './status.ts';

type Counters = TaskReport['multiStageQuery']['payload']['counters'];

function stageInputs(progress: TaskProgress): unknown[] {
  const { externs } = progress.scope;
  if (externs.length === 0) return [{ type: 'table' }];
  return externs.map((e) => ({
    type: 'external',
    inputSource: e.inputSource,
    inputFormat: e.inputFormat,
    signature: e.signature,
  }));
}

function definitions(progress: TaskProgress): TaskReportStage['definition'][] {
  const { taskId, plan } = progress;
  const signature = plan
    ? plan.columns.map((c) => ({ name: c.name, type: c.type }))
    : (progress.results?.columns.map((c) => ({ name: c.name, type: c.runtimeType ?? c.sqlType })) ?? []);
  const scan = { id: `${taskId}_0`, input: stageInputs(progress), processor: { type: 'scan' }, signature };
  if (progress.kind === 'select') return [scan];
  const generator = {
    id: `${taskId}_1`,
    input: [{ type: 'stage', stage: 0 }],
    processor: {
      type: 'segmentGenerator',
      dataSchema: {
        dataSource: progress.datasource,
        granularitySpec: { segmentGranularity: plan?.granularity },
      },
      columnMappings: signature.map((c) => ({ queryColumn: c.name, outputColumn: c.name })),
    },
    signature: [],
  };
  const clusterBy = ['__bucket', ...(plan?.clusteredBy ?? [])].map((columnName) => ({ columnName }));
  return [{ ...scan, shuffleSpec: { type: 'targetSize', clusterBy: { columns: clusterBy } } }, generator];
}

function stages(progress: TaskProgress, now: number): TaskReportStage[] {
  const defs = definitions(progress);
  return progress.stages.map((stage, stageNumber) => {
    const definition = defs[stageNumber] ?? defs[0] ?? { id: '', input: [], processor: {}, signature: [] };
    const sort = stageNumber === 0 && progress.kind !== 'select';
    if (stage.startTime === null) return { stageNumber, definition, sort };
    return {
      stageNumber,
      definition,
      phase: stage.phase,
      workerCount: 1,
      ...(stage.partitionCount === null ? {} : { partitionCount: stage.partitionCount }),
      startTime: formatInstant(stage.startTime),
      duration: (stage.endTime ?? now) - stage.startTime,
      sort,
    };
  });
}

function counters(progress: TaskProgress): Counters {
  const result: Counters = {};
  const [read, generate] = progress.stages;
  if (read?.startTime != null) {
    const { inputFiles: files, parseExceptions } = progress.scope;
    result['0'] = {
      '0': {
        input0: { type: 'channel', rows: [read.inputRows], files: [files], totalFiles: [files] },
        output: { type: 'channel', rows: [read.outputRows], frames: [1] },
        ...(parseExceptions > 0
          ? { warnings: { type: 'warnings', CannotParseExternalData: parseExceptions } }
          : {}),
      },
    };
  }
  if (generate?.startTime != null) {
    const rows = generate.inputRows;
    const persisted = generate.outputRows;
    result['1'] = {
      '0': {
        input0: { type: 'channel', rows: [rows] },
        segmentGenerationProgress: {
          type: 'segmentGenerationProgress',
          rowsProcessed: persisted,
          rowsPersisted: persisted,
          rowsMerged: persisted,
          rowsPushed: persisted,
        },
      },
    };
  }
  return result;
}

function errorReport(progress: TaskProgress): TaskErrorReport | undefined {
  const { fault } = progress;
  if (!fault) return undefined;
  const stageNumber = progress.stages.findIndex((stage) => stage.phase === 'FAILED');
  return {
    taskId: progress.taskId,
    host: TASK_HOST,
    ...(stageNumber >= 0 ? { stageNumber } : {}),
    error: { errorCode: fault.errorCode, errorMessage: fault.message, ...fault.fields },
  };
}

function status(progress: TaskProgress, now: number): TaskReportStatus {
  const { startTime } = progress;
  const problem = errorReport(progress);
  if (startTime === null)
    return {
      status: progress.status,
      durationMs: -1,
      pendingTasks: -1,
      runningTasks: 1,
      ...(problem ? { errorReport: problem } : {}),
    };
  const durationMs = (progress.endTime ?? now) - startTime;
  const worker = {
    workerId: `${progress.taskId}-worker0_0`,
    state: progress.status,
    durationMs: progress.status === 'RUNNING' ? -1 : durationMs,
    pendingMs: 0,
  };
  return {
    status: progress.status,
    startTime: formatInstant(startTime),
    durationMs,
    workers: { '0': [worker] },
    pendingTasks: 0,
    // The controller and its one worker.
    runningTasks: 2,
    ...(problem ? { errorReport: problem } : {}),
  };
}

export function buildReport(progress: TaskProgress, now: number): TaskReport {
  const { results } = progress;
  return {
    multiStageQuery: {
      type: 'multiStageQuery',
      taskId: progress.taskId,
      payload: {
        status: status(progress, now),
        stages: stages(progress, now),
        counters: counters(progress),
        ...(results
          ? {
              results: {
                signature: results.columns.map((c) => ({ name: c.name, type: c.runtimeType ?? c.sqlType })),
                sqlTypeNames: results.columns.map((c) => c.sqlType),
                results: results.rows.map((row) => [...row]),
                resultsTruncated: false,
              },
            }
          : {}),
      },
    },
  };
}
