@legacy-metadata
Feature: Segment load status of one datasource
  Spec: "Legacy metadata endpoints > Segment loading by datasource": GET
  /analytics/coordinator/v1/datasources/{dataSourceName}/loadstatus requires the boolean `forceMetadataRefresh`;
  `interval` is optional ISO 8601, by default the last 2 weeks ("Limits"); no flag gives the loaded percentage,
  `simple` the segments left without replication counts, `full` (optionally with `computeUsingClusterView`) those
  left per tier with replication counts. "Errors" 6: no used segment for the inputs is 204 No Content. Fixtures: an
  ordinary served datasource, and one whose rule asks replicas of a tier no server has, rows on 2015-09-12 and
  yesterday (features/README.md, Fixtures); answers with `forceMetadataRefresh=false` and the `full` counts, which
  the real system computes in its Coordinator's cycle (§legacy-metadata.22), are awaited (Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - The bodies are those of the cluster's load status, restricted to the datasource (§legacy-metadata.11).
  - An unknown datasource is a 204 too (§legacy-metadata.11).
  - A missing `forceMetadataRefresh` and a malformed `interval` (`/` or `_` between its ends) are refused with 400,
    or as Druid 33 answers: a missing flag 400 with a text body, a malformed interval a 500 page
    (§legacy-metadata.3, §legacy-metadata.6).
  - `forceMetadataRefresh` other than `true` is read as false; an unknown query parameter, `simple` with `full` and
    `computeUsingClusterView` without `full` are ignored (§legacy-metadata.1, §legacy-metadata.2,
    §legacy-metadata.6).

  Rule: The load status of one datasource counts its used segments in the interval

    Background:
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "${unique}_tier": 2 } }]
        """
      And datasource "${unique}" has been published with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | ${now-P1D}               | Beta  |

    @LEG-009 @LEG-010 @LEG-013
    Scenario: With forceMetadataRefresh=true, segments published just before are counted at once
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&interval=2015-09-01T00:00:00.000Z/${now}"
      Then the response status is 200
      And the response body is:
        """json
        { "${unique}": 0 }
        """
      And the response body matches schema "legacy-metadata/load-percentages"

    @LEG-009 @LEG-011 @LEG-013
    Scenario: With forceMetadataRefresh=false, the cached metadata shows the segments in time
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=false&interval=2015-09-01T00:00:00.000Z/${now}"
      Then eventually the response body is:
        """json
        { "${unique}": 0 }
        """

    @LEG-012 @LEG-014
    Scenario Outline: The simple load status counts the segments <which>
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&simple<interval>"
      Then the response status is 200
      And the response body is:
        """json
        { "${unique}": <count> }
        """
      And the response body matches schema "legacy-metadata/load-counts"

      Examples:
        | which                                         | interval                                  | count |
        | of the last 2 weeks when no interval is given |                                           |     1 |
        | of the interval given                         | &interval=2015-09-01T00:00:00.000Z/${now} |     2 |
        | of the interval given with `_` as delimiter   | &interval=2015-09-01T00:00:00.000Z_${now} |     2 |
        | of an interval holding only the old segment   | &interval=2015-09-12T00:00:00.000Z/P1D    |     1 |

    @LEG-015
    Scenario: The full load status counts 2 replicas per segment in the rule's tier
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&full&interval=2015-09-01T00:00:00.000Z/${now}"
      # The replica counts come from the Coordinator's last cycle: Druid 33 answers 500 until one has run (§legacy-metadata.22).
      Then eventually the response status is 200
      And the response body is:
        """json
        { "${unique}_tier": { "${unique}": 4 } }
        """
      And the response body matches schema "legacy-metadata/tier-load-counts"

    @LEG-016 @LEG-005
    Scenario: The full load status with computeUsingClusterView needs no replica in a tier without nodes
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&full&computeUsingClusterView&interval=2015-09-01T00:00:00.000Z/${now}"
      # The replica counts come from the Coordinator's last cycle: Druid 33 answers 500 until one has run (§legacy-metadata.22).
      Then eventually the response status is 200
      And the response body is:
        """json
        { "${unique}_tier": { "${unique}": 0 } }
        """

  Rule: The load status of one served datasource shows it fully loaded

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time     | page  |
        | ${now-P1D} | Alpha |

    @LEG-009 @LEG-012 @LEG-013
    Scenario: The load status of the last 2 weeks is 100 percent
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true"
      Then eventually the response body is:
        """json
        { "${unique}": 100 }
        """

    @LEG-014
    Scenario: The simple load status has no segment left to load
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&simple"
      Then eventually the response body is:
        """json
        { "${unique}": 0 }
        """

  Rule: The load status of one datasource is 204 No Content when no used segment matches

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |

    Scenario Outline: The <variant> load status of an interval without segments is 204
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&interval=2000-01-01T00:00:00.000Z/2000-01-02T00:00:00.000Z<flags>"
      Then the response status is 204
      And the response body is empty

      @LEG-017
      Examples: plain
        | variant | flags |
        | plain   |       |

      @LEG-018
      Examples: simple
        | variant | flags   |
        | simple  | &simple |

      @LEG-019
      Examples: full
        | variant | flags |
        | full    | &full |

    Scenario Outline: The <variant> load status of a datasource whose segments are all unused is 204
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z" }
        """
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&interval=2015-09-01T00:00:00.000Z/2015-10-01T00:00:00.000Z<flags>"
      Then the response status is 204
      And the response body is empty

      @LEG-017
      Examples: plain
        | variant | flags |
        | plain   |       |

      @LEG-018
      Examples: simple
        | variant | flags   |
        | simple  | &simple |

      @LEG-019
      Examples: full
        | variant | flags |
        | full    | &full |

    @LEG-017 @LEG-018 @LEG-019 @decided
    Scenario Outline: The <variant> load status of an unknown datasource is 204
      When I GET "/analytics/coordinator/v1/datasources/${unique}_missing/loadstatus?forceMetadataRefresh=true<flags>"
      Then the response status is 204
      And the response body is empty

      Examples:
        | variant | flags   |
        | plain   |         |
        | simple  | &simple |
        | full    | &full   |

  Rule: A load status request the endpoint cannot read is refused with 400

    @LEG-009 @decided
    Scenario Outline: A by-datasource load status <what> is refused
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus<query>"
      Then the response status is 400 or 500

      Examples:
        | what                                      | query                                                            |
        | without forceMetadataRefresh              |                                                                  |
        | without forceMetadataRefresh, with simple | ?simple                                                          |
        | without forceMetadataRefresh, with full   | ?full&interval=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z |

    @LEG-009 @decided
    Scenario Outline: A by-datasource load status <what> is read as false
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus<query>"
      Then the response status is 200 or 204

      Examples:
        | what                                      | query                      |
        | with forceMetadataRefresh=yes             | ?forceMetadataRefresh=yes  |
        | with an empty forceMetadataRefresh        | ?forceMetadataRefresh      |

    @LEG-012 @decided
    Scenario Outline: A by-datasource load status with the interval <interval> is refused
      When I GET "/analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&interval=<interval>"
      Then the response status is 400 or 500

      Examples:
        | interval                                          | why              |
        | 2015-09-12T00:00:00.000Z                          | no end           |
        | 2015-09-13T00:00:00.000Z/2015-09-12T00:00:00.000Z | end before start |
        | yesterday/today                                   | not ISO 8601     |
        | 2015-09-12_2015-09-13_2015-09-14                  | three parts      |

    @LEG-013 @LEG-016 @decided
    Scenario Outline: A load status with <what> is refused
      When I GET "<path>"
      Then the response status is 400 or 500

      Examples:
        | what                                 | path                                                                                                         |

    @LEG-013 @LEG-016 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "<path>"
      Then the response status is 200 or 204

      Examples:
        | what                                 | path                                                                                                         |
        | an unknown parameter                 | /analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&x=1                     |
        | simple and full                      | /analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&simple&full             |
        | computeUsingClusterView without full | /analytics/coordinator/v1/datasources/${unique}/loadstatus?forceMetadataRefresh=true&computeUsingClusterView |
