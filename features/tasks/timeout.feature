@tasks @needs:sql-ingestion @needs:query-timeout
Feature: SQL task timeout
  Spec: "Resources and their fields > SQL request object" (`context`), "States and transitions >
  Task state" and "Task report (query task)" (a failure's `errorReport.error` has `errorCode` and
  may have further fields). The spec says nothing of `context.timeout` for SQL-based ingestion.

  Decided where the spec is silent (tagged @decided), following the real system (docs/facts/tasks.md
  §tasks.11: the multi-stage engine honours `context.timeout` since Druid 34, from Druid's source;
  Druid 27.0.0 live ignores it, so these scenarios need the `query-timeout` capability, which
  the kit probes with one slow statement and finds absent on 27): a task still running when its `context.timeout` elapses is stopped
  and ends FAILED, its report's error the code `Canceled` with the reason `QUERY_TIMEOUT`, and it
  publishes nothing. The slow task is the shutdown feature's (see "Slow tasks" in features/README.md).

  Rule: A SQL task past its context.timeout ends FAILED as timed out

    @TSK-030 @TSK-021 @decided
    Scenario: A slow task with a timeout of 1000 ms ends FAILED, its report naming the timeout
      Given the SQL context contains:
        """json
        { "timeout": 1000 }
        """
      And a slow SQL task inserting into "${unique}" has been submitted
      Then the task eventually ends with status "FAILED"
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report contains:
        """json
        {
          "multiStageQuery": {
            "payload": {
              "status": {
                "status": "FAILED",
                "errorReport": { "error": { "errorCode": "Canceled", "reason": "QUERY_TIMEOUT" } }
              }
            }
          }
        }
        """
