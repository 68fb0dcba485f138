@legacy-metadata
Feature: Segment load status of the cluster
  Spec: "Legacy metadata endpoints > Segment loading": GET /analytics/coordinator/v1/loadstatus gives the percentage
  of each datasource's segments loaded; `simple` the segments left to load, without replication counts; `full` those
  left per tier, with replication counts; `full&computeUsingClusterView` also counts the nodes available (fully
  loaded when replicated as the load rule says, or on every node of a tier allowed to load it). Fixtures: an
  ordinary served datasource, and one whose rule asks replicas of a tier no server has (features/README.md,
  Fixtures); views are awaited (Waiting). One datasource: load-status-by-datasource.feature; known servers:
  known-cluster.feature.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - Bodies: `{datasource: percentage}` (0 to 100); `simple` `{datasource: count}`; `full` `{tier: {datasource:
    replicas}}`, where a tier a rule names is listed even without servers (§legacy-metadata.11).
  - The segments counted are the used ones no newer version overshadows; a segment is loaded once a server serves
    it (Druid 33.0.0 live: the scenarios passed, docs/facts/kit-runs.md §kit-runs.1).
  - An unknown query parameter is ignored; with both `simple` and `full` the answer is the `simple` one; so is
    `computeUsingClusterView` without `full` (§legacy-metadata.1, §legacy-metadata.2, §legacy-metadata.6).

  Rule: A datasource whose segments are all served is fully loaded

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | 2015-09-13T01:00:00.000Z | Beta  |
      And a Historical serving datasource "${unique}" has been read

    @LEG-001
    Scenario: The load status shows the datasource 100 percent loaded
      When I GET "/analytics/coordinator/v1/loadstatus"
      Then eventually the response body contains:
        """json
        { "${unique}": 100 }
        """
      And the response body matches schema "legacy-metadata/load-percentages"

    @LEG-002
    Scenario: The simple load status shows no segment of the datasource left to load
      When I GET "/analytics/coordinator/v1/loadstatus?simple"
      Then eventually the response body contains:
        """json
        { "${unique}": 0 }
        """
      And the response body matches schema "legacy-metadata/load-counts"

    @LEG-003
    Scenario: The full load status shows no replica left to load in the tier the rule names
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "${tier}": 1 } }]
        """
      When I GET "/analytics/coordinator/v1/loadstatus?full"
      Then eventually the response body contains:
        """json
        { "${tier}": { "${unique}": 0 } }
        """
      And the response body matches schema "legacy-metadata/tier-load-counts"

  Rule: A datasource whose segments no server can load shows them all left to load

    Background:
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "${unique}_tier": 2 } }]
        """
      And datasource "${unique}" has been published with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | 2015-09-13T01:00:00.000Z | Beta  |

    @LEG-001
    Scenario: The load status shows the datasource 0 percent loaded
      When I GET "/analytics/coordinator/v1/loadstatus"
      Then eventually the response body contains:
        """json
        { "${unique}": 0 }
        """
      And the response body matches schema "legacy-metadata/load-percentages"

    @LEG-002
    Scenario: The simple load status counts both segments, without replicas
      When I GET "/analytics/coordinator/v1/loadstatus?simple"
      Then eventually the response body contains:
        """json
        { "${unique}": 2 }
        """
      And the response body matches schema "legacy-metadata/load-counts"

    @LEG-003
    Scenario: The full load status counts 2 replicas of each segment in the rule's tier
      When I GET "/analytics/coordinator/v1/loadstatus?full"
      Then eventually the response body contains:
        """json
        { "${unique}_tier": { "${unique}": 4 } }
        """
      And the response body matches schema "legacy-metadata/tier-load-counts"

    @LEG-004 @LEG-005
    Scenario: With computeUsingClusterView a tier without nodes has nothing left to load
      When I GET "/analytics/coordinator/v1/loadstatus?full&computeUsingClusterView"
      Then eventually the response body contains:
        """json
        { "${unique}_tier": { "${unique}": 0 } }
        """
      And the response body matches schema "legacy-metadata/tier-load-counts"

  Rule: Parameters the load status does not read are ignored

    @LEG-001 @LEG-002 @LEG-003 @LEG-004 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "<path>"
      Then the response status is 200

      Examples:
        | what                                 | path                                                         |
        | an unknown parameter                 | /analytics/coordinator/v1/loadstatus?verbose                 |
        | simple and full                      | /analytics/coordinator/v1/loadstatus?simple&full             |
        | computeUsingClusterView without full | /analytics/coordinator/v1/loadstatus?computeUsingClusterView |
