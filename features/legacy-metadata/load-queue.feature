@legacy-metadata
Feature: Segment load queues
  Spec: "Endpoints > Legacy metadata endpoints > Segment loading": GET
  /analytics/coordinator/v1/loadqueue gives, for each Historical, the IDs of the segments to load
  and to drop; `simple` their counts and total byte sizes; `full` their serialized metadata. On
  a cluster whose Historicals the kit chose, the exact queues are in known-cluster.feature.

  Every scenario starts from a datasource with one row, ingested and served: `${server}` is a
  Historical serving it (its `host:port`, as sys.servers names it).

  Decided where the spec is silent (tagged @decided), following the real system (docs/facts/legacy-metadata.md; body shapes from older notes,
  docs/facts/legacy-metadata.md §legacy-metadata.11): the
  body maps each Historical's `host:port` to `{"segmentsToLoad": …, "segmentsToDrop": …}`, with
  segment IDs, with counts plus `segmentsToLoadSize` and `segmentsToDropSize` in bytes
  (`simple`), or with segment metadata (`full`); a query parameter the endpoint does not know is
  ignored, and with both `simple` and `full` the answer is the `simple` one, as Druid 33 answers
  (§legacy-metadata.1, §legacy-metadata.2).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
    And a Historical serving datasource "${unique}" has been read

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
