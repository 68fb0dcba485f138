@segments
Feature: Segment usage: the states of a segment and what moves it between them
  Spec: "Segment" (used or unused) and "Segment usage": a used segment becomes unused by DELETE of it, markUnused
  (segmentIds or interval), DELETE of its datasource, or a drop rule the Coordinator applies (evaluation.feature of
  the retention rules); an unused one becomes used by POST of it, markUsed or POST of its datasource, and removed by
  a kill (DELETE of an interval). Marking unused is a soft delete: the segment leaves the servers but is kept;
  marking it used does not load it by itself, a load rule must match. The datasource has one row on each of
  2015-09-12 and -13 (`${segment1}`, `${segment2}`); states from the metadata by ID, servers from
  sys.server_segments, awaited (features/README.md, Fixtures, Waiting).

  After the DELETE of its datasource, a segment's state is read through "Errors" 5 on a datasource with no used
  segment left, so that example checks LEG-038 too (Druid 33 answers 404 there: docs/facts/legacy-metadata.md
  §legacy-metadata.23).

  Decisions (tagged @decided), from the real system:
  - A load rule with zero replicas matches a segment without loading it (docs/facts/retention-rules.md
    §retention-rules.8, documentation; §retention-rules.7, Druid 33.0.0 live).
  - The scenario on it checks what marking used does, not the markUsed's answer, which mark-used-unused.feature
    checks (SEG-023): Druid 33 marks the segment, then answers 500 (docs/facts/segments.md §segments.8, Druid
    33.0.0 live), so 200 and 500 both pass here. Druid 27 answers 204 and marks nothing once no server serves the
    datasource (every segment dropped under the zero-replica rule, §segments.13): the scenario is then unsupported.
  - Rule 3 of "Segment management" leaves undefined what the endpoints do beside an indexing or kill task on the
    same datasource and time chunk: the kit checks only that they still answer 200, not what becomes of the data.

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
    And the IDs of the 2 used segments of datasource "${unique}" have been read

  Rule: A used segment becomes unused through any of the mark-unused triggers

    @SEG-002 @SEG-003 @SEG-006 @SEG-015 @LEG-038
    Scenario Outline: <trigger> makes a used segment unused
      When I DELETE "<path>" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is unused

      Examples:
        | trigger                       | path                                                                  |
        | The DELETE of the segment     | /analytics/coordinator/v1/datasources/${unique}/segments/${segment1} |

      @LEG-038
      Examples:
        | trigger                       | path                                                                  |
        | The DELETE of its datasource  | /analytics/coordinator/v1/datasources/${unique}                       |

    @SEG-002 @SEG-004 @SEG-005 @LEG-038
    Scenario Outline: markUnused by <selection> makes a used segment unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        <body>
        """
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is unused
      And segment "${segment2}" of datasource "${unique}" is still used

      Examples:
        | selection   | body                                                                 |
        | segment IDs | { "segmentIds": ["${segment1}"] }                                    |
        | interval    | { "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" } |

  Rule: An unused segment becomes used through any of the mark-used triggers

    Background:
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused

    @SEG-002 @SEG-008 @SEG-011 @SEG-018 @SEG-026
    Scenario Outline: <trigger> makes an unused segment used
      When I POST "<path>" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is used
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |

      Examples:
        | trigger                    | path                                                                  |
        | The POST of the segment    | /analytics/coordinator/v1/datasources/${unique}/segments/${segment1} |
        | The POST of its datasource | /analytics/coordinator/v1/datasources/${unique}                       |

    @SEG-002 @SEG-009 @SEG-010
    Scenario Outline: markUsed by <selection> makes an unused segment used
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        <body>
        """
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is used

      Examples:
        | selection   | body                                                                 |
        | segment IDs | { "segmentIds": ["${segment1}"] }                                    |
        | interval    | { "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" } |

  Rule: Marking a segment unused is a soft delete

    @SEG-007 @LEG-038
    Scenario: A segment marked unused is no longer served but is still known
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUnused" with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      Then the response status is 200
      And eventually no server serves segment "${segment1}"
      And eventually segment "${segment1}" of datasource "${unique}" is unused

    @SEG-007 @SEG-008
    Scenario: A segment marked unused and then used again is served again with its data
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      Then the response status is 200
      And eventually a server serves segment "${segment1}"
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |

  Rule: Marking a segment used does not by itself load it

    @SEG-012 @decided
    Scenario: Under a load rule of zero replicas, a segment marked used is used but not served
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 0 }, "useDefaultTierForNull": true }]
        """
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I POST "/analytics/coordinator/v1/datasources/${unique}/markUsed" with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      Then the markUsed is answered 200 or 500, where the target still knows the datasource
      And eventually segment "${segment1}" of datasource "${unique}" is used
      And eventually no server serves segment "${segment2}"
      And no server serves segment "${segment1}"

  Rule: A kill removes an unused segment for good

    @SEG-014
    Scenario: The kill of an interval removes the unused segment inside it
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I DELETE "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z"
      Then the response status is 200
      And eventually segment "${segment1}" of datasource "${unique}" is removed
      And segment "${segment2}" of datasource "${unique}" is still used

  Rule: Beside a task writing the same data the outcome is undefined, but the endpoints still answer

    @SEG-032 @decided @needs:sql-ingestion
    Scenario Outline: <request> while an ingestion task writes the datasource is answered 200
      Given a slow SQL task inserting into "${unique}" is running
      When I DELETE "<path>"
      Then the response status is 200

      Examples:
        | request                      | path                                                                                                        |
        | Marking every segment unused | /analytics/coordinator/v1/datasources/${unique}                                                             |
        | A kill of both days          | /analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-14T00:00:00.000Z |
