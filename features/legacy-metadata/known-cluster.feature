@legacy-metadata @needs:server-properties
Feature: Legacy views of a cluster whose Historicals are known
  Spec: "Legacy metadata endpoints": the views that depend on where segments are served (load status per tier and
  with computeUsingClusterView, load queues, replicated sizes, tiers, a segment's servers, the servers list, Broker
  candidates), and realtime segments listed only where `analytics.centralizedDatasourceSchema.enabled` is set. They
  run on a target the kit starts (`@needs:server-properties`) with three Historicals of 1000000000 bytes:
  `localhost:8083` and `localhost:8085` in tier `hot`, `localhost:8084` in `cold`. `${unique}` has a rule asking 3
  replicas in `hot` and 1 in `cold`, then one row on 2015-09-12: one segment every Historical holds once loaded,
  `hot` one replica short (features/README.md, Fixtures); views are awaited (Waiting).

  Decisions (tagged @decided), as in the other legacy-metadata features:
  - The body shapes of docs/facts/legacy-metadata.md §legacy-metadata.11 (Druid 33.0.0 live).
  - Servers are described by `name`, `host`, `hostAndTlsPort`, `maxSize`, `type`, `tier` and `priority`, 0 for
    Historicals of the default priority (§legacy-metadata.13, Druid 33.0.0 live).

  Background:
    Given a target whose Historicals are:
      | host           | tier | maxSize    |
      | localhost:8083 | hot  | 1000000000 |
      | localhost:8084 | cold | 1000000000 |
      | localhost:8085 | hot  | 1000000000 |
    And the rules of datasource "${unique}" have been set to:
      """json
      [{ "type": "loadForever", "tieredReplicants": { "hot": 3, "cold": 1 } }]
      """
    And datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |

  Rule: Load status and load queues follow the rule and the tiers' nodes

    @LEG-001 @LEG-002
    Scenario: The segment is loaded, so the datasource is 100 percent loaded with nothing left
      When I GET "/analytics/coordinator/v1/loadstatus"
      Then eventually the response body is:
        """json
        { "${unique}": 100 }
        """
      And GET "/analytics/coordinator/v1/loadstatus?simple" answers a body containing:
        """json
        { "${unique}": 0 }
        """

    @LEG-003
    Scenario: The full load status counts the replica the hot tier lacks
      When I GET "/analytics/coordinator/v1/loadstatus?full"
      Then eventually the response body is:
        """json
        { "hot": { "${unique}": 1 }, "cold": { "${unique}": 0 } }
        """

    @LEG-004 @LEG-005
    Scenario: With computeUsingClusterView the hot tier's two nodes are all it can have
      When I GET "/analytics/coordinator/v1/loadstatus?full&computeUsingClusterView"
      Then eventually the response body is:
        """json
        { "hot": { "${unique}": 0 }, "cold": { "${unique}": 0 } }
        """

    @LEG-015 @LEG-016
    Scenario: By datasource, full and the cluster view differ by the missing replica
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&full&interval=2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z"
      Then eventually the response body is:
        """json
        { "hot": { "${unique}": 1 }, "cold": { "${unique}": 0 } }
        """
      And GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&full&computeUsingClusterView&interval=2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z" answers a body containing:
        """json
        { "hot": { "${unique}": 0 }, "cold": { "${unique}": 0 } }
        """

    @LEG-006
    Scenario: The load queue lists the three Historicals, each with nothing to load or drop
      When I GET "/analytics/coordinator/v1/loadqueue"
      Then eventually the response body is:
        """json
        {
          "localhost:8083": { "segmentsToLoad": [], "segmentsToDrop": [] },
          "localhost:8084": { "segmentsToLoad": [], "segmentsToDrop": [] },
          "localhost:8085": { "segmentsToLoad": [], "segmentsToDrop": [] }
        }
        """

    @LEG-007
    Scenario: The simple load queue counts no segment and no byte for any Historical
      When I GET "/analytics/coordinator/v1/loadqueue?simple"
      Then eventually the response body contains:
        """json
        {
          "localhost:8083": { "segmentsToLoad": 0, "segmentsToDrop": 0, "segmentsToLoadSize": 0, "segmentsToDropSize": 0 },
          "localhost:8084": { "segmentsToLoad": 0, "segmentsToDrop": 0, "segmentsToLoadSize": 0, "segmentsToDropSize": 0 },
          "localhost:8085": { "segmentsToLoad": 0, "segmentsToDrop": 0, "segmentsToLoadSize": 0, "segmentsToDropSize": 0 }
        }
        """

    @LEG-008
    Scenario: The full load queue lists the three Historicals with no segment metadata
      When I GET "/analytics/coordinator/v1/loadqueue?full"
      Then eventually the response body is:
        """json
        {
          "localhost:8083": { "segmentsToLoad": [], "segmentsToDrop": [] },
          "localhost:8084": { "segmentsToLoad": [], "segmentsToDrop": [] },
          "localhost:8085": { "segmentsToLoad": [], "segmentsToDrop": [] }
        }
        """

  Rule: Datasource views count every replica and name every server

    Background:
      Given the IDs of the 1 used segment of datasource "${unique}" have been read

    @LEG-042 @LEG-044
    Scenario: The cold tier's one replica makes its replicated size the segment's size
      When I GET "/analytics/coordinator/v1/datasources/${unique}"
      Then eventually the response body contains:
        """json
        {
          "name": "${unique}",
          "properties": {
            "tiers": {
              "hot": { "segmentCount": 1, "size": ${segment1.size} },
              "cold": { "segmentCount": 1, "size": ${segment1.size}, "replicatedSize": ${segment1.size} }
            },
            "segments": {
              "count": 1,
              "size": ${segment1.size},
              "minTime": "2015-09-12T00:00:00.000Z",
              "maxTime": "2015-09-13T00:00:00.000Z"
            }
          }
        }
        """
      And GET "/analytics/coordinator/v1/datasources?simple" answers an element containing:
        """json
        { "name": "${unique}", "properties": { "tiers": { "cold": { "replicatedSize": ${segment1.size} } } } }
        """

    @LEG-056
    Scenario: The datasource exists in both tiers
      When I GET "/analytics/coordinator/v1/datasources/${unique}/tiers"
      Then eventually the response body is, in any order:
        """json
        ["hot", "cold"]
        """

    @LEG-048
    Scenario: With full the interval's segment lists the three Historicals
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals?full"
      Then eventually the response body contains, in any order:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": {
            "${segment1}": { "servers": ["localhost:8083", "localhost:8084", "localhost:8085"] }
          }
        }
        """

    @LEG-052
    Scenario: The serverview describes the three Historicals holding the segment
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z/serverview"
      Then eventually the response body contains, in any order:
        """json
        [
          {
            "segment": { "identifier": "${segment1}" },
            "servers": [
              { "name": "localhost:8083", "host": "localhost:8083", "type": "historical", "tier": "hot", "maxSize": 1000000000, "priority": 0 },
              { "name": "localhost:8084", "host": "localhost:8084", "type": "historical", "tier": "cold", "maxSize": 1000000000, "priority": 0 },
              { "name": "localhost:8085", "host": "localhost:8085", "type": "historical", "tier": "hot", "maxSize": 1000000000, "priority": 0 }
            ]
          }
        ]
        """

    @LEG-055 @decided
    Scenario: One segment lists the three Historicals holding it
      When I GET "/analytics/coordinator/v1/datasources/${unique}/segments/${segment1}"
      Then eventually the response body contains, in any order:
        """json
        {
          "metadata": { "identifier": "${segment1}" },
          "servers": ["localhost:8083", "localhost:8084", "localhost:8085"]
        }
        """

  Rule: The servers list names each Historical once, with its tier, sizes and priority

    Background:
      Given the IDs of the 1 used segment of datasource "${unique}" have been read

    @LEG-061 @LEG-062
    Scenario: The servers are the three Historicals, once each
      When I GET "/analytics/coordinator/v1/servers"
      Then eventually the response body is, in any order:
        """json
        ["localhost:8083", "localhost:8084", "localhost:8085"]
        """

    @LEG-063
    Scenario: With simple each Historical holds the segment's bytes
      When I GET "/analytics/coordinator/v1/servers?simple"
      Then eventually the response body is, in any order:
        """json
        [
          { "host": "localhost:8083", "type": "historical", "tier": "hot", "priority": 0, "currSize": ${segment1.size}, "maxSize": 1000000000 },
          { "host": "localhost:8084", "type": "historical", "tier": "cold", "priority": 0, "currSize": ${segment1.size}, "maxSize": 1000000000 },
          { "host": "localhost:8085", "type": "historical", "tier": "hot", "priority": 0, "currSize": ${segment1.size}, "maxSize": 1000000000 }
        ]
        """

  Rule: Candidates list every Historical holding a segment, or as many as numCandidates asks

    Background:
      Given the IDs of the 1 used segment of datasource "${unique}" have been read

    @LEG-071 @LEG-072
    Scenario: Without numCandidates the segment has the three Historicals as locations
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z"
      Then eventually the response body contains, in any order:
        """json
        [
          {
            "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z",
            "partitionNumber": 0,
            "size": ${segment1.size},
            "locations": [
              { "host": "localhost:8083", "tier": "hot" },
              { "host": "localhost:8084", "tier": "cold" },
              { "host": "localhost:8085", "tier": "hot" }
            ]
          }
        ]
        """

    @LEG-071
    Scenario Outline: With numCandidates=<n> the segment has <n> locations
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z&numCandidates=<n>"
      Then eventually the response body contains:
        """json
        [{ "size": ${segment1.size}, "locations": <locations> }]
        """

      Examples:
        | n | locations    |
        | 1 | [{}]         |
        | 2 | [{}, {}]     |
        | 5 | [{}, {}, {}] |

  Rule: Without the centralized datasource schema no realtime segment is listed

    @LEG-023 @LEG-024
    Scenario: The only segment listed is the published one, with its row count
      When I GET "/analytics/coordinator/v1/metadata/segments?includeOvershadowedStatus&includeRealtimeSegments"
      Then eventually the response body contains:
        """json
        [{ "dataSource": "${unique}", "overshadowed": false, "realtime": false, "numRows": 1 }]
        """
