@legacy-metadata
Feature: Servers of the cluster
  Spec: "Legacy metadata endpoints > Servers": GET /analytics/coordinator/v1/servers lists `{hostname}:{port}`
  strings, a process running several server types once per port; with `simple`, objects with `host`, `type`
  (`indexer-executor`, `historical`…), `currSize`, `maxSize`, `priority` and `tier`. The datasource has one row,
  served; `${server}` and `${tier}` are a Historical serving it and its tier (features/README.md, Fixtures). The
  exact list of a known cluster is in known-cluster.feature.

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - The servers listed are those that serve segments; `currSize` is the bytes a server holds; `full` adds to each
    `simple` object its `segments`, segment ID → metadata (§legacy-metadata.11).
  - An unknown query parameter is ignored; with both `simple` and `full` the answer is the `full` one
    (§legacy-metadata.1, §legacy-metadata.2).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
    And the IDs of the 1 used segment of datasource "${shared}" have been read
    And a Historical serving datasource "${shared}" has been read

  Rule: The servers list names each server once as host and port

    @LEG-061 @LEG-062
    Scenario: A Historical serving data is listed
      When I GET "/analytics/coordinator/v1/servers"
      Then eventually the response body has an element containing:
        """json
        "${server}"
        """
      And the response body matches schema "legacy-metadata/server-list"

  Rule: With simple each server comes with its type, sizes, priority and tier

    @LEG-063
    Scenario: A Historical serving data is a historical of its tier holding bytes
      When I GET "/analytics/coordinator/v1/servers?simple"
      Then eventually the response body has an element containing:
        """json
        { "host": "${server}", "type": "historical", "tier": "${tier}" }
        """
      And the response body matches schema "legacy-metadata/server-summary-list"

    @LEG-063 @decided
    Scenario: With full a Historical also lists the segments it holds
      When I GET "/analytics/coordinator/v1/servers?full"
      Then eventually the response body has an element containing:
        """json
        {
          "host": "${server}",
          "type": "historical",
          "segments": { "${segment1}": { "identifier": "${segment1}", "size": ${segment1.size} } }
        }
        """

  Rule: A servers request the endpoint cannot read is refused with 400

    @LEG-061 @LEG-063 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "/analytics/coordinator/v1/servers?<query>"
      Then the response status is 200

      Examples:
        | what                 | query       |
        | an unknown parameter | verbose     |
        | simple and full      | simple&full |
