@segments
Feature: Marking every segment of a datasource used or unused
  Spec: "Endpoints > Segment management": DELETE /analytics/coordinator/v1/datasources/:datasource marks all its used
  segments unused, POST all its unused segments used; both answer 200 with `{numChangedSegments: integer}`, even for
  a datasource that does not exist ("Errors" 8). The POST requires `Content-Type: application/json` and `Accept:
  application/json, text/plain`, which the kit sends. The datasource has one row on each of 2015-09-12, -13 and -14
  (`${segment1}`…`${segment3}`); states are read from the metadata by ID and data through SQL, awaited
  (features/README.md, Fixtures, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/segments.md, Druid 33.0.0 live):
  - A POST declaring a body type other than JSON is refused with 415 (an empty body on Druid 33); nothing changes
    (§segments.4).
  - The kit checks `numChangedSegments` only: Druid 33 adds `segmentStateChanged` (§segments.1).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
      | 2015-09-14T01:00:00.000Z | Gamma |
    And the IDs of the 3 used segments of datasource "${unique}" have been read

  Rule: DELETE of a datasource marks all of its used segments unused

    @SEG-006 @SEG-024
    Scenario: DELETE of a datasource marks its three segments unused
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}"
      Then the response status is 200
      And the response body matches schema "segments/num-changed-segments"
      And the response body contains:
        """json
        { "numChangedSegments": 3 }
        """
      And eventually datasource "${unique}" has no published segment
      And eventually datasource "${unique}" is unknown to SQL

    @SEG-025
    Scenario: DELETE of an unknown datasource answers 200
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}_missing"
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """

  Rule: POST of a datasource marks all of its unused segments used

    @SEG-011 @SEG-026 @SEG-027
    Scenario: POST of a datasource whose segments are all unused marks the three used
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z" }
        """
      When I POST "/analytics/coordinator/v1/datasources/${unique}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body matches schema "segments/num-changed-segments"
      And the response body contains:
        """json
        { "numChangedSegments": 3 }
        """
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |
        | Gamma |

    @SEG-036
    Scenario: POST of an unknown datasource answers 200
      When I POST "/analytics/coordinator/v1/datasources/${unique}_missing" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """

    @SEG-026 @decided @LEG-038
    Scenario: A POST of a datasource declaring a body type other than JSON is refused with 415
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}" with the headers:
        | Content-Type | text/plain |
      Then the response status is 415
      And segment "${segment1}" of datasource "${unique}" is still unused
