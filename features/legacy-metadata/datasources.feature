@legacy-metadata
Feature: Datasources as the cluster serves them
  Spec: "Legacy metadata endpoints > Datasources": GET /analytics/coordinator/v1/datasources lists datasource names
  (`simple`: objects with the name and properties: segment count, total and replicated bytes, minTime and maxTime;
  `full`: all metadata); …/datasources/{dataSourceName} the name and those properties (`full`: full metadata),
  `segments` its segments, `segments/{segmentId}` one segment's full metadata and `tiers` its tiers. The datasource
  has one row on each of 2015-09-12 and 2015-09-13 (`${segment1}`, `${segment2}`; `${tier}` a serving Historical's
  tier: features/README.md, Fixtures); views are awaited (Waiting); replica counts are in known-cluster.feature.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - These views show what the servers serve. `simple` properties are `{"tiers": {tier: {"segmentCount", "size",
    "replicatedSize"}}, "segments": {"count", "size", "replicatedSize", "minTime", "maxTime"}}`; a datasource in
    full is `{"name", "properties", "segments"}` (§legacy-metadata.10, §legacy-metadata.11).
  - One datasource without `full` is `{"name", "properties"}` as the spec says ("name and the properties above");
    Druid 33 answers the properties alone (§legacy-metadata.7: a profile entry).
  - One segment by ID is `{"metadata": <segment>, "servers": [host:port…]}` (§legacy-metadata.11).
  - Nothing served: the datasource, its intervals, an interval's segments, its segments and a segment answer 204
    with no body; tiers and serverview an empty array (§legacy-metadata.11).
  - Unknown query parameters are ignored; with both `simple` and `full` the answer is the `full` one
    (§legacy-metadata.1, §legacy-metadata.2).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
    And the IDs of the 2 used segments of datasource "${shared}" have been read
    And a Historical serving datasource "${shared}" has been read

  Rule: The datasources list names the datasources the cluster serves

    @LEG-040 @LEG-041
    Scenario: A served datasource is listed
      When I GET "/analytics/coordinator/v1/datasources"
      Then eventually the response body has an element containing:
        """json
        "${shared}"
        """
      And the response body matches schema "legacy-metadata/name-set"

    @LEG-040 @LEG-041
    Scenario: A datasource whose segments were all marked unused leaves the list
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And a Historical serving datasource "${unique}" has been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z" }
        """
      When I GET "/analytics/coordinator/v1/datasources"
      Then eventually the response body has no element containing:
        """json
        "${unique}"
        """

    @LEG-042
    Scenario: With simple each datasource comes with its segment count and time range
      When I GET "/analytics/coordinator/v1/datasources?simple"
      Then eventually the response body has an element containing:
        """json
        {
          "name": "${shared}",
          "properties": {
            "tiers": { "${tier}": { "segmentCount": 2 } },
            "segments": { "count": 2, "minTime": "2015-09-12T00:00:00.000Z", "maxTime": "2015-09-14T00:00:00.000Z" }
          }
        }
        """
      And the response body matches schema "legacy-metadata/datasource-summary-list"

    @LEG-043
    Scenario: With full each datasource comes with its segments
      When I GET "/analytics/coordinator/v1/datasources?full"
      Then eventually the response body has an element containing:
        """json
        { "name": "${shared}" }
        """
      And the response body matches schema "legacy-metadata/datasource-metadata-list"

  Rule: One datasource gives its name and properties, or with full all its metadata

    @LEG-044
    Scenario: The datasource's properties count its segments and give its time range
      When I GET "/analytics/coordinator/v1/datasources/${shared}"
      Then eventually the response body contains:
        """json
        {
          "name": "${shared}",
          "properties": {
            "tiers": { "${tier}": { "segmentCount": 2 } },
            "segments": { "count": 2, "minTime": "2015-09-12T00:00:00.000Z", "maxTime": "2015-09-14T00:00:00.000Z" }
          }
        }
        """
      And the response body matches schema "legacy-metadata/datasource-summary"

    @LEG-045
    Scenario: With full the datasource comes with its segments' metadata
      When I GET "/analytics/coordinator/v1/datasources/${shared}?full"
      Then eventually the response body contains, in any order:
        """json
        {
          "name": "${shared}",
          "segments": [
            { "identifier": "${segment1}", "size": ${segment1.size} },
            { "identifier": "${segment2}", "size": ${segment2.size} }
          ]
        }
        """
      And the response body matches schema "legacy-metadata/datasource-metadata"

  Rule: A datasource's segments are those the cluster serves

    @LEG-053
    Scenario: The segments are listed by ID
      When I GET "/analytics/coordinator/v1/datasources/${shared}/segments"
      Then eventually the response body is, in any order:
        """json
        ["${segment1}", "${segment2}"]
        """
      And the response body matches schema "legacy-metadata/name-set"

    @LEG-053
    Scenario: A segment marked unused is no longer served, nor listed
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And a Historical serving datasource "${unique}" has been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/datasources/${unique}/segments"
      Then eventually the response body is:
        """json
        ["${segment2}"]
        """

    @LEG-054
    Scenario: With full the segments come with their metadata
      When I GET "/analytics/coordinator/v1/datasources/${shared}/segments?full"
      Then eventually the response body contains, in any order:
        """json
        [
          { "identifier": "${segment1}", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z", "size": ${segment1.size} },
          { "identifier": "${segment2}", "interval": "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z", "size": ${segment2.size} }
        ]
        """
      And the response body matches schema "legacy-metadata/data-segment-list"

    @LEG-055 @decided
    Scenario: One segment comes with its full metadata and the servers holding it
      When I GET "/analytics/coordinator/v1/datasources/${shared}/segments/${segment1}"
      Then eventually the response body contains:
        """json
        { "metadata": { "identifier": "${segment1}", "dataSource": "${shared}", "size": ${segment1.size} } }
        """
      And the response body matches schema "legacy-metadata/served-segment"

    @LEG-056
    Scenario: The tiers include the tier of a Historical serving the datasource
      When I GET "/analytics/coordinator/v1/datasources/${shared}/tiers"
      Then eventually the response body has an element containing:
        """json
        "${tier}"
        """
      And the response body matches schema "legacy-metadata/name-set"

  Rule: Nothing served answers 204, or an empty list where the answer is a list

    @LEG-044 @LEG-046 @LEG-049 @LEG-053 @LEG-055 @decided
    Scenario Outline: The <what> of an unknown datasource is 204
      When I GET "/analytics/coordinator/v1/datasources/${shared}_missing<path>"
      Then the response status is 204
      And the response body is empty

      Examples:
        | what                    | path                                                         |
        | datasource              |                                                              |
        | full datasource         | ?full                                                        |
        | intervals               | /intervals                                                   |
        | segments of an interval | /intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z |
        | segments                | /segments                                                    |
        | segment                 | /segments/${segment1}                                        |

    @LEG-055 @decided
    Scenario: A segment the datasource's servers do not hold is 204
      When I GET "/analytics/coordinator/v1/datasources/${shared}/segments/${shared}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z"
      Then the response status is 204
      And the response body is empty

    @LEG-052 @LEG-056 @decided
    Scenario Outline: The <what> of an unknown datasource is an empty array
      When I GET "/analytics/coordinator/v1/datasources/${shared}_missing<path>"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

      Examples:
        | what       | path                                                                    |
        | tiers      | /tiers                                                                  |
        | serverview | /intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z/serverview |

  Rule: Parameters a datasources endpoint does not take are ignored

    @LEG-041 @LEG-044 @LEG-046 @LEG-053 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "<path>"
      Then the response status is 200

      Examples:
        | what                                 | path                                                                  |
        | an unknown parameter on the list     | /analytics/coordinator/v1/datasources?verbose                         |
        | simple and full on the list          | /analytics/coordinator/v1/datasources?simple&full                     |
        | an unknown parameter on a datasource | /analytics/coordinator/v1/datasources/${shared}?simple                |
        | simple and full on intervals         | /analytics/coordinator/v1/datasources/${shared}/intervals?simple&full |
        | an unknown parameter on segments     | /analytics/coordinator/v1/datasources/${shared}/segments?simple       |
