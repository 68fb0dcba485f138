@statements @needs:sql-ingestion
Feature: Canceling a statement
  Spec: DELETE /analytics/v2/sql/statements/:queryId ("Asynchronous SQL on deep storage (statements)") and
  "Statement state" (a canceled state is referred to, not named): the DELETE of a query that can be canceled answers
  202 with an empty body; of one that can no longer be, 200 and nothing changes; of an invalid query ID, 404 with the
  statements error body. A running statement is the slow one (features/README.md, "Task reports and slow tasks").

  Decisions (tagged @decided), from the real system (docs/facts/statements.md, Druid 27.0.0 live):
  - There is no CANCELED state: a canceled statement ends FAILED with `errorDetails` (§statements.8). Their code
    differs by release: `Canceled` in the documentation (§statements.7); Druid 27.0.0 live answers `general`,
    "Shutdown request from user" (2026-11-26), so the kit checks only that an error code is given.
  - A statement still waiting for its task to start (ACCEPTED) can be canceled: 202, then FAILED (§statements.5).
  - A statement that has ended, SUCCESS or FAILED, can no longer be canceled: its DELETE answers 200 with an empty
    body, and its state and results stay as they were (§statements.5; §statements.10, Druid 27.0.0 live). The results
    are read in whichever format they come (features/statements/results-pages.feature checks the formats).

  Rule: DELETE of a running or accepted statement answers 202 and stops it

    @STM-031
    Scenario: The DELETE of a running statement answers 202 with an empty body
      Given a slow statement is running
      When I DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 202
      And the response body is empty

    @STM-017 @STM-031 @decided
    Scenario: A canceled statement ends FAILED with the details of its error
      Given a slow statement is running
      When I DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 202
      And the statement eventually ends in state "FAILED"
      When I GET "/analytics/v2/sql/statements/${statement}"
      Then the response body contains:
        """json
        { "queryId": "${statement}", "state": "FAILED" }
        """
      And the response field "errorDetails.errorCode" is a non-empty string

    @STM-031 @STM-017 @needs:server-properties @decided
    Scenario: The DELETE of a statement waiting for a task slot answers 202, and it ends FAILED
      Given a target whose only worker has 2 task slots
      And a slow statement is running
      And the statement has been submitted:
        """sql
        SELECT 1 AS "one"
        """
      When I DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 202
      And the statement eventually ends in state "FAILED"

  Rule: DELETE of a statement that can no longer be canceled answers 200 and changes nothing

    @STM-032 @decided
    Scenario: The DELETE of a completed statement answers 200, and its results stay
      Given datasource "${unique}" has been ingested with rows:
        | page  |
        | Alpha |
      And the statement has succeeded:
        """sql
        SELECT "page" FROM "${unique}"
        """
      When I DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body is empty
      And GET "/analytics/v2/sql/statements/${statement}" answers a body containing:
        """json
        { "state": "SUCCESS" }
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response body holds exactly these rows, in whichever result format it came:
        | page  |
        | Alpha |

    @STM-032 @decided
    Scenario: The DELETE of a statement already canceled answers 200
      Given a slow statement is running
      And the statement has been canceled
      When I DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And GET "/analytics/v2/sql/statements/${statement}" answers a body containing:
        """json
        { "state": "FAILED" }
        """

  Rule: DELETE of an invalid query ID answers 404

    @STM-033 @STM-005
    Scenario: The DELETE of an ID that names no statement answers 404 with the statements error body
      When I DELETE "/analytics/v2/sql/statements/${unique}_no_such_query"
      Then the response status is 404
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-error"
