@segments
Feature: Marking used never revives an overshadowed segment
  Spec: "Segment usage" (unused segments become used through POST of a segment, markUsed and POST of a datasource)
  and "SQL-based ingestion tasks" (REPLACE publishes a newer version of the data it replaces). The spec does not say
  what marking used does to a segment a newer version of its time chunk has replaced. The datasource has one row on
  each of 2015-09-12, -13 and -14 (`${segment1}`…`${segment3}`, features/README.md, Fixtures); each scenario replaces
  2015-09-12 with one new row (Delta) and marks the old `${segment1}` unused; checks are awaited (Waiting).

  Decisions (tagged @decided), from the real system: markUsed (by IDs or interval) and POST of the datasource leave
  `${segment1}` unused, do not count it, and the data stays the new version's: only segments no used newer version
  overshadows are marked used (docs/facts/segments.md §segments.5). POST of the overshadowed segment itself differs
  between releases: Druid 27.0.0 revives it and answers `segmentStateChanged: true` (live run, §sql.71), later
  releases leave it unused and answer false; the kit accepts either, provided the answer tells the truth.
  Where the target hides unused segments from the lookup by ID (LEG-038, Druid 27), "still unused" cannot be seen
  and such a scenario is unsupported.

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
      | 2015-09-14T01:00:00.000Z | Gamma |
    And the IDs of the 3 used segments of datasource "${unique}" have been read

  @needs:sql-ingestion
  Rule: Every mark-used trigger leaves an overshadowed segment unused

    Background:
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}"
        OVERWRITE WHERE "__time" >= TIMESTAMP '2015-09-12 00:00:00' AND "__time" < TIMESTAMP '2015-09-13 00:00:00'
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T05:00:00.000Z,Delta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused

    @SEG-009 @SEG-023 @decided @LEG-038
    Scenario: markUsed of an overshadowed segment changes nothing
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """
      And segment "${segment1}" of datasource "${unique}" is still unused
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Delta |
        | Beta  |
        | Gamma |

    @SEG-010 @SEG-023 @decided @LEG-038
    Scenario: markUsed by an interval skips the overshadowed segment
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z" }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """
      And segment "${segment1}" of datasource "${unique}" is still unused

    @SEG-008 @SEG-019 @decided @LEG-038
    Scenario: POST of an overshadowed segment answers whether it revived it, and tells the truth
      When I POST "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And segment "${segment1}" of datasource "${unique}" is used again exactly when the response says its state changed

    @SEG-011 @SEG-027 @decided @LEG-038
    Scenario: POST of the datasource leaves the overshadowed segment unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """
      And segment "${segment1}" of datasource "${unique}" is still unused
