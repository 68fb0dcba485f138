@tasks @needs:sql-ingestion
Feature: Submitting SQL-based ingestion tasks
  Spec: "SQL-based ingestion tasks" (POST /analytics/v2/sql/task, rules 1 and 2), "SQL request object"
  (`context.maxNumTasks`), "Task submit response", "Task state" and "Versioning" 2: the endpoint takes a SQL request
  object and answers the controller task's `taskId` and its `state`, first RUNNING. It accepts INSERT and REPLACE
  (`INSERT INTO <datasource> SELECT … FROM TABLE(EXTERN(…)) PARTITIONED BY <granularity>`) and plain SELECT as an
  experiment; `resultFormat` and the header flags are ignored. The task submitted last is `${task}`. Versioning 2
  (from release 24.0): the kit cannot read a release, so it checks that the endpoint runs an INSERT.

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md):
  - A task is accepted with 202 (§tasks.1: Druid 27.0.0 live, 36.0.0 and 37.0.0 recorded).
  - A statement the endpoint cannot run is refused at once with 400 and the body of a task that failed before it
    ran: `taskId`, `state` FAILED and `error`, the unified error with at least `error`, `errorCode` and
    `errorMessage` (schema `tasks/task-submit-refusal`); messages are not checked. Refused: SQL that does not parse,
    statements other than INSERT, REPLACE and SELECT, an INSERT without PARTITIONED BY, an EXTERN whose input source
    or format has an unknown type or is not valid JSON (§tasks.2: Druid 27.0.0 live, 36/37 recorded). A misspelt
    SELECT keyword is not an example: Druid 27 answers it 500 (§tasks.2).
  - The refused task's `taskId` is a bare UUID, no `query-…` ID (§tasks.2: 27.0.0 live, 36.0.0 recorded).

  Rule: An INSERT is accepted as a task that starts RUNNING and runs to SUCCESS

    @TSK-040 @TSK-035 @TSK-002 @TSK-003 @TSK-043 @TSK-048 @decided
    Scenario: An INSERT from inline CSV answers the task ID and the state RUNNING
      When I submit the SQL task:
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
      Then the response status is 202
      And the response content type is "application/json"
      And the response body matches schema "tasks/task-submit-response"
      And the response body contains:
        """json
        { "taskId": "${task}", "state": "RUNNING" }
        """
      And the task eventually ends with status "SUCCESS"

    @TSK-001 @TSK-040
    Scenario: An INSERT with the context maxNumTasks is accepted and succeeds
      Given the SQL context contains:
        """json
        { "maxNumTasks": 2 }
        """
      When I submit the SQL task:
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
      Then the response status is 202
      And the response body matches schema "tasks/task-submit-response"
      And the task eventually ends with status "SUCCESS"

  Rule: A REPLACE, over all time or over a time range, is accepted as a task

    @TSK-041 @TSK-035 @TSK-003
    Scenario: A REPLACE with OVERWRITE ALL is accepted and succeeds
      When I submit the SQL task:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the response status is 202
      And the response body matches schema "tasks/task-submit-response"
      And the response body contains:
        """json
        { "state": "RUNNING" }
        """
      And the task eventually ends with status "SUCCESS"

    @TSK-041 @TSK-035
    Scenario: A REPLACE with OVERWRITE WHERE on a day is accepted and succeeds
      When I submit the SQL task:
        """sql
        REPLACE INTO "${unique}"
        OVERWRITE WHERE "__time" >= TIMESTAMP '2015-09-12 00:00:00' AND "__time" < TIMESTAMP '2015-09-13 00:00:00'
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the response status is 202
      And the response body matches schema "tasks/task-submit-response"
      And the task eventually ends with status "SUCCESS"

  Rule: A plain SELECT is accepted as an experimental task

    @TSK-042 @TSK-035
    Scenario: A plain SELECT over inline data is accepted and succeeds
      When I submit the SQL task:
        """sql
        SELECT "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"Alpha,36\nBeta,17"}',
          '{"type":"csv","columns":["page","added"]}',
          '[{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        """
      Then the response status is 202
      And the response body matches schema "tasks/task-submit-response"
      And the task eventually ends with status "SUCCESS"

  Rule: resultFormat, header, typesHeader and sqlTypesHeader are ignored

    @TSK-036 @TSK-042 @TSK-026
    Scenario: A SELECT task asking for csv with every header row still reports bare arrays of values
      When I submit the SQL task with:
        """json
        {
          "query": "SELECT \"page\", \"added\" FROM TABLE(EXTERN('{\"type\":\"inline\",\"data\":\"Alpha,36\\nBeta,17\"}', '{\"type\":\"csv\",\"columns\":[\"page\",\"added\"]}', '[{\"name\":\"page\",\"type\":\"string\"},{\"name\":\"added\",\"type\":\"long\"}]')) ORDER BY \"added\"",
          "resultFormat": "csv",
          "header": true,
          "typesHeader": true,
          "sqlTypesHeader": true
        }
        """
      Then the response status is 202
      And the response body matches schema "tasks/task-submit-response"
      And the task eventually ends with status "SUCCESS"
      And GET "/analytics/indexer/v1/task/${task}/reports" answers a body containing:
        """json
        { "multiStageQuery": { "payload": { "results": { "results": [["Beta", 17], ["Alpha", 36]] } } } }
        """

  Rule: A statement the endpoint cannot run is refused with 400

    @TSK-035 @TSK-040 @TSK-041 @decided
    Scenario Outline: <why> is refused with 400 and the body of a failed task
      When I submit the SQL task:
        """sql
        <statement>
        """
      Then the response status is 400
      And the response body matches schema "tasks/task-submit-refusal"
      And the response field "taskId" is a UUID

      @phase:parse
      Examples: SQL that does not parse
        | statement                                       | why                      |
        | INSERT INTO "${unique}" SELECT 1 FROM           | A FROM without a table   |
        | INSERT INTO "${unique}" SELECT 1 PARTITIONED BY | A clause that breaks off |

      @phase:validate
      Examples: statements the endpoint does not run
        | statement                           | why       |
        | UPDATE "${unique}" SET "page" = 'x' | An UPDATE |
        | DELETE FROM "${unique}"             | A DELETE  |

    @TSK-043 @TSK-035 @decided @phase:validate
    Scenario Outline: An INSERT with <why> is refused with 400 and the body of a failed task
      When I submit the SQL task:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '<input source>',
          '<input format>',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        <partitioning>
        """
      Then the response status is 400
      And the response body matches schema "tasks/task-submit-refusal"

      Examples:
        | input source                                              | input format                             | partitioning       | why                                |
        | {"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"} | {"type":"csv","columns":["time","page"]} |                    | no PARTITIONED BY                  |
        | {"type":"no_such_source","data":"x"}                      | {"type":"csv","columns":["time","page"]} | PARTITIONED BY DAY | an input source of an unknown type |
        | {"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"} | {"type":"no_such_format"}                | PARTITIONED BY DAY | an input format of an unknown type |
        | {"type":"inline","data":                                  | {"type":"csv","columns":["time","page"]} | PARTITIONED BY DAY | an input source that is not JSON   |
        | {"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"} | {"type":"csv","columns":["time","page"]  | PARTITIONED BY DAY | an input format that is not JSON   |
