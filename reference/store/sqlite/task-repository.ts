// Query tasks in the `tasks` table: status, timings, the submitted SQL request and the last saved report.
import type { DatabaseSync } from 'node:sqlite';
import { parseJsonExact } from '../../json/exact-json.ts';
import type {
  RunnerStatusCode,
  TaskRecord,
  TaskRepository,
  TaskSqlRequest,
  TaskStatusCode,
} from '../store.ts';

interface TaskRow {
  id: string;
  type: string;
  group_id: string;
  datasource: string;
  created_ms: number;
  queue_insertion_ms: number;
  status: string;
  runner_status: string;
  started_ms: number | null;
  duration_ms: number;
  error_msg: string | null;
  sql_request: string;
  report: string | null;
  spec: string | null;
}

const toRecord = (row: TaskRow): TaskRecord => ({
  id: row.id,
  type: row.type,
  groupId: row.group_id,
  datasource: row.datasource,
  createdTime: Number(row.created_ms),
  queueInsertionTime: Number(row.queue_insertion_ms),
  status: row.status as TaskStatusCode,
  runnerStatus: row.runner_status as RunnerStatusCode,
  startTime: row.started_ms === null ? null : Number(row.started_ms),
  duration: Number(row.duration_ms),
  errorMsg: row.error_msg,
  // Exact numbers survive the store: BIGINT parameters past 2^53, result rows as written (docs/facts/sql.md §sql.40).
  sqlRequest: parseJsonExact(row.sql_request, 'integers') as TaskSqlRequest,
  report: row.report === null ? null : parseJsonExact(row.report, 'text'),
  ...(row.spec === null ? {} : { spec: JSON.parse(row.spec) as Readonly<Record<string, unknown>> }),
});

export function sqliteTaskRepository(db: DatabaseSync): TaskRepository {
  const insert = db.prepare(
    `INSERT INTO tasks (id, type, group_id, datasource, created_ms, queue_insertion_ms, status, runner_status,
       started_ms, duration_ms, error_msg, sql_request, report, spec) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectOne = db.prepare('SELECT * FROM tasks WHERE id = ?');
  // The lists read no report: a report may hold a large result, and parsing every one made a list take seconds.
  const selectAll = db.prepare(
    `SELECT id, type, group_id, datasource, created_ms, queue_insertion_ms, status, runner_status, started_ms,
       duration_ms, error_msg, sql_request, NULL AS report, spec FROM tasks ORDER BY created_ms DESC, rowid DESC`,
  );
  const start = db.prepare(
    "UPDATE tasks SET runner_status = 'RUNNING', started_ms = ? WHERE id = ? AND status = 'RUNNING'",
  );
  const finish = db.prepare(
    `UPDATE tasks SET status = ?, runner_status = 'NONE', duration_ms = ?, error_msg = ?, report = ?
     WHERE id = ? AND status = 'RUNNING'`,
  );
  const running = db.prepare("SELECT id FROM tasks WHERE status = 'RUNNING' ORDER BY created_ms, rowid");
  return {
    add(task) {
      insert.run(
        task.id,
        task.type,
        task.groupId,
        task.datasource,
        task.createdTime,
        task.queueInsertionTime,
        task.status,
        task.runnerStatus,
        task.startTime,
        task.duration,
        task.errorMsg,
        JSON.stringify(task.sqlRequest),
        task.report === null ? null : JSON.stringify(task.report),
        task.spec === undefined ? null : JSON.stringify(task.spec),
      );
    },
    get(id) {
      const row = selectOne.get(id) as TaskRow | undefined;
      return row ? toRecord(row) : undefined;
    },
    list() {
      return (selectAll.all() as unknown as TaskRow[]).map(toRecord);
    },
    markStarted(id, startTime) {
      start.run(startTime, id);
    },
    complete(id, { status, duration, errorMsg, report }) {
      return Number(finish.run(status, duration, errorMsg, JSON.stringify(report), id).changes) > 0;
    },
    runningIds() {
      return (running.all() as { id: string }[]).map((row) => row.id);
    },
  };
}
