@legacy-metadata
Feature: Intervals across datasources
  Spec: "Legacy metadata endpoints > Intervals": GET /analytics/coordinator/v1/intervals gives every interval of
  every datasource with its total size and segment count; …/intervals/{interval} (`_` between start and end) the
  size and count of the segments whose intervals intersect it, with `simple` per interval and with `full` per
  datasource per interval. Data is in `${year}`: `${unique}` has two rows on ${year}-09-12 and one on
  ${year}-09-13, `${unique}_b` one row on ${year}-09-12 (features/README.md, Fixtures); views are awaited (Waiting).
  The totals count every datasource's segments over an interval: a target that holds another datasource's segments
  over `${year}` (one partitioned by ALL spans every year) cannot have them checked, and the scenarios are blocked
  with their names; the kit's own scenarios that partition by ALL retire their data afterwards.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - An interval key is `start/end` in UTC with milliseconds; counts are of the segments the cluster serves, each
    once whatever its replicas (§legacy-metadata.11). An interval that intersects no segment answers `{}`.
  - `simple`, where the spec is silent, selects the segments the interval contains, as Druid 33 does
    (§legacy-metadata.9); the plain form and `full` select those intersecting it, as the spec says (Druid 33 takes
    contained ones there too: a profile entry).
  - A malformed interval in the path is refused with 400, or Druid 33's 500 page (§legacy-metadata.3); unknown query
    parameters are ignored, and with both `simple` and `full` the answer is the `simple` one (§legacy-metadata.1,
    §legacy-metadata.2).

  Background:
    Given no other datasource holds segments over "${year}-01-01T00:00:00.000Z/${year}-12-31T00:00:00.000Z"
    And datasource "${unique}" has been ingested with rows:
      | __time                      | page  |
      | ${year}-09-12T01:00:00.000Z | Alpha |
      | ${year}-09-12T02:00:00.000Z | Beta  |
      | ${year}-09-13T01:00:00.000Z | Gamma |
    And datasource "${unique}_b" has been ingested with rows:
      | __time                      | page  |
      | ${year}-09-12T05:00:00.000Z | Delta |
    And the IDs of the 2 used segments of datasource "${unique}" have been read

  Rule: The intervals view gives each interval of each datasource with its size and count

    @LEG-057
    Scenario: Both days are listed with each datasource's segments
      When I GET "/analytics/coordinator/v1/intervals"
      Then eventually the response body contains:
        """json
        {
          "${year}-09-12T00:00:00.000Z/${year}-09-13T00:00:00.000Z": {
            "${unique}": { "size": ${segment1.size}, "count": 1 },
            "${unique}_b": { "count": 1 }
          },
          "${year}-09-13T00:00:00.000Z/${year}-09-14T00:00:00.000Z": {
            "${unique}": { "size": ${segment2.size}, "count": 1 }
          }
        }
        """
      And the response body matches schema "legacy-metadata/datasource-interval-sizes"

  Rule: An interval in the path adds up the segments that intersect it

    @LEG-058 @GEN-005
    Scenario: Part of the second day intersects its one segment
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-13T00:00:00.000Z_${year}-09-13T12:00:00.000Z"
      Then eventually the response body is:
        """json
        { "size": ${segment2.size}, "count": 1 }
        """
      And the response body matches schema "legacy-metadata/size-count"

    @LEG-058 @GEN-005
    Scenario: Both days intersect the three segments of both datasources
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-12T00:00:00.000Z_${year}-09-14T00:00:00.000Z"
      Then eventually the response body contains:
        """json
        { "count": 3 }
        """
      And the response body matches schema "legacy-metadata/size-count"

    @LEG-058 @GEN-005 @decided
    Scenario: An interval no segment intersects answers an empty object
      When I GET "/analytics/coordinator/v1/intervals/${year}-01-01T00:00:00.000Z_${year}-01-02T00:00:00.000Z"
      Then the response status is 200
      And the response body is:
        """json
        {}
        """

    @LEG-059 @GEN-005
    Scenario: With simple each intersecting interval has its own size and count
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-12T00:00:00.000Z_${year}-09-14T00:00:00.000Z?simple"
      Then eventually the response body contains:
        """json
        {
          "${year}-09-12T00:00:00.000Z/${year}-09-13T00:00:00.000Z": { "count": 2 },
          "${year}-09-13T00:00:00.000Z/${year}-09-14T00:00:00.000Z": { "size": ${segment2.size}, "count": 1 }
        }
        """
      And the response body matches schema "legacy-metadata/interval-sizes"

    @LEG-059 @GEN-005 @decided
    Scenario: With simple an interval covering part of a day lists nothing: only contained segments count
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-13T06:00:00.000Z_${year}-09-13T12:00:00.000Z?simple"
      Then the response status is 200
      And the response body is:
        """json
        {}
        """

    @LEG-060 @GEN-005
    Scenario: With full each intersecting interval has each datasource's size and count
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-12T00:00:00.000Z_${year}-09-14T00:00:00.000Z?full"
      Then eventually the response body contains:
        """json
        {
          "${year}-09-12T00:00:00.000Z/${year}-09-13T00:00:00.000Z": {
            "${unique}": { "size": ${segment1.size}, "count": 1 },
            "${unique}_b": { "count": 1 }
          },
          "${year}-09-13T00:00:00.000Z/${year}-09-14T00:00:00.000Z": {
            "${unique}": { "size": ${segment2.size}, "count": 1 }
          }
        }
        """
      And the response body matches schema "legacy-metadata/datasource-interval-sizes"

    @LEG-060 @GEN-005
    Scenario: With full a segment marked unused is no longer counted
      Given "/analytics/coordinator/v1/datasources/${unique}_b/markUnused" has been posted with:
        """json
        { "interval": "${year}-09-01T00:00:00.000Z/${year}-10-01T00:00:00.000Z" }
        """
      When I GET "/analytics/coordinator/v1/intervals/${year}-09-12T00:00:00.000Z_${year}-09-13T00:00:00.000Z?full"
      Then eventually the response body is:
        """json
        {
          "${year}-09-12T00:00:00.000Z/${year}-09-13T00:00:00.000Z": {
            "${unique}": { "size": ${segment1.size}, "count": 1 }
          }
        }
        """

  Rule: An intervals request the endpoint cannot read is refused with 400

    @LEG-058 @GEN-005 @decided
    Scenario Outline: The path interval <interval> is refused
      When I GET "/analytics/coordinator/v1/intervals/<interval>"
      Then the response status is 400 or 500

      Examples:
        | interval                                                | why              |
        | ${year}-09-12T00:00:00.000Z                             | no end           |
        | ${year}-09-13T00:00:00.000Z_${year}-09-12T00:00:00.000Z | end before start |
        | last_week                                               | not ISO 8601     |

    @LEG-057 @LEG-059 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "<path>"
      Then the response status is 200

      Examples:
        | what                               | path                                                                                                    |
        | a parameter the list does not take | /analytics/coordinator/v1/intervals?simple                                                              |
        | simple and full                    | /analytics/coordinator/v1/intervals/${year}-09-12T00:00:00.000Z_${year}-09-14T00:00:00.000Z?simple&full |
