@segments
Feature: Killing unused segments
  Spec: "Endpoints > Segment management": DELETE …/datasources/:datasource/intervals/:interval (ISO 8601, `_` between
  the ends) answers 200 with an empty body, even for a datasource that does not exist, and sends a kill task;
  "Segment usage": a kill removes the unused segments matching the interval, metadata and deep-storage data, for
  good; rule 2 and "Versioning" 3: the deprecated DELETE …/datasources/:datasource?kill=true&interval=… is still
  accepted. The datasource has one row on each of 2015-09-12, -13 and -14 (`${segment1}`…`${segment3}`); a removed
  segment is unknown even with `includeUnused=true`, awaited (features/README.md, Fixtures, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/segments.md):
  - A kill removes only the unused segments entirely inside the interval (start inclusive, end exclusive); used
    segments there, and unused ones that only overlap it, stay (§segments.7, documentation; the scenarios passed
    on Druid 33.0.0 live, docs/facts/kit-runs.md §kit-runs.1).
  - A removed segment is no longer listed in sys.segments (§segments.7), and cannot be marked used again: a markUsed
    naming it is refused as a whole and marks nothing, which Druid 33 answers with a 500 relaying its Overlord's 400
    "Could not find segment IDs", the reference with 400 (§segments.10, Druid 33.0.0 live).
  - The deprecated form takes the interval with `_` or `/` between its ends (§segments.7).
  - A malformed interval (not ISO 8601, end before start), and the deprecated form with `kill=true` and no
    interval, are refused and nothing is removed: Druid 33 answers 500 with an empty body, the reference 400 with an
    error body, so either passes (§segments.3, Druid 33.0.0 live).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
      | 2015-09-14T01:00:00.000Z | Gamma |
    And the IDs of the 3 used segments of datasource "${unique}" have been read

  Rule: A kill removes for good the unused segments inside its interval

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}", "${segment2}"] }
        """

    @SEG-014 @SEG-028
    Scenario: A kill over the two unused days answers 200 with an empty body and removes both segments
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-14T00:00:00.000Z"
      Then the response status is 200
      And the response body is empty
      And eventually segment "${segment1}" of datasource "${unique}" is removed
      And eventually segment "${segment2}" of datasource "${unique}" is removed
      And segment "${segment3}" of datasource "${unique}" is still used
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |

    @SEG-014 @decided
    Scenario: A removed segment is no longer listed in sys.segments
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z"
      Then the response status is 200
      And eventually sys.segments has no row for segment "${segment1}"
      And eventually segment "${segment1}" of datasource "${unique}" is removed

    @SEG-014 @decided
    Scenario: A kill leaves the used segments inside its interval untouched
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-15T00:00:00.000Z"
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is removed
      And eventually segment "${segment2}" of datasource "${unique}" is removed
      And segment "${segment3}" of datasource "${unique}" is still used
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |

    @SEG-014 @decided @LEG-038
    Scenario: A kill leaves the unused segments that only overlap its interval
      Given segment "${segment1}" of datasource "${unique}" has become unused
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T12:00:00.000Z_2015-09-14T00:00:00.000Z"
      Then the response status is 200
      And eventually segment "${segment2}" of datasource "${unique}" is removed
      And segment "${segment1}" of datasource "${unique}" is still unused

    @SEG-014 @decided @LEG-038
    Scenario: A removed segment cannot be marked used again: the markUsed naming it is refused
      Given segment "${segment1}" of datasource "${unique}" has been killed
      And segment "${segment2}" of datasource "${unique}" has become unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "segmentIds": ["${segment1}", "${segment2}"] }
        """
      # Druid 33 relays the Overlord's 400 as a 500; Druid 27 answers 404 "Cannot find segment ids" (§segments.11).
      Then the response status is 400, 404 or 500
      And segment "${segment1}" of datasource "${unique}" is still removed
      And segment "${segment2}" of datasource "${unique}" is still unused
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |

  Rule: The kill endpoint answers 200 for a datasource that does not exist

    @SEG-029
    Scenario: A kill on an unknown datasource answers 200
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}_missing/intervals/2015-09-12T00:00:00.000Z_2015-09-15T00:00:00.000Z"
      Then the response status is 200
      And the response body is empty

  Rule: The deprecated kill form is still accepted

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused

    @SEG-031 @SEG-037 @decided
    Scenario Outline: DELETE of the datasource with kill=true and an interval delimited by <delimiter> removes the unused segment
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}?kill=true&interval=<interval>"
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is removed
      And segment "${segment2}" of datasource "${unique}" is still used

      Examples:
        | delimiter | interval                                          |
        | _         | 2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z |
        | /         | 2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z |

  Rule: A kill needs a well-formed interval

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused

    @SEG-028 @decided @LEG-038
    Scenario Outline: A kill with <problem> is refused and removes nothing
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/<interval>"
      Then the response status is 400 or 500
      And segment "${segment1}" of datasource "${unique}" is still unused

      Examples:
        | problem                          | interval                                          |
        | an interval that is not ISO 8601 | last-week                                         |
        | an interval ending before start  | 2015-09-13T00:00:00.000Z_2015-09-12T00:00:00.000Z |
        | an impossible month              | 2015-13-01T00:00:00.000Z_2015-14-01T00:00:00.000Z |
        | a single instant                 | 2015-09-12T00:00:00.000Z                          |

    @SEG-037 @decided @LEG-038
    Scenario Outline: The deprecated kill form with <problem> is refused and removes nothing
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}?kill=true<query>"
      Then the response status is 400 or 500
      And segment "${segment1}" of datasource "${unique}" is still unused

      Examples:
        | problem                          | query                                                       |
        | no interval                      |                                                             |
        | an interval that is not ISO 8601 | &interval=last-week                                         |
        | an interval ending before start  | &interval=2015-09-13T00:00:00.000Z_2015-09-12T00:00:00.000Z |
