@legacy-metadata
Feature: Segment load status of the cluster
  Spec: "Endpoints > Legacy metadata endpoints > Segment loading": GET
  /analytics/coordinator/v1/loadstatus gives the percentage of each datasource's segments loaded
  versus those that should be; `simple` the segments left to load, without replication counts;
  `full` the segments left to load per tier, with replication counts; and
  `full&computeUsingClusterView` also factors in the nodes available: a segment is fully loaded
  when replicated as often as its load rule says, or when its replicas in each tier equal the
  nodes of that tier allowed to load it. The load status of one datasource is in
  load-status-by-datasource.feature; exact per-tier counts on known servers in known-cluster.feature.

  The scenarios make known states through the public API. A datasource ingested with the ordinary
  data setup is served: each segment is on a server. A datasource whose own retention rule asks for
  2 replicas in a tier no server belongs to (`${unique}_tier`), posted before its data is published,
  has used segments that no server can load. The Coordinator's views may lag behind a change, so
  checks of content poll until the kit's deadline.

  Decided where the spec is silent (tagged @decided), following the real system (docs/facts/legacy-metadata.md; body shapes from older notes,
  docs/facts/legacy-metadata.md §legacy-metadata.11):
  - Bodies: `{datasource: percentage}` (a number from 0 to 100); `simple` `{datasource: count}`;
    `full` `{tier: {datasource: replicas}}`, where a tier a rule names is listed even without
    servers.
  - The segments counted are the used ones that no newer version overshadows; a segment is loaded
    once a server serves it.
  - A query parameter the endpoint does not know is ignored, and with both `simple` and `full`
    the answer is the `simple` one, as Druid 33 answers (§legacy-metadata.1,
    §legacy-metadata.2); so is `computeUsingClusterView` without `full` (§legacy-metadata.6).

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
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
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
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
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
