@tasks @needs:sql-ingestion
Feature: Status of a SQL-based ingestion task
  Spec: "Resources and their fields > Task status response", "Endpoints > SQL-based ingestion
  tasks" (GET /analytics/indexer/v1/task/<task_id>/status, rule 5) and "States and transitions >
  Task state". The status response has the task ID in `task` and a `status` object with `id`,
  `groupId`, `type` (`query_controller` for a query task), `createdTime`, `queueInsertionTime`,
  `statusCode`, `status`, `runnerStatusCode`, `duration` (-1 while running), `location` (`host`,
  `port`, `tlsPort`), `dataSource` and `errorMsg`. A finished task is SUCCESS or FAILED.

  How the kit sees a task "while running": a slow task is an INSERT whose SELECT counts every
  combination of twelve cross-joined copies of ten inline rows (10^12): valid SQL, slow on any
  server. It is "running" once its status is RUNNING and its report is RUNNING with a running
  worker task; after the scenario it is shut down.

  Decided where the spec is silent (tagged @decided), following the real system (facts §1.4, §3.3):
  - `statusCode` and `status` carry the same value.
  - An ID that names no task answers 404 with an error body.
  - "Other Overlord task APIs" (rule 5) include GET /analytics/indexer/v1/task/<task_id>, which
    answers the task ID in `task` and the task itself in `payload` (with its `type` and `id`), and
    GET /analytics/indexer/v1/tasks, the list of task statuses, whose elements have the fields of
    the status object.

  Rule: The status of a task has the task ID and every field of the status object

    Background:
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

    @TSK-037 @TSK-004 @TSK-005 @TSK-006 @TSK-030 @decided
    Scenario: A finished INSERT task has status SUCCESS, type query_controller and its datasource
      When I GET "/analytics/indexer/v1/task/${task}/status"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "tasks/task-status-response"
      And the response body contains:
        """json
        {
          "task": "${task}",
          "status": {
            "id": "${task}",
            "type": "query_controller",
            "statusCode": "SUCCESS",
            "status": "SUCCESS",
            "dataSource": "${unique}"
          }
        }
        """

    @TSK-037 @decided
    Scenario: An ID that names no task answers 404
      When I GET "/analytics/indexer/v1/task/${unique}_no_such_task/status"
      Then the response is an error with status 404

  Rule: A task's duration is -1 while it runs

    @TSK-007 @TSK-030 @TSK-005
    Scenario: A running task has status RUNNING and duration -1
      Given a slow SQL task inserting into "${unique}" is running
      When I GET "/analytics/indexer/v1/task/${task}/status"
      Then the response status is 200
      And the response body matches schema "tasks/task-status-response"
      And the response body contains:
        """json
        { "task": "${task}", "status": { "id": "${task}", "status": "RUNNING", "duration": -1 } }
        """

  Rule: A task that fails ends FAILED

    @TSK-030 @TSK-037
    Scenario: An INSERT of data that does not parse ends FAILED with an error message
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
      When I GET "/analytics/indexer/v1/task/${task}/status"
      Then the response status is 200
      And the response body matches schema "tasks/task-status-response"
      And the response body contains:
        """json
        { "task": "${task}", "status": { "statusCode": "FAILED", "status": "FAILED" } }
        """

  Rule: Other Overlord task APIs work on the controller task

    Background:
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

    @TSK-047 @decided
    Scenario: GET of the task answers the controller task as its payload
      When I GET "/analytics/indexer/v1/task/${task}"
      Then the response status is 200
      And the response body contains:
        """json
        { "task": "${task}", "payload": { "type": "query_controller", "id": "${task}" } }
        """

    @TSK-047 @decided
    Scenario: The task list has the controller task with its status
      When I GET "/analytics/indexer/v1/tasks"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "id": "${task}", "type": "query_controller", "statusCode": "SUCCESS", "dataSource": "${unique}" }
        """
