@legacy-metadata
Feature: Segments and datasources in the metadata store
  Spec: "Legacy metadata endpoints > Metadata store": GET /analytics/coordinator/v1/metadata/segments lists the used
  segments of every datasource, or of those named by repeated `datasources`; `includeOvershadowedStatus` adds
  `overshadowed`; `includeRealtimeSegments` too adds realtime segments (see known-cluster.feature) with `realtime` and
  `numRows`. …/metadata/datasources lists the datasources with a used segment, all with `includeUnused` or
  `includeDisabled`, with `full` their metadata; POST …/metadata/dataSourceInformation describes the named ones.
  "Versioning" 3: SQL metadata tables supersede these. The datasource has two rows on 2015-09-12 and one on
  2015-09-13 (`${segment1}`, `${segment2}`, features/README.md, Fixtures); views are awaited (Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md):
  - A segment is the object of schema `legacy-metadata/data-segment`: `dataSource`, `interval`, `version`,
    `loadSpec`, `dimensions` and `metrics` (names joined by commas), `shardSpec` (with the partition number), `size`
    and `identifier` (§legacy-metadata.10, Druid 33.0.0 live).
  - With `includeOvershadowedStatus` a segment also has `replicationFactor`, 0 when overshadowed
    (§legacy-metadata.10, live); `includeRealtimeSegments` alone is refused with 400 (§legacy-metadata.12, live).
  - `includeDisabled` means `includeUnused`; with either, `full` still gives names; a datasource in full is
    `{"name", "properties", "segments"}` (§legacy-metadata.12, documentation; §legacy-metadata.10).
  - dataSourceInformation takes an array of names and answers those the cluster knows, each
    `{"dataSource", "rowSignature"}` with `__time` LONG first, then the columns' runtime types; a body that is not an
    array is refused with 400 (§legacy-metadata.16, Druid 33.0.0 live with its schema cache on; Druid 27.0.0 has no
    such endpoint and answers 404).
  - Unknown query parameters are ignored (§legacy-metadata.1, Druid 33.0.0 live).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  | added:long |
      | 2015-09-12T01:00:00.000Z | Alpha |         10 |
      | 2015-09-12T02:00:00.000Z | Beta  |         20 |
      | 2015-09-13T01:00:00.000Z | Gamma |         30 |
    And the IDs of the 2 used segments of datasource "${unique}" have been read

  Rule: The metadata store lists the used segments of every datasource

    @LEG-020
    Scenario: Every used segment of the datasource is listed with its metadata
      When I GET "/analytics/coordinator/v1/metadata/segments"
      Then eventually the response body has an element containing:
        """json
        {
          "dataSource": "${unique}",
          "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z",
          "dimensions": "page,added",
          "metrics": "",
          "shardSpec": { "partitionNum": 0 },
          "size": ${segment1.size},
          "identifier": "${segment1}"
        }
        """
      And the response body has an element containing:
        """json
        { "identifier": "${segment2}", "size": ${segment2.size} }
        """
      And the response body matches schema "legacy-metadata/data-segment-list"

    @LEG-020
    Scenario: A segment marked unused is no longer listed
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "segmentIds": ["${segment2}"] }
        """
      And segment "${segment2}" of datasource "${unique}" has become unused
      When I GET "/analytics/coordinator/v1/metadata/segments"
      Then eventually the response body has no element containing:
        """json
        { "identifier": "${segment2}" }
        """
      And the response body has an element containing:
        """json
        { "identifier": "${segment1}" }
        """

  Rule: Repeated datasources parameters restrict the list to the named datasources

    Background:
      Given datasource "${unique}_b" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T05:00:00.000Z | Delta |
      And datasource "${unique}_c" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T06:00:00.000Z | Omega |

    @LEG-021
    Scenario: Two datasources named give their segments and no other
      When I GET "/analytics/coordinator/v1/metadata/segments?datasources=${unique}&datasources=${unique}_b"
      Then eventually the response body has an element containing:
        """json
        { "dataSource": "${unique}_b", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" }
        """
      And the response body has an element containing:
        """json
        { "identifier": "${segment1}" }
        """
      And the response body has no element containing:
        """json
        { "dataSource": "${unique}_c" }
        """
      And the response body is an array of 3 elements

    # numRows is not checked: the spec does not name it, and Druid 33.0.0 answers null (docs/facts/legacy-metadata.md §legacy-metadata.10).
    @LEG-022 @LEG-025
    Scenario: With both flags, one datasource named gives only its segments, with their status
      When I GET "/analytics/coordinator/v1/metadata/segments?includeOvershadowedStatus&includeRealtimeSegments&datasources=${unique}_b"
      Then eventually the response body has an element containing:
        """json
        { "dataSource": "${unique}_b", "overshadowed": false, "realtime": false }
        """
      And the response body is an array of 1 element
      And the response body matches schema "legacy-metadata/segment-realtime-status-list"

  Rule: With includeOvershadowedStatus every segment says whether a newer version overshadows it

    Background:
      Given the rows of datasource "${unique}" from "2015-09-12T00:00:00.000Z" to "2015-09-13T00:00:00.000Z" have been replaced with:
        | __time                   | page  | added:long |
        | 2015-09-12T05:00:00.000Z | Delta |         40 |

    @LEG-022
    Scenario: The replaced segment is overshadowed, the others are not
      When I GET "/analytics/coordinator/v1/metadata/segments?datasources=${unique}&includeOvershadowedStatus"
      Then eventually the response body has an element containing:
        """json
        { "identifier": "${segment1}", "overshadowed": true }
        """
      And the response body has an element containing:
        """json
        { "identifier": "${segment2}", "overshadowed": false }
        """
      And the response body has an element containing:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z", "overshadowed": false }
        """
      And the response body is an array of 3 elements
      And the response body matches schema "legacy-metadata/segment-status-list"

    @LEG-022 @decided
    Scenario: An overshadowed segment needs no replica
      When I GET "/analytics/coordinator/v1/metadata/segments?datasources=${unique}&includeOvershadowedStatus"
      Then eventually the response body has an element containing:
        """json
        { "identifier": "${segment1}", "overshadowed": true, "replicationFactor": 0 }
        """

    @LEG-023 @LEG-025
    Scenario: With includeRealtimeSegments each published segment has realtime false and its row count
      When I GET "/analytics/coordinator/v1/metadata/segments?datasources=${unique}&includeOvershadowedStatus&includeRealtimeSegments"
      Then eventually the response body has an element containing:
        """json
        { "identifier": "${segment1}", "overshadowed": true, "realtime": false, "numRows": 2 }
        """
      And the response body has an element containing:
        """json
        { "identifier": "${segment2}", "overshadowed": false, "realtime": false, "numRows": 1 }
        """
      And the response body has an element containing:
        """json
        { "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z", "overshadowed": false, "numRows": 1 }
        """
      And the response body matches schema "legacy-metadata/segment-realtime-status-list"

  Rule: The metadata store lists the names of datasources with used segments

    Background:
      Given datasource "${unique}_unused" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T05:00:00.000Z | Delta |
      And "/analytics/coordinator/v1/datasources/${unique}_unused/markUnused" has been posted with:
        """json
        { "interval": "2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z" }
        """

    @LEG-026
    Scenario: A datasource whose segments are all unused is not listed
      When I GET "/analytics/coordinator/v1/metadata/datasources"
      Then eventually the response body has no element containing:
        """json
        "${unique}_unused"
        """
      And the response body has an element containing:
        """json
        "${unique}"
        """
      And the response body matches schema "legacy-metadata/name-set"

    Scenario Outline: With <flag> a datasource whose segments are all unused is listed too
      When I GET "/analytics/coordinator/v1/metadata/datasources?<flag>"
      Then eventually the response body has an element containing:
        """json
        "${unique}_unused"
        """
      And the response body has an element containing:
        """json
        "${unique}"
        """
      And the response body matches schema "legacy-metadata/name-set"

      @LEG-027
      Examples: includeUnused
        | flag          |
        | includeUnused |

      @LEG-028
      Examples: includeDisabled
        | flag            |
        | includeDisabled |

    @LEG-029
    Scenario: With full each datasource with used segments comes with its segments
      When I GET "/analytics/coordinator/v1/metadata/datasources?full"
      # Druid 33 drops the all-unused datasource only at its next poll of the metadata store (§legacy-metadata.21).
      Then eventually the response body has no element containing:
        """json
        { "name": "${unique}_unused" }
        """
      And eventually the response body has an element containing:
        """json
        {
          "name": "${unique}",
          "segments": [
            { "dataSource": "${unique}", "dimensions": "page,added" },
            { "dataSource": "${unique}", "dimensions": "page,added" }
          ]
        }
        """
      And the response body has no element containing:
        """json
        { "name": "${unique}_unused" }
        """
      And the response body matches schema "legacy-metadata/datasource-metadata-list"

    @LEG-027 @LEG-029 @decided
    Scenario: With includeUnused and full the answer is the names
      When I GET "/analytics/coordinator/v1/metadata/datasources?includeUnused&full"
      Then eventually the response body has an element containing:
        """json
        "${unique}_unused"
        """
      And the response body matches schema "legacy-metadata/name-set"

  Rule: dataSourceInformation describes the schema of each datasource named

    @LEG-039
    Scenario: The datasource's row signature lists its columns with their types
      When I POST "/analytics/coordinator/v1/metadata/dataSourceInformation" with:
        """json
        ["${unique}", "${unique}_missing"]
        """
      Then eventually the response body is:
        """json
        [
          {
            "dataSource": "${unique}",
            "rowSignature": [
              { "name": "__time", "type": "LONG" },
              { "name": "page", "type": "STRING" },
              { "name": "added", "type": "LONG" }
            ]
          }
        ]
        """
      And the response body matches schema "legacy-metadata/datasource-information-list"

    # A release without the endpoint (Druid 27.0.0 answers 404 whatever the body, §legacy-metadata.16) refuses it too.
    @LEG-039 @decided
    Scenario Outline: A body that is <what> is refused
      When I POST "/analytics/coordinator/v1/metadata/dataSourceInformation" with:
        """json
        <body>
        """
      Then the response status is 400 or 404

      Examples:
        | what                   | body                             |
        | a name, not an array   | "${unique}"                      |
        | an object              | { "datasources": ["${unique}"] } |

  Rule: Parameters the metadata store endpoints cannot read are refused

    @LEG-020 @LEG-023 @LEG-026 @decided
    Scenario Outline: A request with <what> is refused, or ignored by a release without the parameter
      When I GET "<path>"
      # Druid 33 refuses it with 400; Druid 27, which has no such parameter, ignores it with 200 (§legacy-metadata.25).
      Then the response status is 400 or 200

      Examples:
        | what                                | path                                                                |
        | includeRealtimeSegments alone       | /analytics/coordinator/v1/metadata/segments?includeRealtimeSegments |

    @LEG-020 @LEG-023 @LEG-026 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "<path>"
      Then the response status is 200

      Examples:
        | what                                | path                                                                |
        | an unknown parameter on segments    | /analytics/coordinator/v1/metadata/segments?verbose                 |
        | an unknown parameter on datasources | /analytics/coordinator/v1/metadata/datasources?simple               |
