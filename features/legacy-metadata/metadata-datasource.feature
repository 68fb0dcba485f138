@legacy-metadata
Feature: One datasource in the metadata store
  Spec: "Legacy metadata endpoints > Metadata store" and "Errors" 5: GET
  /analytics/coordinator/v1/metadata/datasources/{dataSourceName} gives its stored metadata; …/segments (optionally
  `full`) its segments, only those overlapping one interval of an array of ISO 8601 intervals when the request
  carries one; …/segments/{segmentId} a used segment's metadata, 404 when unused or unknown, and with
  `includeUnused=true` 404 only when unknown. "Versioning" 3: the SQL metadata tables supersede these endpoints.
  The datasource has two rows on 2015-09-12 and one on 2015-09-13 (`${segment1}`, `${segment2}`, features/README.md,
  Fixtures); views are awaited (Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md):
  - Segment metadata is as in metadata-store.feature; a datasource is `{"name", "properties", "segments"}` with its
    used segments (§legacy-metadata.10, Druid 33.0.0 live).
  - An unknown datasource, and one whose segments are all unused, is 404 for its metadata and its segments; a
    segment ID named under another datasource is unknown there (§legacy-metadata.12, Druid 33.0.0 live).
  - `includeUnused` includes unused segments only when its value is `true` (Druid 33.0.0 live: those scenarios
    passed, docs/facts/kit-runs.md §kit-runs.1).
  - The same request may be POSTed, Druid's documented method, which Druid 33 and 27 serve: the segments
    overlapping the body's intervals, with `full` their metadata; a POSTed body that is not an array of ISO 8601
    intervals is refused with 400 `{"error": …}` (§legacy-metadata.5, both live). The spec's GET form is checked as
    stated (LEG-033); a GET body that is not such an array is ignored, as Druid 33 ignores every GET body
    (§legacy-metadata.5, live).
  - Unknown query parameters are ignored (§legacy-metadata.1, Druid 33.0.0 live).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  | added:long |
      | 2015-09-12T01:00:00.000Z | Alpha |         10 |
      | 2015-09-12T02:00:00.000Z | Beta  |         20 |
      | 2015-09-13T01:00:00.000Z | Gamma |         30 |
    And the IDs of the 2 used segments of datasource "${shared}" have been read

  Rule: A datasource's stored metadata and segments are listed by its name

    @LEG-030
    Scenario: The datasource's metadata holds its name and its used segments
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}"
      Then eventually the response body contains, in any order:
        """json
        {
          "name": "${shared}",
          "segments": [
            { "identifier": "${segment1}", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" },
            { "identifier": "${segment2}", "interval": "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z" }
          ]
        }
        """
      And the response body matches schema "legacy-metadata/datasource-metadata"

    @LEG-030
    Scenario: A segment marked unused leaves the datasource's metadata
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment2}"] }
        """
      And segment "${segment2}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}"
      Then eventually the response body contains:
        """json
        { "name": "${unique}", "segments": [{ "identifier": "${segment1}" }] }
        """

    @LEG-031 @LEG-073
    Scenario: The datasource's segments are the IDs sys.segments lists
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments"
      Then eventually the response body is, in any order:
        """json
        ["${segment1}", "${segment2}"]
        """
      And the response body matches schema "legacy-metadata/name-set"

    @LEG-031
    Scenario: A segment marked unused is no longer among the datasource's segments
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}/segments"
      Then eventually the response body is:
        """json
        ["${segment2}"]
        """

    @LEG-032
    Scenario: With full the datasource's segments come with their metadata
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments?full"
      Then eventually the response body contains, in any order:
        """json
        [
          { "identifier": "${segment1}", "dataSource": "${shared}", "size": ${segment1.size} },
          { "identifier": "${segment2}", "dataSource": "${shared}", "size": ${segment2.size} }
        ]
        """
      And the response body matches schema "legacy-metadata/data-segment-list"

    @LEG-030 @LEG-031 @decided
    Scenario Outline: The <what> of an unknown datasource is 404
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}_missing<path>"
      Then the response status is 404

      Examples:
        | what               | path           |
        | metadata           |                |
        | segments           | /segments      |
        | segments with full | /segments?full |

    @LEG-030 @decided
    Scenario: The metadata of a datasource whose segments are all unused is 404
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z" }
        """
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}"
      Then eventually the response status is 404

  Rule: A body of intervals selects the datasource's segments that overlap any of them

    @LEG-033
    Scenario Outline: Intervals <which> select <selected>
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments" with:
        """json
        <intervals>
        """
      Then eventually the response body is, in any order:
        """json
        <ids>
        """

      Examples:
        | which                          | intervals                                                                                                  | selected      | ids                            |
        | overlapping the first day only | ["2015-09-12T12:00:00.000Z/2015-09-13T00:00:00.000Z"]                                                      | one segment   | ["${segment1}"]                |
        | overlapping both days          | ["2015-09-12T23:00:00.000Z/2015-09-13T01:00:00.000Z"]                                                      | both segments | ["${segment1}", "${segment2}"] |
        | one on each day                | ["2015-09-12T00:00:00.000Z/2015-09-12T01:00:00.000Z", "2015-09-13T05:00:00.000Z/2015-09-13T06:00:00.000Z"] | both segments | ["${segment1}", "${segment2}"] |
        | before the data                | ["2015-09-01T00:00:00.000Z/2015-09-02T00:00:00.000Z"]                                                      | no segment    | []                             |

    @LEG-032 @LEG-033
    Scenario: With full the selected segments come with their metadata
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments?full" with:
        """json
        ["2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z"]
        """
      Then eventually the response body contains:
        """json
        [{ "identifier": "${segment2}", "size": ${segment2.size} }]
        """
      And the response body matches schema "legacy-metadata/data-segment-list"

    @LEG-033 @decided
    Scenario Outline: Intervals <which> POSTed select <selected>
      When I POST "/analytics/coordinator/v1/metadata/datasources/${shared}/segments" with:
        """json
        <intervals>
        """
      Then eventually the response body is, in any order:
        """json
        <ids>
        """

      Examples:
        | which                          | intervals                                                                                                  | selected      | ids                            |
        | overlapping the first day only | ["2015-09-12T12:00:00.000Z/2015-09-13T00:00:00.000Z"]                                                      | one segment   | ["${segment1}"]                |
        | overlapping both days          | ["2015-09-12T23:00:00.000Z/2015-09-13T01:00:00.000Z"]                                                      | both segments | ["${segment1}", "${segment2}"] |
        | one on each day                | ["2015-09-12T00:00:00.000Z/2015-09-12T01:00:00.000Z", "2015-09-13T05:00:00.000Z/2015-09-13T06:00:00.000Z"] | both segments | ["${segment1}", "${segment2}"] |
        | before the data                | ["2015-09-01T00:00:00.000Z/2015-09-02T00:00:00.000Z"]                                                      | no segment    | []                             |

    @LEG-032 @LEG-033 @decided
    Scenario: With full the POSTed intervals select segments with their metadata
      When I POST "/analytics/coordinator/v1/metadata/datasources/${shared}/segments?full" with:
        """json
        ["2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z"]
        """
      Then eventually the response body contains:
        """json
        [{ "identifier": "${segment2}", "size": ${segment2.size} }]
        """
      And the response body matches schema "legacy-metadata/data-segment-list"

    @LEG-033 @decided
    Scenario Outline: A POSTed body that is <what> is refused
      When I POST "/analytics/coordinator/v1/metadata/datasources/${shared}/segments" with:
        """json
        <body>
        """
      Then the response is an error with status 400

      Examples:
        | what                                              | body                                                                   |
        | an interval, not an array                         | "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z"                    |
        | an array with a malformed interval                | ["2015-09-12T00:00:00.000Z"]                                           |
        | an array with an interval ending before it starts | ["2015-09-13T00:00:00.000Z/2015-09-12T00:00:00.000Z"]                  |
        | an array with a number                            | [20150912]                                                             |
        | an object                                         | { "intervals": ["2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z"] } |

    @LEG-033 @decided
    Scenario Outline: A GET body that is <what> is ignored
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments" with:
        """json
        <body>
        """
      Then the response status is 200
      And the response body is, in any order:
        """json
        ["${segment1}", "${segment2}"]
        """

      Examples:
        | what                                              | body                                                                   |
        | an interval, not an array                         | "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z"                    |
        | an array with a malformed interval                | ["2015-09-12T00:00:00.000Z"]                                           |
        | an array with an interval ending before it starts | ["2015-09-13T00:00:00.000Z/2015-09-12T00:00:00.000Z"]                  |
        | an array with a number                            | [20150912]                                                             |
        | an object                                         | { "intervals": ["2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z"] } |

  Rule: A segment's metadata by ID is found while it is used, and with includeUnused=true while it is unused

    @LEG-034
    Scenario: A used segment's metadata is found
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments/${segment1}"
      Then the response status is 200
      And the response body contains:
        """json
        {
          "dataSource": "${shared}",
          "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z",
          "dimensions": "page,added",
          "metrics": "",
          "size": ${segment1.size},
          "identifier": "${segment1}"
        }
        """
      And the response body matches schema "legacy-metadata/data-segment"

    @LEG-034 @LEG-037
    Scenario: A used segment's metadata is found with includeUnused=true too
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}/segments/${segment2}?includeUnused=true"
      Then the response status is 200
      And the response body contains:
        """json
        { "identifier": "${segment2}", "size": ${segment2.size} }
        """

    @LEG-035
    Scenario: An unused segment is 404 without includeUnused
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}/segments/${segment1}"
      Then eventually the response status is 404

    @LEG-037 @LEG-038
    Scenario: An unused segment's metadata is found with includeUnused=true
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}/segments/${segment1}?includeUnused=true"
      Then the response status is 200
      And the response body contains:
        """json
        { "identifier": "${segment1}", "dataSource": "${unique}", "size": ${segment1.size} }
        """
      And the response body matches schema "legacy-metadata/data-segment"

    @LEG-037 @LEG-038
    Scenario: An unused segment's metadata is found with includeUnused=true when its datasource has no used segment
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-14T00:00:00.000Z" }
        """
      And eventually datasource "${unique}" has no published segment
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}/segments/${segment1}?includeUnused=true"
      Then eventually the response status is 200
      And the response body contains:
        """json
        { "identifier": "${segment1}", "dataSource": "${unique}" }
        """

    @LEG-035 @decided
    Scenario Outline: An unused segment is 404 with includeUnused=<value>
      Given datasource "${unique}" has been ingested with the rows of the shared datasource "${shared}"
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      And "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment1}"] }
        """
      And segment "${segment1}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/datasources/${unique}/segments/${segment1}?includeUnused=<value>"
      Then eventually the response status is 404

      Examples:
        | value | why                                |
        | false | false is not true                  |
        | yes   | only the text true includes unused |

    @LEG-036 @LEG-038
    Scenario Outline: An unknown segment is 404 <how>
      When I GET "/analytics/coordinator/v1/metadata/datasources/<datasource>/segments/<segment><query>"
      Then the response status is 404

      Examples:
        | how                                 | datasource        | segment                                                                              | query               |
        | without includeUnused               | ${shared}         | ${shared}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z |                     |
        | with includeUnused=true             | ${shared}         | ${shared}_2000-01-01T00:00:00.000Z_2000-01-02T00:00:00.000Z_2000-01-01T00:00:00.000Z | ?includeUnused=true |
        | when the text is not a segment ID   | ${shared}         | not-a-segment                                                                        | ?includeUnused=true |
        | when named under another datasource | ${shared}_missing | ${segment1}                                                                          | ?includeUnused=true |

  Rule: Parameters the endpoints of one datasource do not take are ignored

    @LEG-030 @LEG-031 @LEG-034 @decided
    Scenario Outline: A request with an unknown parameter for <what> is answered as without it
      When I GET "/analytics/coordinator/v1/metadata/datasources/${shared}<path>"
      Then the response status is 200

      Examples:
        | what                | path                            |
        | the datasource      | ?full                           |
        | its segments        | /segments?simple                |
        | one of its segments | /segments/${segment1}?full=true |
