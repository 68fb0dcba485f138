@tasks @needs:sql-ingestion
Feature: Status of a SQL-based ingestion task
  Spec: "Task status response", "SQL-based ingestion tasks" (GET /analytics/indexer/v1/task/<task_id>/status, rule 5)
  and "Task state": the task ID in `task` and a `status` object with `id`, `groupId`, `type` (`query_controller` for a
  query task), `createdTime`, `queueInsertionTime`, `statusCode`, `status`, `runnerStatusCode`, `duration` (-1 while
  running), `location` (`host`, `port`, `tlsPort`), `dataSource` and `errorMsg`. A finished task is SUCCESS or
  FAILED. A running task is the slow one (features/README.md, "Task reports and slow tasks").

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md, Druid 27.0.0 live):
  - `statusCode` and `status` carry the same value (§tasks.8).
  - An ID that names no task answers 404; Druid's body is text and the spec gives none, so the kit checks the
    status only (§tasks.3).
  - "Other Overlord task APIs" (rule 5) include GET …/task/<task_id>, the task ID in `task` and the task in `payload`
    (with `type` and `id`) (§tasks.5), and GET /analytics/indexer/v1/tasks, whose elements have the status
    object's fields (§tasks.9).

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
      Then the response status is 404

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
