@compaction
Feature: Compaction status and progress
  Spec: "Endpoints > Automatic compaction" (GET /analytics/coordinator/v1/compaction/status answers `{"latestStatus":
  [...]}` for every datasource with compaction enabled, `dataSource` restricts it to one; GET
  …/compaction/progress?dataSource= answers `{"remainingSegmentSize": n}`, 404 for an unknown datasource or one
  without compaction), "Compaction status object" (`scheduleStatus` NOT_ENABLED or RUNNING; bytes, segments and
  intervals awaiting, compacted and skipped) and "Compaction schedule status" (POST makes a datasource RUNNING,
  DELETE NOT_ENABLED). Status is awaited (features/README.md, Waiting); every datasource here has rows of 2015-09-12
  only, so with the default `skipOffsetFromLatest` of one day all of it is too recent to compact.

  Decisions (tagged @decided), from the real system:
  - The status is computed when the compaction duty runs, so a datasource may be missing until then
    (docs/facts/compaction.md §compaction.7, Druid documentation; the scenarios passed on Druid 33.0.0 live).
  - Data within `skipOffsetFromLatest` of the newest data, and intervals larger than `inputSegmentSizeBytes`, are
    not eligible and count as skipped (§compaction.7, Druid documentation; not measured live).
  - An interval counts as awaiting until a compaction task has published its segments, where Druid counts it
    compacted once it submits the task (Druid documentation; not measured live).
  - `dataSource` naming a datasource without a status answers 404 with an error body (§compaction.5, Druid 33.0.0 and
    27.0.0 live); progress without `dataSource` is refused: 400 (33.0.0) or 404 (27.0.0), both accepted
    (§compaction.10).
  - Not decided: a datasource whose configuration was deleted is NOT_ENABLED with zero counts while it has data, as
    the spec says (CMP-019); Druid 33 drops it from the status instead (§compaction.5: a profile entry).

  Rule: The status lists every datasource with compaction, with every count

    @CMP-041 @CMP-014
    Scenario: GET status answers 200 with latestStatus
      When I GET "/analytics/coordinator/v1/compaction/status"
      Then the response status is 200
      And the response body matches schema "compaction/compaction-status"

    @CMP-013 @CMP-014 @CMP-016 @CMP-041 @decided
    Scenario: A configured datasource whose data is too recent has all of it skipped
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}" }
        """
      Then the response status is 200
      And eventually the compaction status of datasource "${unique}" is:
        | scheduleStatus                  | RUNNING |
        | bytesAwaitingCompaction         | 0       |
        | bytesCompacted                  | 0       |
        | bytesSkipped                    | > 0     |
        | segmentCountAwaitingCompaction  | 0       |
        | segmentCountCompacted           | 0       |
        | segmentCountSkipped             | 1       |
        | intervalCountAwaitingCompaction | 0       |
        | intervalCountCompacted          | 0       |
        | intervalCountSkipped            | 1       |
      And GET "/analytics/coordinator/v1/compaction/status" answers a body matching schema "compaction/compaction-status"

    @CMP-016 @CMP-013 @decided
    Scenario: An interval larger than inputSegmentSizeBytes is skipped and left as it is
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And rows have been appended to datasource "${unique}":
        | __time                   | page |
        | 2015-09-12T02:00:00.000Z | Beta |
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S", "inputSegmentSizeBytes": 1 }
        """
      Then the response status is 200
      And eventually the compaction status of datasource "${unique}" is:
        | segmentCountSkipped             | 2   |
        | intervalCountSkipped            | 1   |
        | bytesSkipped                    | > 0 |
        | segmentCountAwaitingCompaction  | 0   |
        | segmentCountCompacted           | 0   |
      And the active segments of datasource "${unique}" are:
        | segment_id  | partition_num |
        | ${segment1} | 0             |
        | ${segment2} | 1             |

    @CMP-042
    Scenario: The dataSource parameter restricts the status to that datasource
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And datasource "${unique}_b" has been ingested with rows:
        | __time                   | page |
        | 2015-09-12T01:00:00.000Z | Beta |
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}_b" }
        """
      When I GET "/analytics/coordinator/v1/compaction/status?dataSource=${unique}_b"
      Then eventually the response body contains:
        """json
        { "latestStatus": [{ "dataSource": "${unique}_b", "scheduleStatus": "RUNNING" }] }
        """

    @CMP-042 @decided
    Scenario: A dataSource without compaction answers 404
      When I GET "/analytics/coordinator/v1/compaction/status?dataSource=${unique}_nowhere"
      Then the response is an error with status 404

  Rule: POST of a configuration makes a datasource RUNNING; DELETE ends it

    @CMP-018
    Scenario: NOT_ENABLED becomes RUNNING when a configuration is posted
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And the compaction status does not list datasource "${unique}" as "RUNNING"
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}" }
        """
      Then the response status is 200
      And eventually the compaction status lists datasource "${unique}" as "RUNNING"

    @CMP-019
    Scenario: RUNNING ends when the configuration is deleted
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      And the compaction status has listed datasource "${unique}" as "RUNNING"
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And eventually the compaction status does not list datasource "${unique}" as "RUNNING"

    @CMP-019 @CMP-014
    Scenario: A datasource whose configuration was deleted is listed as NOT_ENABLED with zero counts
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      And the compaction status has listed datasource "${unique}" as "RUNNING"
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And eventually the compaction status of datasource "${unique}" is:
        | scheduleStatus                  | NOT_ENABLED |
        | bytesAwaitingCompaction         | 0           |
        | bytesCompacted                  | 0           |
        | bytesSkipped                    | 0           |
        | segmentCountAwaitingCompaction  | 0           |
        | segmentCountCompacted           | 0           |
        | segmentCountSkipped             | 0           |
        | intervalCountAwaitingCompaction | 0           |
        | intervalCountCompacted          | 0           |
        | intervalCountSkipped            | 0           |

  Rule: Counts move from awaiting to compacted as compaction tasks publish

    @CMP-015 @CMP-013 @CMP-038 @needs:server-properties @decided @needs:sql-ingestion
    Scenario: Segments await compaction while no task slot is free, then count as compacted
      Given a target whose only worker has 2 task slots
      And rows have been appended to datasource "${unique}", partitioned by HOUR:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | 2015-09-12T02:00:00.000Z | Beta  |
        | 2015-09-12T23:00:00.000Z | Gamma |
      And the IDs of the 3 used segments of datasource "${unique}" have been read
      And a slow SQL task inserting into "${unique}_slow" is running
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S", "granularitySpec": { "segmentGranularity": "DAY" } }
        """
      And the compaction status of datasource "${unique}" has become:
        | scheduleStatus                  | RUNNING |
        | bytesAwaitingCompaction         | > 0     |
        | segmentCountAwaitingCompaction  | 3       |
        | intervalCountAwaitingCompaction | 1       |
        | segmentCountCompacted           | 0       |
        | intervalCountCompacted          | 0       |
        | segmentCountSkipped             | 0       |
      And the compaction progress of datasource "${unique}" is its bytes awaiting compaction
      When I POST "/analytics/indexer/v1/task/${task}/shutdown"
      Then the response status is 200
      And eventually the compaction status of datasource "${unique}" is:
        | bytesAwaitingCompaction         | 0   |
        | segmentCountAwaitingCompaction  | 0   |
        | intervalCountAwaitingCompaction | 0   |
        | bytesCompacted                  | > 0 |
        | segmentCountCompacted           | 1   |
        | intervalCountCompacted          | 1   |
      And GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}" answers a body containing:
        """json
        { "remainingSegmentSize": 0 }
        """

  Rule: Progress answers the bytes awaiting compaction of a datasource with compaction

    @CMP-038
    Scenario: Progress of a configured datasource answers remainingSegmentSize
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}"
      Then eventually the response body contains:
        """json
        { "remainingSegmentSize": 0 }
        """
      And the response body matches schema "compaction/compaction-progress"

    @CMP-039
    Scenario: Progress of a datasource that does not exist answers 404
      When I GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}_nowhere"
      Then the response status is 404

    @CMP-040
    Scenario: Progress of an ingested datasource without compaction answers 404
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}"
      Then the response status is 404

    @CMP-040 @decided
    Scenario: Progress answers 404 once the configuration is deleted
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      And the compaction configuration of datasource "${unique}" has been deleted
      When I GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}"
      # Druid 33 answers from its last compaction run for up to one run after the DELETE (§compaction.5).
      Then eventually the response status is 404

    @CMP-038 @decided
    Scenario: Progress without dataSource is refused
      When I GET "/analytics/coordinator/v1/compaction/progress"
      # Druid 33 answers 400, Druid 27 404 {"error":"unknown dataSource"} (§compaction.10): either is accepted.
      Then the response status is 400 or 404
