@legacy-metadata
Feature: A datasource's intervals as the cluster serves them
  Spec: "Legacy metadata endpoints > Datasources" (interval path parameters use `_`): under
  /analytics/coordinator/v1/datasources/{dataSourceName}, `intervals` gives its segment intervals, with `simple` a
  map of interval to total bytes and segment count, with `full` a map of interval to segment metadata to servers;
  `intervals/{interval}` the segment IDs, and with `simple` and `full` the intervals it contains in the same shapes;
  `intervals/{interval}/serverview` the servers of the segments it contains. The datasource has one row on each of
  2015-09-12 and 2015-09-13 (`${segment1}`, `${segment2}`, features/README.md, Fixtures); views are awaited
  (Waiting); server lists are checked in known-cluster.feature.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - An interval key is `start/end` in UTC with milliseconds; under it `full` maps each segment ID to
    `{"metadata": <segment>, "servers": [host:port…]}` (§legacy-metadata.11). An interval path selects the segments
    it contains, start inclusive, end exclusive (§legacy-metadata.9).
  - `serverview` is an array of `{"segment", "servers"}`, each server with `name`, `host`, `hostAndTlsPort`,
    `maxSize`, `type`, `tier` and `priority` (§legacy-metadata.13).
  - A malformed interval in the path is refused with 400, or Druid 33's 500 page (§legacy-metadata.3).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
    And the IDs of the 2 used segments of datasource "${shared}" have been read

  Rule: A datasource's intervals are those of its served segments

    @LEG-046
    Scenario: The intervals are the two days
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals"
      Then eventually the response body is, in any order:
        """json
        ["2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z", "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z"]
        """
      And the response body matches schema "legacy-metadata/interval-list"

    @LEG-047
    Scenario: With simple each interval has its bytes and segment count
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals?simple"
      Then eventually the response body is:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": { "size": ${segment1.size}, "count": 1 },
          "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z": { "size": ${segment2.size}, "count": 1 }
        }
        """
      And the response body matches schema "legacy-metadata/interval-sizes"

    @LEG-048
    Scenario: With full each interval maps its segments to their metadata and servers
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals?full"
      Then eventually the response body contains:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": {
            "${segment1}": { "metadata": { "identifier": "${segment1}", "size": ${segment1.size} } }
          },
          "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z": {
            "${segment2}": { "metadata": { "identifier": "${segment2}", "size": ${segment2.size} } }
          }
        }
        """
      And the response body matches schema "legacy-metadata/interval-segment-servers"

  Rule: An interval in the path selects the datasource's segments it contains

    @LEG-049 @GEN-005
    Scenario Outline: The interval <interval> holds <held>
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/<interval>"
      Then eventually the response body is, in any order:
        """json
        <ids>
        """
      And the response body matches schema "legacy-metadata/name-set"

      Examples:
        | interval                                          | held                         | ids                            |
        | 2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z | the first day's segment      | ["${segment1}"]                |
        | 2015-09-12T00:00:00.000Z_2015-09-14T00:00:00.000Z | both segments                | ["${segment1}", "${segment2}"] |
        | 2015-09-12T12:00:00.000Z_2015-09-14T00:00:00.000Z | only the segment it contains | ["${segment2}"]                |
        | 2015-09-01T00:00:00.000Z_2015-09-02T00:00:00.000Z | no segment                   | []                             |

    @LEG-050 @GEN-005
    Scenario: With simple the interval maps the intervals it contains to bytes and count
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-12T12:00:00.000Z_2015-09-14T00:00:00.000Z?simple"
      Then eventually the response body is:
        """json
        { "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z": { "size": ${segment2.size}, "count": 1 } }
        """
      And the response body matches schema "legacy-metadata/interval-sizes"

    @LEG-051 @GEN-005
    Scenario: With full the interval maps the intervals it contains to their segments
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z?full"
      Then eventually the response body contains:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": {
            "${segment1}": { "metadata": { "identifier": "${segment1}", "dataSource": "${shared}" } }
          }
        }
        """
      And the response body matches schema "legacy-metadata/interval-segment-servers"

    @LEG-052 @GEN-005
    Scenario: The serverview of an interval gives its segments with the servers holding them
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z/serverview"
      Then eventually the response body has an element containing:
        """json
        { "segment": { "identifier": "${segment1}", "size": ${segment1.size} } }
        """
      And the response body is an array of 1 element
      And the response body matches schema "legacy-metadata/segment-load-info-list"

  Rule: A malformed interval in the path is refused with 400

    @LEG-049 @LEG-052 @GEN-005 @decided
    Scenario Outline: The path interval <interval> is refused
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/<interval><rest>"
      Then the response status is 400 or 500

      Examples:
        | interval                                          | rest        | why              |
        | 2015-09-12T00:00:00.000Z                          |             | no end           |
        | 2015-09-13T00:00:00.000Z_2015-09-12T00:00:00.000Z |             | end before start |
        | yesterday_today                                   |             | not ISO 8601     |
        | yesterday_today                                   | /serverview | not ISO 8601     |
