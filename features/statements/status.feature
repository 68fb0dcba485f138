@statements @needs:sql-ingestion
Feature: Status of a statement
  Spec: "Statement status object", "Statement state" and GET /analytics/v2/sql/statements/:queryId (rule 7): the
  status has `queryId`, `state`, `createdAt` (ISO 8601), `schema` (per result column `name`, `type` the SQL type,
  `nativeType` the runtime type) and `durationMs`, -1 until the query completes; a completed query adds `result`:
  `numTotalRows`, `totalSizeInBytes`, `dataSource`, `sampleRecords` and `pages` (`id`, `numRows`, `sizeInBytes`).
  While accepted or running, the status has the fields of the answer to its POST. A bad status request is a 400
  with the statements error body. A running statement is the slow one (features/README.md, "Task reports and slow
  tasks").

  Decisions (tagged @decided), from the real system (docs/facts/statements.md):
  - The states are ACCEPTED (the task waits for a slot), RUNNING, SUCCESS and FAILED; a failed query ends FAILED with
    `errorDetails` in the statements error shape (§statements.7, §statements.8; Druid 27.0.0 live, 36.0.0 recorded).
  - `durationMs` of a completed statement is its duration in milliseconds, at least 0 (§statements.7, 27.0.0 live).
  - A SELECT's `result.dataSource` is `__query_select`; results in the task report are one page, ID 0
    (§statements.7, documentation and 36.0.0 recorded).
  - TIMESTAMP values in `sampleRecords` are epoch milliseconds, as the engine produces them (§statements.6,
    documentation).
  - Not decided: an ID that names no statement is a bad status request, 400 (STM-022); Druid answers 404
    (§statements.4: a profile entry).

  Rule: A completed SELECT reports SUCCESS, its schema and its result

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |
        | 2015-09-12T01:02:03.004Z | Beta  |        -17 |

    @STM-021 @STM-006 @STM-007 @STM-009 @STM-010 @STM-011 @STM-014
    Scenario: The status of a completed SELECT has every field, its schema and its result
      Given the statement has succeeded:
        """sql
        SELECT "page", "added" FROM "${shared}" ORDER BY "__time"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        {
          "queryId": "${statement}",
          "state": "SUCCESS",
          "schema": [
            { "name": "page", "type": "VARCHAR", "nativeType": "STRING" },
            { "name": "added", "type": "BIGINT", "nativeType": "LONG" }
          ],
          "result": {
            "numTotalRows": 2,
            "sampleRecords": [["Alpha", 36], ["Beta", -17]]
          }
        }
        """
      And the response field "result.pages" is a non-empty array
      And the response field "result.totalSizeInBytes" is a number of at least 0

    @STM-014 @STM-008 @decided
    Scenario: A completed statement has a durationMs of at least 0
      Given the statement has succeeded:
        """sql
        SELECT "page" FROM "${shared}"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response field "durationMs" is a number of at least 0

    @STM-010 @STM-011 @decided
    Scenario: A SELECT whose results go to the task report has the datasource __query_select and one page
      Given the statement has succeeded:
        """sql
        SELECT "page" FROM "${shared}" ORDER BY "__time"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body contains:
        """json
        { "result": { "dataSource": "__query_select", "numTotalRows": 2, "pages": [{ "id": 0, "numRows": 2 }] } }
        """

    @STM-007 @STM-010 @decided
    Scenario: A TIMESTAMP column has the SQL type TIMESTAMP and epoch milliseconds in sampleRecords
      Given the statement has succeeded:
        """sql
        SELECT "__time", "page" FROM "${shared}" ORDER BY "__time"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body contains:
        """json
        {
          "schema": [
            { "name": "__time", "type": "TIMESTAMP", "nativeType": "LONG" },
            { "name": "page", "type": "VARCHAR", "nativeType": "STRING" }
          ],
          "result": { "sampleRecords": [[1442018818771, "Alpha"], [1442019723004, "Beta"]] }
        }
        """

  Rule: Until it completes a statement has durationMs -1, no result, and the fields of its submit answer

    @STM-015 @STM-008 @STM-042 @STM-006 @decided
    Scenario: A running statement reports RUNNING, durationMs -1 and no result
      Given a slow statement is running
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        { "queryId": "${statement}", "state": "RUNNING", "durationMs": -1 }
        """
      And the response body has no field "result"
      And the response body has the fields of the answer to the submit of the statement

    @STM-013 @STM-008 @STM-042 @needs:server-properties @decided
    Scenario: A statement waiting for a task slot is ACCEPTED, with the fields of its submit answer
      Given a target whose only worker has 2 task slots
      And a slow statement is running
      And the statement has been submitted:
        """sql
        SELECT 1 AS "one"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body contains:
        """json
        { "queryId": "${statement}", "state": "ACCEPTED", "durationMs": -1 }
        """
      And the response body has no field "result"
      And the response body has the fields of the answer to the submit of the statement

  Rule: A statement whose query fails ends FAILED

    @STM-016 @decided
    Scenario: A statement dividing by zero in the data ends FAILED with the details of the error
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  | added:long |
        | Alpha |         36 |
      And the statement has failed:
        """sql
        SELECT 1 / ("added" - "added") AS "ratio" FROM "${shared}"
        """
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        { "queryId": "${statement}", "state": "FAILED", "errorDetails": {} }
        """
      And the response body has no field "result"

  Rule: A bad status request answers 400 with the statements error body

    @STM-022 @STM-005
    Scenario: An ID that names no statement answers 400
      When I GET "/analytics/v2/sql/statements/${unique}_no_such_query"
      Then the response status is 400
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-error"
