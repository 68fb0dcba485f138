@statements @needs:security @needs:sql-ingestion
Feature: Only the user who submitted a statement sees it
  Spec: "Asynchronous SQL on deep storage (statements)", rule 3: only the submitting user can see the results. Runs
  on a target with basic security where the kit may create users (`@needs:security`): two users who may both read
  the datasource, one of whom submits.

  Decisions (tagged @decided), from the real system (docs/facts/statements.md §statements.9: Druid documentation,
  sql-api.md; not measured, the lab clusters run without security):
  - Ownership is the authenticated identity that submitted the statement; another user asking for its results,
    status or cancellation is refused with 403 and the statements error body, even with READ on the datasource.
  - A user holding STATE READ, which acts on behalf of the server ("Authentication", trust model), reads any
    user's status and results; cancelling another user's statement takes STATE WRITE.

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | page  |
      | Alpha |
    And a user "${unique}_owner" with READ permission on datasource "${shared}" has been created
    And a user "${unique}_other" with READ permission on datasource "${shared}" has been created
    And the statement of user "${unique}_owner" has succeeded:
      """sql
      SELECT "page" FROM "${shared}"
      """

  Rule: The submitting user sees the results; any other user is refused

    @STM-036
    Scenario: The user who submitted the statement reads its results
      When user "${unique}_owner" sends GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response body is:
        """json
        [["Alpha"]]
        """

    @STM-036 @STM-005 @decided
    Scenario: Another user asking for the results is refused with 403
      When user "${unique}_other" sends GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 403
      And the response body matches schema "statements/statement-error"

    @STM-036 @STM-005 @decided
    Scenario: Another user asking for the status is refused with 403
      When user "${unique}_other" sends GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 403
      And the response body matches schema "statements/statement-error"

    @STM-036 @STM-005 @decided
    Scenario: Another user asking to cancel the statement is refused with 403
      When user "${unique}_other" sends DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 403
      And the response body matches schema "statements/statement-error"

  Rule: STATE permissions act for the server: STATE READ sees any statement, STATE WRITE cancels it

    @STM-036 @SEC-027 @decided
    Scenario: A user with STATE READ reads another user's statement status and results
      Given a user "${unique}_operator" with these permissions has been created:
        | type  | name  | action |
        | STATE | STATE | READ   |
      When user "${unique}_operator" sends GET "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
      And the response body contains:
        """json
        {"queryId": "${statement}", "state": "SUCCESS"}
        """
      When user "${unique}_operator" sends GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response body is:
        """json
        [["Alpha"]]
        """

    @STM-036 @SEC-027 @decided
    Scenario: STATE READ does not cancel another user's statement; STATE WRITE does
      Given a user "${unique}_reader" with these permissions has been created:
        | type  | name  | action |
        | STATE | STATE | READ   |
      And a user "${unique}_operator" with these permissions has been created:
        | type  | name  | action |
        | STATE | STATE | WRITE  |
      When user "${unique}_reader" sends DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 403
      And the response body matches schema "statements/statement-error"
      When user "${unique}_operator" sends DELETE "/analytics/v2/sql/statements/${statement}"
      Then the response status is 200
