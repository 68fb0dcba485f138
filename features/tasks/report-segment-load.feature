@tasks @needs:sql-ingestion
Feature: Report of a SQL-based ingestion task: segment load status
  Spec: "Task report (query task)" (`payload.status.segmentLoadStatus`) and "Stage phase and segment load state":
  once the task has published segments its report has `segmentLoadStatus` with `state` (INIT, WAITING, SUCCESS,
  FAILED or TIMED_OUT), `startTime`, `duration` (ms), `totalSegments` (tombstones included), `usedSegments`,
  `precachedSegments`, `onDemandSegments`, `pendingSegments` and `unknownSegments`; a task that published nothing
  has none. Druid writes it only when the context asks to wait for the load (`waitUntilSegmentsLoad`,
  docs/facts/tasks.md §tasks.10), so the scenarios of tasks that publish send that key.

  Druid names the block `segmentLoadWaiterStatus`; the report steps read it as the spec's `segmentLoadStatus`
  (features/README.md, Bodies; docs/facts/tasks.md §tasks.5, documentation). What a task publishes is checked apart
  from its report, through sys.segments: an INSERT of one day's rows publishes one segment
  (features/tasks/ingestion-insert.feature), so the report of that INSERT counts one; Druid 27.0.0 writes no load
  status at all, even asked to wait for the load (§tasks.12), a deviation from TSK-016 its profile lists.

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md):
  - A REPLACE OVERWRITE ALL over data on two days, with new data on one day only, publishes one segment for that
    day and a tombstone for the other: a used, not overshadowed segment of that day whose shard spec is of type
    `tombstone` (Druid 27.0.0 live, §tasks.12; Druid documentation of REPLACE and tombstones).

  Rule: After publishing, the report has the segment load status with every field

    @TSK-016 @TSK-017 @TSK-034
    Scenario: The report of an INSERT that published one day has the load status of one segment
      Given the SQL context contains:
        """json
        { "waitUntilSegmentsLoad": true }
        """
      And the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-12T01:02:03.004Z,Beta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report has "status.segmentLoadStatus" with the fields "state, startTime, duration, totalSegments, usedSegments, precachedSegments, onDemandSegments, pendingSegments, unknownSegments"
      And the task report contains:
        """json
        { "multiStageQuery": { "payload": { "status": { "segmentLoadStatus": { "totalSegments": 1 } } } } }
        """

  Rule: A task that published nothing has no segment load status

    @TSK-016 @TSK-042
    Scenario: The report of a plain SELECT has no segment load status
      Given the SQL task has succeeded:
        """sql
        SELECT "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"Alpha\nBeta"}',
          '{"type":"csv","columns":["page"]}',
          '[{"name":"page","type":"string"}]'
        ))
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "status" without the fields "segmentLoadStatus"

    @TSK-016
    Scenario: The report of an INSERT that failed has no segment load status
      Given the SQL context contains:
        """json
        { "waitUntilSegmentsLoad": true }
        """
      And the SQL task has ended:
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
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report contains:
        """json
        { "multiStageQuery": { "payload": { "status": { "status": "FAILED" } } } }
        """
      And the task report has "status" without the fields "segmentLoadStatus"

  Rule: totalSegments counts the tombstones a REPLACE publishes

    @TSK-018 @TSK-041
    Scenario: A REPLACE OVERWRITE ALL that leaves one of two days empty counts its tombstone
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-13T01:02:03.004Z | Beta  |
      And the SQL context contains:
        """json
        { "waitUntilSegmentsLoad": true }
        """
      And the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T05:00:00.000Z,Gamma"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report contains:
        """json
        { "multiStageQuery": { "payload": { "status": { "segmentLoadStatus": { "totalSegments": 2 } } } } }
        """

    @TSK-041 @decided
    Scenario: A REPLACE OVERWRITE ALL that leaves one of two days empty publishes a tombstone for that day
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-13T01:02:03.004Z | Beta  |
      And the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T05:00:00.000Z,Gamma"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "start", "end" FROM sys.segments
        WHERE "datasource" = '${unique}' AND "is_overshadowed" = 0 AND "shard_spec" LIKE '%"tombstone"%'
        """
      Then eventually the SQL result is:
        | start                    | end                      |
        | 2015-09-13T00:00:00.000Z | 2015-09-14T00:00:00.000Z |
