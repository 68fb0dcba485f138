// What an ingestion run needs: the cluster's store and engine, and the task with its lock, files and progress.
import type { QueryEngine } from '../../../../sql/execute/query-engine.ts';
import type { MetadataStore } from '../../../../store/store.ts';
import type { TaskProgress } from '../lifecycle/progress.ts';
import type { IngestionTask } from '../submit/validate.ts';

export interface IngestDependencies {
  readonly store: MetadataStore;
  readonly duck: QueryEngine;
  readonly dataDir: string;
  readonly now: () => number;
}

export interface IngestJob {
  readonly task: IngestionTask;
  /** When the task took its lock: the version of the chunks it creates. */
  readonly lockTime: number;
  /** Staged rows and segment files go here until publishing moves the segments into deep storage. */
  readonly tempDir: string;
  readonly signal: AbortSignal;
  readonly progress: TaskProgress;
  /** Records the task's success; runs in the publishing transaction. */
  readonly complete: () => void;
}
