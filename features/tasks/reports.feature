@tasks @needs:sql-ingestion
Feature: Report of a SQL-based ingestion task: status, workers, errors and results
  Spec: "Task report (query task)", "SQL-based ingestion tasks" (GET /analytics/indexer/v1/task/<task_id>/reports,
  rules 1, 3, 4) and "Errors" 7 and 9: the root key `multiStageQuery` has `type`, `taskId` and `payload`;
  `payload.status` has `status`, `startTime` once started, `durationMs` (-1 before), `workers` (worker number → its
  tasks, each with `workerId`, `status`, `durationMs`), `pendingTasks`, `runningTasks` and, on error, `errorReport`.
  A plain SELECT reports its rows in `payload.results.results` with `resultsTruncated`. The report belongs to the
  `query_controller` task and may be a 404 while it starts. Stages: report-stages.feature; load status:
  report-segment-load.feature; report paths and slow tasks: features/README.md.

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md, Druid 27.0.0 live where said):
  - Druid names a worker task's state `state` and the load status `segmentLoadWaiterStatus`; the kit reads either
    spelling as the spec's (§tasks.5, documentation).
  - A worker task's ID comes from `workers` or, when the report has none (Druid 27), from the task list: a
    `query_worker` task whose `groupId` is the controller's ID (§tasks.6, live). Its report answers 404, a text body
    on Druid 27 (§tasks.6, live): the kit checks the status.
  - Data that does not parse fails the task with `CannotParseExternalData`, or with the worker's `TooManyWarnings`
    whose `rootErrorCode` is `CannotParseExternalData`: Druid 27.0.0 reports either for the same input from run to
    run (§tasks.7, live).
  - A plain SELECT may cut its reported rows short; `resultsTruncated` is then true, and false when every row is
    there (Druid documentation of the report, sql-ingestion-api.md; not measured).
  - Not decided: Druid 27's report has no `workers`, which the spec lists (TSK-012): those scenarios fail there
    (§tasks.6: a profile entry).

  Rule: The report of a query task belongs to its controller task

    Background:
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha,36\n2015-09-12T01:02:03.004Z,Beta,17"}',
          '{"type":"csv","columns":["time","page","added"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """

    @TSK-038 @TSK-008 @TSK-044 @TSK-009
    Scenario: The report of a finished INSERT is a multiStageQuery report of the controller task
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "tasks/task-report"
      And the task report contains:
        """json
        { "multiStageQuery": { "taskId": "${task}", "payload": { "status": { "status": "SUCCESS" } } } }
        """

    @TSK-010 @TSK-011 @TSK-014 @TSK-015
    Scenario: A finished task's report has its start time, its duration and its task counts
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "status" with the fields "startTime, durationMs, pendingTasks, runningTasks"
      And the task report has a startTime exactly when its durationMs is not -1
      And the response body matches schema "tasks/task-report"

    @TSK-019
    Scenario: The report of a task that succeeded has no errorReport
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "status" without the field "errorReport"

    @TSK-012
    Scenario: Every worker task in the report has its ID, its status and its duration
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "status.workers.*.*" with the fields "workerId, status, durationMs"
      And the response body matches schema "tasks/task-report"

    @TSK-045 @TSK-044 @decided
    Scenario: A worker task named in the controller's report has no report of its own
      Given the ID of a worker task has been read from the report of the task
      When I GET "/analytics/indexer/v1/task/${worker}/reports"
      Then the response status is 404

  Rule: While the task runs, its report shows it running

    Background:
      Given a slow SQL task inserting into "${unique}" is running

    @TSK-009 @TSK-010 @TSK-011 @TSK-015
    Scenario: A running task's report is RUNNING, with its start time and at least one running task
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report contains:
        """json
        { "multiStageQuery": { "taskId": "${task}", "payload": { "status": { "status": "RUNNING" } } } }
        """
      And the task report has "status" with the fields "startTime, durationMs, runningTasks"
      And the task report has a startTime exactly when its durationMs is not -1

    @TSK-013 @TSK-012
    Scenario: A running worker task has durationMs -1
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then every worker task in the task report with status "RUNNING" has durationMs -1

  Rule: A task that fails says why in errorReport

    Background:
      Given the SQL task has ended:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"time\":\"2015-09-12T00:46:58.771Z\",\"page\":\"Alpha\"}\n{not json"}',
          '{"type":"json"}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """

    @TSK-019 @TSK-020 @TSK-009
    Scenario: The report of a failed task has an errorReport with every field
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report contains:
        """json
        { "multiStageQuery": { "payload": { "status": { "status": "FAILED" } } } }
        """
      And the task report has "status.errorReport" with the fields "taskId, host, stageNumber, error, exceptionStackTrace"

    @TSK-021 @decided
    Scenario: Data that does not parse is reported with the error code CannotParseExternalData
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "status.errorReport.error" with the field "errorCode"
      And the task report says it failed with CannotParseExternalData, itself or as the root error of TooManyWarnings

  Rule: A plain SELECT reports its rows as arrays of values

    @TSK-026 @TSK-027 @TSK-042
    Scenario: A small SELECT reports every row, in order, and resultsTruncated false
      Given the SQL task has succeeded:
        """sql
        SELECT "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"Alpha,36\nBeta,17\nGamma,-5"}',
          '{"type":"csv","columns":["page","added"]}',
          '[{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        ORDER BY "added"
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report contains:
        """json
        {
          "multiStageQuery": {
            "payload": {
              "results": { "results": [["Gamma", -5], ["Beta", 17], ["Alpha", 36]], "resultsTruncated": false }
            }
          }
        }
        """

    @TSK-027 @decided
    Scenario: A SELECT of ten thousand rows reports them all, or fewer with resultsTruncated true
      Given the SQL task has succeeded:
        """sql
        SELECT "t1"."n" AS "a", "t2"."n" AS "b", "t3"."n" AS "c", "t4"."n" AS "d"
        FROM TABLE(EXTERN('{"type":"inline","data":"0\n1\n2\n3\n4\n5\n6\n7\n8\n9"}', '{"type":"csv","columns":["n"]}', '[{"name":"n","type":"long"}]')) AS "t1"
        CROSS JOIN TABLE(EXTERN('{"type":"inline","data":"0\n1\n2\n3\n4\n5\n6\n7\n8\n9"}', '{"type":"csv","columns":["n"]}', '[{"name":"n","type":"long"}]')) AS "t2"
        CROSS JOIN TABLE(EXTERN('{"type":"inline","data":"0\n1\n2\n3\n4\n5\n6\n7\n8\n9"}', '{"type":"csv","columns":["n"]}', '[{"name":"n","type":"long"}]')) AS "t3"
        CROSS JOIN TABLE(EXTERN('{"type":"inline","data":"0\n1\n2\n3\n4\n5\n6\n7\n8\n9"}', '{"type":"csv","columns":["n"]}', '[{"name":"n","type":"long"}]')) AS "t4"
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report holds 10000 result rows, or fewer with resultsTruncated true

  Rule: The report may be missing for a short time while the task starts

    @TSK-046 @optional
    Scenario: Right after the submission the report answers the report or a 404 error
      Given the SQL task has been submitted:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response is a task report, or an error with status 404
