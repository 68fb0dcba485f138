@statements @needs:sql-ingestion @needs:query-timeout
Feature: Statement timeout
  Spec: "Resources and their fields > SQL request object" (`context`) and "States and transitions >
  Statement state" (a statement whose query fails ends in a failed state). The spec says nothing of
  `context.timeout` for statements.

  Decided where the spec is silent (tagged @decided), following the real system (docs/facts/tasks.md
  §tasks.11: the multi-stage engine honours `context.timeout` since Druid 34, from Druid's source;
  Druid 27.0.0 live ignores it, so these scenarios need the `query-timeout` capability, which
  the kit probes with one slow statement and finds absent on 27): a statement still running when its `context.timeout` elapses is
  stopped and ends FAILED; its `errorDetails` has the error code `Canceled` and the category
  `TIMEOUT`. The slow statement is the cancel feature's: a count over twelve cross-joined copies of
  ten inline rows, which no server finishes within a second.

  Rule: A statement past its context.timeout ends FAILED as timed out

    @STM-016 @decided
    Scenario: A slow statement with a timeout of 1000 ms ends FAILED with a TIMEOUT error
      Given the SQL context contains:
        """json
        { "timeout": 1000 }
        """
      And a slow statement has been submitted
      Then the statement eventually ends in state "FAILED"
      And GET "/analytics/v2/sql/statements/${statement}" answers a body containing:
        """json
        { "state": "FAILED", "errorDetails": { "errorCode": "Canceled", "category": "TIMEOUT" } }
        """

    @STM-014 @decided
    Scenario: A quick statement within its timeout succeeds
      Given the SQL context contains:
        """json
        { "timeout": 60000 }
        """
      And the statement has succeeded:
        """sql
        SELECT 1 AS "one"
        """
      Then GET "/analytics/v2/sql/statements/${statement}" answers a body containing:
        """json
        { "state": "SUCCESS" }
        """
