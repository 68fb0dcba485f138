// payload.counters of a task report: stage number → worker number → counters, with the numbers the task really has.
import type { TaskReportPayload } from '../../../../../schemas/generated/tasks/task-report.ts';
import type { StageProgress, TaskProgress } from '../lifecycle/progress.ts';

type Counters = TaskReportPayload['counters'];
type WorkerCounters = Counters[string][string];

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

function readingCounters(progress: TaskProgress, stage: StageProgress): WorkerCounters {
  const { inputFiles, parseExceptions } = progress.scope;
  const read = stage.inputBytes !== null;
  // Files and bytes are counted for EXTERN inputs; the files are all known once the query is planned.
  const files =
    inputFiles > 0
      ? { ...(read ? { bytes: [stage.inputBytes], files: [inputFiles] } : {}), totalFiles: [inputFiles] }
      : {};
  const input0 = {
    type: 'channel',
    ...(stage.inputRows.length > 0 ? { rows: stage.inputRows } : {}),
    ...files,
  };
  const counters: WorkerCounters = { input0 };
  if (stage.outputRows.length > 0) counters.output = { type: 'channel', rows: stage.outputRows };
  if (progress.kind !== 'select' && stage.partitionCount !== null) {
    const total = stage.partitionCount;
    // Each output partition (time chunk) is sorted as one batch, in one merging level.
    counters.sortProgress = {
      type: 'sortProgress',
      totalMergingLevels: 1,
      levelToTotalBatches: { '0': total },
      levelToMergedBatches: { '0': stage.sortedPartitions },
      totalMergersForUltimateLevel: 1,
      progressDigest: total === 0 ? 1 : stage.sortedPartitions / total,
    };
  }
  if (parseExceptions > 0) counters.warnings = { type: 'warnings', CannotParseExternalData: parseExceptions };
  return counters;
}

function generatorCounters(stage: StageProgress): WorkerCounters {
  return {
    input0: { type: 'channel', rows: stage.inputRows },
    segmentGenerationProgress: {
      type: 'segmentGenerationProgress',
      rowsProcessed: sum(stage.inputRows),
      rowsPersisted: stage.rowsPersisted,
      // Each segment file is written whole: nothing to merge beyond what was persisted.
      rowsMerged: stage.rowsPersisted,
      rowsPushed: stage.rowsPushed,
    },
  };
}

export function reportCounters(progress: TaskProgress): Counters {
  const counters: Counters = {};
  for (const [number, stage] of progress.stages.entries()) {
    if (stage.startTime === null) continue;
    const worker = number === 0 ? readingCounters(progress, stage) : generatorCounters(stage);
    counters[String(number)] = { '0': worker };
  }
  return counters;
}
