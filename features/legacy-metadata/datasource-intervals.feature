@legacy-metadata
Feature: A datasource's intervals as the cluster serves them
  Spec: "Endpoints > Legacy metadata endpoints > Datasources" (interval path parameters use `_`):
  under /analytics/coordinator/v1/datasources/{dataSourceName}, `intervals` gives the set of its
  segment intervals, with `simple` a map of interval to total byte size and segment count, with
  `full` a map of interval to a map of segment metadata to the set of server names;
  `intervals/{interval}` the set of segment IDs, and with `simple` and `full` maps of the
  intervals it contains in the same shapes; `intervals/{interval}/serverview` the servers holding
  the segments of the intervals it contains. The view is refreshed every Coordinator period, so
  checks of content poll until the kit's deadline.

  Every scenario starts from a datasource with one row on 2015-09-12 and one on 2015-09-13, stored
  as one segment per day: `${segment1}` and `${segment2}`, with sizes in bytes `${segment1.size}`
  and `${segment2.size}` (from sys.segments). Server lists depend on the target's Historicals:
  they are checked in known-cluster.feature.

  Decided where the spec is silent (tagged @decided), following the real system (docs/facts/legacy-metadata.md; body shapes from older notes,
  docs/facts/legacy-metadata.md §legacy-metadata.11):
  - An interval key is `start/end` in UTC with milliseconds; under it, `full` maps each segment ID
    to `{"metadata": <segment>, "servers": [host:port…]}`. The segments of an interval path are
    those it contains (start inclusive, end exclusive).
  - `serverview` is an array of `{"segment": <segment>, "servers": [<server>…]}`, each server
    described by `name`, `host`, `hostAndTlsPort`, `maxSize`, `type`, `tier` and `priority`.
  - A malformed interval in the path is refused with 400, or the 500 page Druid 33 answers
    (§legacy-metadata.3).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
      | 2015-09-13T01:00:00.000Z | Beta  |
    And the IDs of the 2 used segments of datasource "${unique}" have been read

  Rule: A datasource's intervals are those of its served segments

    @LEG-046
    Scenario: The intervals are the two days
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals"
      Then eventually the response body is, in any order:
        """json
        ["2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z", "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z"]
        """
      And the response body matches schema "legacy-metadata/interval-list"

    @LEG-047
    Scenario: With simple each interval has its bytes and segment count
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals?simple"
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
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals?full"
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
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/<interval>"
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
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T12:00:00.000Z_2015-09-14T00:00:00.000Z?simple"
      Then eventually the response body is:
        """json
        { "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z": { "size": ${segment2.size}, "count": 1 } }
        """
      And the response body matches schema "legacy-metadata/interval-sizes"

    @LEG-051 @GEN-005
    Scenario: With full the interval maps the intervals it contains to their segments
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z?full"
      Then eventually the response body contains:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": {
            "${segment1}": { "metadata": { "identifier": "${segment1}", "dataSource": "${unique}" } }
          }
        }
        """
      And the response body matches schema "legacy-metadata/interval-segment-servers"

    @LEG-052 @GEN-005
    Scenario: The serverview of an interval gives its segments with the servers holding them
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z/serverview"
      Then eventually the response body has an element containing:
        """json
        { "segment": { "identifier": "${segment1}", "size": ${segment1.size} } }
        """
      And the response body is an array of 1 element
      And the response body matches schema "legacy-metadata/segment-load-info-list"

  Rule: A malformed interval in the path is refused with 400

    @LEG-049 @LEG-052 @GEN-005 @decided
    Scenario Outline: The path interval <interval> is refused
      When I GET "/analytics/coordinator/v1/datasources/${unique}/intervals/<interval><rest>"
      Then the response status is 400 or 500

      Examples:
        | interval                                          | rest        | why              |
        | 2015-09-12T00:00:00.000Z                          |             | no end           |
        | 2015-09-13T00:00:00.000Z_2015-09-12T00:00:00.000Z |             | end before start |
        | yesterday_today                                   |             | not ISO 8601     |
        | yesterday_today                                   | /serverview | not ISO 8601     |
