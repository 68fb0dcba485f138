// The statements API's service: statements are query tasks that read deep storage, owned by who submitted them.
import type { StatementStatus } from '../../../schemas/generated/statements/statement-status.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { ErrorCode } from '../../errors/catalog.ts';
import type { AnalyzedRequest, AnalyzeOptions, SqlEngine } from '../../sql/engine.ts';
import type { SqlRequest } from '../../sql/engine-types.ts';
import type { MetadataStore, StatementRecord, TaskRecord } from '../../store/store.ts';
import type { TaskQueue } from '../overlord/task-queue.ts';
import { durableSelectRunner } from './durable-runner.ts';
import { sweepDurableResults } from './durable-storage.ts';
import { statementOptions } from './options.ts';
import { type ResultsParams, type ResultsResponse, statementResults } from './results.ts';
import { cancellable, statementState } from './state.ts';
import { statementStatus } from './status.ts';

/** Who asks about a statement: its submitter, or a user whose STATE permissions act for the server (§statements.9). */
export interface StatementCaller {
  readonly identity: string;
  /** STATE READ: another user's status and results. */
  readonly mayRead: boolean;
  /** STATE WRITE: cancelling another user's statement. */
  readonly mayCancel: boolean;
}

export interface StatementsDependencies {
  readonly store: MetadataStore;
  readonly tasks: TaskQueue;
  readonly sql: SqlEngine;
  readonly dataDir: string;
  /** Whether `selectDestination` durableStorage may be used (config `durableStorage`). */
  readonly durableStorage: boolean;
  /** How many rows a task report keeps (the task report destination's whole result). */
  readonly reportRowLimit: number;
  /** The bytes one statement's durable pages may hold in all (ANALYTICS_STATEMENT_MAX_RESULT_BYTES). */
  readonly maxResultBytes: number;
  readonly now: () => number;
}

/** Statements read every used segment of a datasource once one is served (spec rule 2), and may read EXTERN. */
export const STATEMENT_ANALYSIS: AnalyzeOptions = { deepStorage: true, allowExternal: true };

export class Statements {
  constructor(private readonly deps: StatementsDependencies) {}

  /** Removes durable results no SUCCESS statement owns: writes that a stop or a crash cut off. */
  start(): void {
    const { store, dataDir } = this.deps;
    sweepDurableResults(
      dataDir,
      (queryId) =>
        store.statements.get(queryId)?.pages != null && store.tasks.get(queryId)?.status === 'SUCCESS',
    );
  }

  /**
   * The durable storage cleaner (an Overlord duty): removes the results of statements that finished more than
   * `retentionMs` ago. Their status still lists the pages, so reading them afterwards is a server error (500).
   */
  cleanDurableResults(retentionMs: number): void {
    const { store, dataDir, now } = this.deps;
    const cutoff = now() - retentionMs;
    sweepDurableResults(dataDir, (queryId) => {
      const task = store.tasks.get(queryId);
      if (task === undefined || task.startTime === null || task.duration < 0) return true;
      return task.startTime + task.duration > cutoff;
    });
  }

  /**
   * Checks the context and the SQL (400s), queues the query task with the statement, answers it ACCEPTED. `analyzed`:
   * the request as authorization analyzed it (with STATEMENT_ANALYSIS), which validating the task reuses.
   */
  async submit(request: SqlRequest, identity: string, analyzed?: AnalyzedRequest): Promise<StatementStatus> {
    const { store, tasks, sql } = this.deps;
    const options = statementOptions(request.context, this.deps.durableStorage);
    const analysis = analyzed ?? sql.analyze(request, STATEMENT_ANALYSIS);
    const { kind, columns } = sql.describe(analysis);
    const schema = columns.map((c) => ({
      name: c.name,
      type: c.sqlType,
      nativeType: c.runtimeType ?? 'COMPLEX',
    }));
    const durable = kind === 'select' && options.destination === 'durableStorage';
    const queryId = await tasks.submit(
      request,
      {
        sql: sql.reusing(analysis),
        ...(durable ? { runSelect: durableSelectRunner(this.deps, options.rowsPerPage) } : {}),
        record: (id) =>
          store.statements.add({ queryId: id, identity, destination: options.destination, schema }),
      },
      analysis.access.datasources,
    );
    const submitter = { identity, mayRead: false, mayCancel: false };
    const { statement, task } = this.find(queryId, submitter, false, 'statementNotFound');
    return statementStatus(statement, task, true);
  }

  status(queryId: string, caller: StatementCaller): StatementStatus {
    const { statement, task } = this.find(queryId, caller, caller.mayRead, 'statementStatusNotFound');
    return statementStatus(statement, task);
  }

  /** The results of a SUCCESS statement; one still in progress is a 400, a failed or canceled one a 404. */
  results(queryId: string, caller: StatementCaller, params: ResultsParams): ResultsResponse {
    const { statement, task } = this.find(queryId, caller, caller.mayRead, 'statementNotFound');
    const state = statementState(task);
    if (cancellable(state)) throw ApiError.of('statementInProgress', { queryId, state });
    if (state === 'FAILED') {
      const status = statementStatus(statement, task);
      const canceled = status.errorDetails?.errorCode === 'Canceled';
      throw ApiError.of(canceled ? 'statementCanceled' : 'statementFailed', { queryId });
    }
    return statementResults(this.deps.dataDir, statement, task, params);
  }

  /** Asks the Overlord to stop an accepted or running statement (true); an ended one is left as it is (false). */
  cancel(queryId: string, caller: StatementCaller): boolean {
    const { task } = this.find(queryId, caller, caller.mayCancel, 'statementNotFound');
    if (!cancellable(statementState(task))) return false;
    this.deps.tasks.shutdown(task.id);
    return true;
  }

  /** The statement and its task; unknown is `notFound`, another submitter's a 403 unless `overrides` (§statements.9). */
  private find(
    queryId: string,
    caller: StatementCaller,
    overrides: boolean,
    notFound: ErrorCode,
  ): { statement: StatementRecord; task: TaskRecord } {
    const statement = this.deps.store.statements.get(queryId);
    const task = statement && this.deps.store.tasks.get(queryId);
    if (!statement || !task) throw ApiError.of(notFound, { queryId });
    if (statement.identity !== caller.identity && !overrides)
      throw ApiError.of('statementForbidden', { user: caller.identity, queryId });
    return { statement, task };
  }
}
