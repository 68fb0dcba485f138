@segments
Feature: Marking a single segment used or unused
  Spec: "Endpoints > Segment management": DELETE and POST …/datasources/:datasource/segments/:segmentId mark one
  segment unused or used and answer 200 with `{segmentStateChanged: boolean}`, even when the segment or datasource
  does not exist ("Errors" 8); both require `Content-Type: application/json` and `Accept: application/json,
  text/plain`, which the kit sends. Rule 1: the mark-used path carries the datasource. The datasource has one row on
  each of 2015-09-12, -13 and -14 (`${segment1}`…`${segment3}`); states are read from the metadata by ID and data
  through SQL, awaited (features/README.md, Fixtures, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/segments.md):
  - A request declaring a body type other than JSON is refused with 415 (empty body on Druid 33), and nothing
    changes (§segments.4, Druid 33.0.0 live).
  - One accepting neither JSON nor plain text is refused with 406 (the reference, before anything changes) or 500
    (Druid 33, after marking the segment all the same): the kit checks the status only (§segments.4, §segments.8,
    Druid 33.0.0 live).
  - Not decided: the value of `segmentStateChanged` for a segment already in the requested state. Druid's
    documentation says false; Druid 33's Overlord, which does the marking, answers true (§segments.9, Druid 33.0.0
    live); the kit checks the field's type only there.
  - A DELETE naming a text that is not a segment ID (the spec's path names a segment ID) changes nothing, answered
    200 with `segmentStateChanged` false (Druid 27) or refused with 400 (Druid 33) (§segments.2, both live).
  - Not decided: an unknown ID and a segment named under another datasource answer the spec's 200 with
    `segmentStateChanged` false (SEG-017, SEG-035); Druid 33 answers 400 or 500 (§segments.2: profile entries).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
      | 2015-09-14T01:00:00.000Z | Gamma |
    And the IDs of the 3 used segments of datasource "${unique}" have been read

  Rule: DELETE of a single segment marks it unused

    @SEG-003 @SEG-015 @SEG-016 @LEG-038
    Scenario: DELETE of a used segment answers true, and its data is no longer queried
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body matches schema "segments/segment-state-changed"
      And the response body contains:
        """json
        { "segmentStateChanged": true }
        """
      And eventually segment "${segment1}" of datasource "${unique}" is unused
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Beta  |
        | Gamma |

    @SEG-016 @LEG-038
    Scenario: DELETE of a segment that is already unused answers 200 with segmentStateChanged
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body matches schema "segments/segment-state-changed"
      And segment "${segment1}" of datasource "${unique}" is still unused

    @SEG-017
    Scenario Outline: DELETE of <what> answers 200 and false, and changes nothing
      When I DELETE "/analytics/coordinator/v1/datasources/<datasource>/segments/<segment>" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body contains:
        """json
        { "segmentStateChanged": false }
        """
      And segment "${segment1}" of datasource "${unique}" is still used

      Examples:
        | what                                 | datasource        | segment                                                                               |
        | an unknown segment                   | ${unique}         | ${unique}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z |
        | a segment of an unknown datasource   | ${unique}_missing | ${segment1}                                                                           |

    @SEG-017 @decided
    Scenario: DELETE of a text that is not a segment ID changes nothing
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/segments/not-a-segment" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200 or 400
      And segment "${segment1}" of datasource "${unique}" is still used

  Rule: POST of a single segment marks it used

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused

    @SEG-008 @SEG-018 @SEG-019 @SEG-030
    Scenario: POST of an unused segment answers true, and its data is queried again
      When I POST "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body matches schema "segments/segment-state-changed"
      And the response body contains:
        """json
        { "segmentStateChanged": true }
        """
      And eventually segment "${segment1}" of datasource "${unique}" is used
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |
        | Gamma |

    @SEG-019
    Scenario: POST of a segment that is already used answers 200 with segmentStateChanged
      When I POST "/analytics/coordinator/v1/datasources/${unique}/segments/${segment2}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body matches schema "segments/segment-state-changed"
      And segment "${segment2}" of datasource "${unique}" is still used

    @SEG-035 @LEG-038
    Scenario Outline: POST of <what> answers 200 and false, and changes nothing
      When I POST "/analytics/coordinator/v1/datasources/<datasource>/segments/<segment>" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And the response body contains:
        """json
        { "segmentStateChanged": false }
        """
      And segment "${segment1}" of datasource "${unique}" is still unused

      Examples:
        | what                               | datasource        | segment                                                                               |
        | an unknown segment                 | ${unique}         | ${unique}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z |
        | a segment of an unknown datasource | ${unique}_missing | ${segment1}                                                                           |

    @SEG-018 @decided @LEG-038
    Scenario: A POST declaring a body type other than JSON is refused with 415
      When I POST "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | text/plain                   |
        | Accept       | application/json, text/plain |
      Then the response status is 415
      And segment "${segment1}" of datasource "${unique}" is still unused

    @SEG-018 @decided
    Scenario: A POST accepting neither JSON nor plain text is refused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}" with the headers:
        | Content-Type | application/json |
        | Accept       | text/html        |
      Then the response status is 406 or 500
