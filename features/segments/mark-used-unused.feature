@segments
Feature: Marking segments used and unused by segment IDs or by interval
  Spec: "Endpoints > Segment management": POST …/datasources/:datasource/markUnused and markUsed take `interval`
  (string) or `segmentIds` (array of strings) and answer 200 with `{numChangedSegments: integer}`; "Segment usage":
  the interval form affects only segments entirely inside it, start inclusive, end exclusive; "Errors" 8: 200 even
  for a datasource that does not exist. Marking unused hides data from queries; marking used brings it back. The
  datasource has one row on each of 2015-09-12, -13 and -14 (`${segment1}`…`${segment3}`); states are read from the
  metadata by ID and data through SQL, awaited (features/README.md, Fixtures, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/segments.md):
  - markUnused counts a segment listed twice once, and a well-formed ID that names no segment or a text that is not
    a segment ID not at all (§segments.9, Druid 33.0.0 live). Not checked: whether a listed segment that was
    already unused counts (Druid 33 counts it, the reference and Druid's documentation do not), nor what markUsed
    counts (Druid 33 answers every markUsed with 500, §segments.8). That scenario checks only that the segment is
    no longer used: that markUnused leaves it unused rather than removed is the stated scenarios' check.
  - Where a segment this feature marked unused is not found by ID with includeUnused=true (LEG-038; Druid 27.0.0
    live, docs/facts/legacy-metadata.md §legacy-metadata.24), a scenario that must see it unused is unsupported.
  - A body with both `interval` and `segmentIds`, with neither, with an empty or non-array `segmentIds`, with a
    malformed interval, or that is not JSON, is refused and nothing changes: Druid 27 and 33 answer 400 with a text
    body or a 500, the reference 400 with an error body (§segments.4, Druid 33.0.0 and 27.0.0 live).
  - A markUsed whose `segmentIds` name a segment the datasource does not have, or hold a text that is not a segment
    ID, is refused as a whole and marks nothing: Druid 33 relays its Overlord's 400 as a 500, the reference answers
    400 (§segments.10, Druid 33.0.0 live). A datasource that does not exist still answers 200 (SEG-034).
  - The kit checks `numChangedSegments` only: Druid 33 adds `segmentStateChanged` (§segments.1).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
      | 2015-09-14T01:00:00.000Z | Gamma |
    And the IDs of the 3 used segments of datasource "${unique}" have been read

  Rule: markUnused with segmentIds marks the listed segments unused

    @SEG-004 @SEG-020 @SEG-021
    Scenario: markUnused with two segment IDs marks exactly those two unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        { "segmentIds": ["${segment1}", "${segment3}"] }
        """
      Then the response status is 200
      And the response body matches schema "segments/num-changed-segments"
      And the response body contains:
        """json
        { "numChangedSegments": 2 }
        """
      And eventually the published segments of datasource "${unique}" are:
        | segment_id  |
        | ${segment2} |
      And eventually datasource "${unique}" holds the rows:
        | page |
        | Beta |

    @SEG-021 @decided @LEG-038
    Scenario: markUnused counts a segment listed twice once, and IDs that name no segment not at all
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        {
          "segmentIds": [
            "${segment2}",
            "${segment2}",
            "${unique}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z",
            "not-a-segment"
          ]
        }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 1 }
        """
      And eventually segment "${segment2}" of datasource "${unique}" is no longer used
      And segment "${segment1}" of datasource "${unique}" is still used
      And segment "${segment3}" of datasource "${unique}" is still used

  Rule: markUnused with an interval marks unused the used segments entirely inside it

    @SEG-005 @SEG-020 @SEG-021
    Scenario: An interval over two whole days marks their two segments unused, end exclusive
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-14T00:00:00.000Z" }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 2 }
        """
      And eventually the published segments of datasource "${unique}" are:
        | segment_id  |
        | ${segment3} |
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |

    @SEG-005
    Scenario: Segments that only overlap the interval stay used
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        { "interval": "2015-09-12T12:00:00.000Z/2015-09-14T12:00:00.000Z" }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 1 }
        """
      And eventually the published segments of datasource "${unique}" are:
        | segment_id  |
        | ${segment1} |
        | ${segment3} |

    @SEG-005
    Scenario: An interval ending one millisecond before a segment's end leaves it used
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        { "interval": "2015-09-13T00:00:00.000Z/2015-09-13T23:59:59.999Z" }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """
      And segment "${segment2}" of datasource "${unique}" is still used

  Rule: markUsed with segmentIds or an interval marks the unused segments used

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z" }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      And segment "${segment2}" of datasource "${unique}" has become unused
      And segment "${segment3}" of datasource "${unique}" has become unused

    @SEG-009 @SEG-022 @SEG-023 @LEG-038
    Scenario: markUsed with two segment IDs marks exactly those two used
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "segmentIds": ["${segment1}", "${segment3}"] }
        """
      Then the response status is 200
      And the response body matches schema "segments/num-changed-segments"
      And the response body contains:
        """json
        { "numChangedSegments": 2 }
        """
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Gamma |
      And segment "${segment2}" of datasource "${unique}" is still unused

    @SEG-010 @SEG-022 @SEG-023 @LEG-038
    Scenario: markUsed with an interval marks used only the segments entirely inside it
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "interval": "2015-09-12T12:00:00.000Z/2015-09-15T00:00:00.000Z" }
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 2 }
        """
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Beta  |
        | Gamma |
      And segment "${segment1}" of datasource "${unique}" is still unused

  Rule: A mark body holds either an interval or segment IDs

    @SEG-020 @decided
    Scenario Outline: markUnused with <problem> is refused and changes nothing
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        <body>
        """
      Then the response status is 400 or 500
      And segment "${segment1}" of datasource "${unique}" is still used

      Examples:
        | problem                       | body                                                                                     |
        | both interval and segmentIds  | { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z", "segmentIds": ["${segment1}"] } |
        | neither                       | {}                                                                                       |
        | an empty segmentIds           | { "segmentIds": [] }                                                                     |
        | segmentIds that is a string   | { "segmentIds": "${segment1}" }                                                          |
        | an interval ending too early  | { "interval": "2015-09-15T00:00:00.000Z/2015-09-12T00:00:00.000Z" }                      |
        | an interval that is not ISO   | { "interval": "last week" }                                                              |
        | a body that is not JSON       | { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z"                       |

    @SEG-022 @decided @LEG-038
    Scenario Outline: markUsed with <problem> is refused and changes nothing
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        <body>
        """
      # Druid 33 relays the Overlord's 400 as a 500; Druid 27 answers 404 "Cannot find segment ids" (§segments.11).
      Then the response status is 400, 404 or 500
      And segment "${segment1}" of datasource "${unique}" is still unused

      Examples:
        | problem                      | body                                                                                     |
        | both interval and segmentIds | { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z", "segmentIds": ["${segment1}"] } |
        | neither                      | {}                                                                                       |
        | an empty segmentIds          | { "segmentIds": [] }                                                                     |
        | an interval that is not ISO  | { "interval": "2015-09-12" }                                                             |
        | an ID that names no segment  | { "segmentIds": ["${segment1}", "${unique}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z"] } |
        | a text that is not an ID     | { "segmentIds": ["${segment1}", "not-a-segment"] }                                       |

  Rule: The mark endpoints answer 200 for a datasource that does not exist

    @SEG-033
    Scenario Outline: markUnused on an unknown datasource by <selection> answers 200
      When I POST "/analytics/coordinator/v1/datasources/${unique}_missing/markUnused" with:
        """json
        <body>
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """

      Examples:
        | selection   | body                                                                 |
        | interval    | { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z" } |
        | segment IDs | { "segmentIds": ["${segment1}"] }                                    |

    @SEG-034
    Scenario Outline: markUsed on an unknown datasource by <selection> answers 200
      When I POST "/analytics/coordinator/v1/datasources/${unique}_missing/markUsed" with:
        """json
        <body>
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "numChangedSegments": 0 }
        """

      Examples:
        | selection   | body                                                                 |
        | interval    | { "interval": "2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z" } |
        | segment IDs | { "segmentIds": ["${segment1}"] }                                    |
