@tasks @needs:sql-ingestion
Feature: Shutting down a SQL-based ingestion task
  Spec: "SQL-based ingestion tasks" (POST /analytics/indexer/v1/task/<task_id>/shutdown answers an object whose `task`
  is the task ID) and "Task state" (shutdown requests the cancellation of a task; a canceled state is referred to,
  not named). A running task is the slow one; "the task has been shut down" means the shutdown answered 200 and the
  status then showed the task ended (features/README.md, "Task reports and slow tasks").

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md §tasks.3, §tasks.4: Druid 27.0.0 live):
  - There is no canceled state: a task shut down ends FAILED, its report's error with the code `Canceled`, or
    `WorkerRpcFailed` when the shutdown stopped its worker before the controller (§tasks.4; §tasks.12, Druid 27.0.0
    live: both seen). The report is rewritten a few seconds after the status shows FAILED, so it is read eventually
    (features/README.md, Waiting).
  - A task shut down before it published anything publishes nothing: its datasource has no segment and cannot be
    queried. The refusal of that query is checked by its status and message (features/README.md, Errors and
    statuses): its body is the SQL error body of a stated rule (SQL-009), which sql/errors.feature checks and Druid 27
    answers in the unified shape (docs/facts/sql.md §sql.1, a deviation its profile lists there).
  - Shutting down a task that has ended changes nothing and answers 200 with the task ID (§tasks.4); an ID that
    names no task answers 404 with a text body, so the kit checks the status (§tasks.3).

  Rule: Shutting down a running task answers its ID and stops it

    Background:
      Given a slow SQL task inserting into "${unique}" is running

    @TSK-039 @TSK-032
    Scenario: The shutdown of a running task answers the task ID
      When I POST "/analytics/indexer/v1/task/${task}/shutdown"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "tasks/task-shutdown-response"
      And the response body is:
        """json
        { "task": "${task}" }
        """

    @TSK-031 @TSK-032 @decided
    Scenario: A running task that is shut down ends FAILED
      When I POST "/analytics/indexer/v1/task/${task}/shutdown"
      Then the response status is 200
      And the task eventually ends with status "FAILED"

    @TSK-031 @TSK-021 @decided
    Scenario: The report of a task that was shut down gives the error code of a cancel
      Given the task has been shut down
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then eventually the response body contains:
        """json
        { "multiStageQuery": { "payload": { "status": { "status": "FAILED", "errorReport": { "error": {} } } } } }
        """
      And the response status is 200
      And the task report has "status.errorReport.error.errorCode" equal to one of "Canceled, WorkerRpcFailed"

    @TSK-032 @decided
    Scenario: A task shut down while reading its input publishes no segment
      Given the task has been shut down
      When I run the SQL query:
        """sql
        SELECT "segment_id" FROM sys.segments WHERE "datasource" = '${unique}'
        """
      Then the SQL result has 0 rows

    @TSK-032 @decided
    Scenario: The datasource of a task shut down while reading its input cannot be queried
      Given the task has been shut down
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS "rows" FROM "${unique}"
        """
      Then the SQL request is refused with status 400 and a message containing "not found"

  Rule: Shutting down a task that is not running changes nothing

    @TSK-039 @decided
    Scenario: The shutdown of a task that has succeeded answers its ID and leaves it SUCCESS
      Given the SQL task has succeeded:
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
      When I POST "/analytics/indexer/v1/task/${task}/shutdown"
      Then the response status is 200
      And the response body is:
        """json
        { "task": "${task}" }
        """
      And GET "/analytics/indexer/v1/task/${task}/status" answers a body containing:
        """json
        { "status": { "status": "SUCCESS" } }
        """

    @TSK-039 @decided
    Scenario: The shutdown of an ID that names no task answers 404
      When I POST "/analytics/indexer/v1/task/${unique}_no_such_task/shutdown"
      Then the response status is 404
