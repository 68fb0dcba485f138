@legacy-metadata
Feature: Segment load queues
  Spec: "Legacy metadata endpoints > Segment loading": GET /analytics/coordinator/v1/loadqueue gives, for each
  Historical, the IDs of the segments to load and to drop; `simple` their counts and total bytes; `full` their
  serialized metadata. The datasource has one row, ingested and served; `${server}` is a Historical serving it
  (features/README.md, Fixtures). Exact queues are in known-cluster.feature.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - The body maps each Historical's `host:port` to `{"segmentsToLoad", "segmentsToDrop"}`: segment IDs; counts plus
    `segmentsToLoadSize` and `segmentsToDropSize` in bytes (`simple`); or segment metadata (`full`)
    (§legacy-metadata.11).
  - An unknown query parameter is ignored, and with both `simple` and `full` the answer is the `simple` one
    (§legacy-metadata.1, §legacy-metadata.2).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
    And a Historical serving datasource "${shared}" has been read

  Rule: The load queue gives each Historical's segments to load and to drop

    @LEG-006 @LEG-007 @LEG-008
    Scenario Outline: The <variant> load queue has an entry for a Historical serving data
      When I GET "/analytics/coordinator/v1/loadqueue<query>"
      Then eventually the response body contains:
        """json
        { "${server}": {} }
        """
      And the response body matches schema "legacy-metadata/<schema>"

      Examples:
        | variant | query   | schema            |
        | plain   |         | load-queue        |
        | simple  | ?simple | load-queue-simple |
        | full    | ?full   | load-queue-full   |

  Rule: A load queue request the endpoint cannot read is refused with 400

    @LEG-006 @LEG-007 @LEG-008 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "/analytics/coordinator/v1/loadqueue<query>"
      Then the response status is 200

      Examples:
        | what                 | query        |
        | an unknown parameter | ?verbose     |
        | simple and full      | ?simple&full |
