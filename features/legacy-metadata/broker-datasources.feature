@legacy-metadata
Feature: The Broker's view of datasources
  Spec: "Legacy metadata endpoints > Broker datasource information": GET /analytics/v2/datasources lists the
  queryable datasources; …/{dataSourceName} gives the dimensions and metrics of the segments served in an interval
  (`interval`, by default a period before now, `analytics.query.segmentMetadata.defaultHistory`), with `full` each
  served interval with its own; …/dimensions and …/metrics (deprecated, "Versioning" 3) the two lists alone;
  …/candidates?intervals=…&numCandidates=n the segments of the intervals with the servers that hold them, all of
  them without `numCandidates`. The datasource has a `page` row on 2015-09-12 and rows adding `user` on three later
  days, one being yesterday (`${segment1}`…`${segment4}`, features/README.md, Fixtures); views are awaited (Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/legacy-metadata.md, Druid 33.0.0 live):
  - The default period is one week (`P1W`) before now: there, only the last segment is (§legacy-metadata.13).
  - `interval` is ISO 8601 with `/` (GEN-004); `intervals` of candidates is a comma-separated list of such intervals.
    One delimited by `_`, which the spec gives only for path segments, is refused like any malformed interval, as
    Druid 33 and 27 refuse it (§legacy-metadata.8).
  - With `full`, intervals that abut and have the same columns are one; nothing served in the interval answers
    `{}`; an unknown datasource has empty lists (§legacy-metadata.13).
  - A candidate is `{"interval", "version", "partitionNumber", "size", "locations"}`, each location a server as in
    the Coordinator's serverview (§legacy-metadata.13).
  - A malformed interval and candidates without `intervals` are refused with 400, or Druid 33's 500 page; a
    `numCandidates` that is not an integer with 400 or Druid's 404 (§legacy-metadata.3). An unknown query parameter
    is ignored (§legacy-metadata.1).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T01:00:00.000Z | Alpha |
    And rows have been appended to datasource "${unique}":
      | __time                   | page  | user  |
      | 2015-09-13T01:00:00.000Z | Beta  | Bob   |
      | 2015-09-14T01:00:00.000Z | Gamma | Carol |
      | ${now-P1D}               | Delta | Dave  |
    And the IDs of the 4 used segments of datasource "${unique}" have been read

  Rule: The Broker lists the datasources it can query

    @LEG-064
    Scenario: A served datasource is listed
      When I GET "/analytics/v2/datasources"
      Then eventually the response body has an element containing:
        """json
        "${unique}"
        """
      And the response body matches schema "legacy-metadata/name-set"

    @LEG-064
    Scenario: A datasource whose segments were all marked unused is no longer listed
      Given "/analytics/coordinator/v1/datasources/${unique}/markUnused" has been posted with:
        """json
        { "interval": "2015-09-01T00:00:00.000Z/${now+P1D}" }
        """
      When I GET "/analytics/v2/datasources"
      Then eventually the response body has no element containing:
        """json
        "${unique}"
        """

  Rule: A datasource's dimensions and metrics are those of its segments served in the interval

    @LEG-065 @LEG-068
    Scenario: By default the last week's segment gives the dimensions
      When I GET "/analytics/v2/datasources/${unique}"
      Then eventually the response body is, in any order:
        """json
        { "dimensions": ["page", "user"], "metrics": [] }
        """
      And the response body matches schema "legacy-metadata/broker-columns"

    @LEG-067
    Scenario Outline: The interval <interval> gives <what>
      When I GET "/analytics/v2/datasources/${unique}?interval=<interval>"
      Then eventually the response body is, in any order:
        """json
        { "dimensions": <dimensions>, "metrics": [] }
        """

      Examples:
        | interval                                          | what                               | dimensions       |
        | 2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z | the first segment's dimension      | ["page"]         |
        | 2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z | the dimensions of three segments   | ["page", "user"] |
        | 2015-08-01T00:00:00.000Z/2015-08-02T00:00:00.000Z | nothing, since no segment is there | []               |

    @LEG-066 @LEG-067
    Scenario: With full each served interval has its own dimensions and metrics
      When I GET "/analytics/v2/datasources/${unique}?full&interval=2015-09-12T00:00:00.000Z/2015-09-14T00:00:00.000Z"
      Then eventually the response body is, in any order:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": { "dimensions": ["page"], "metrics": [] },
          "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z": { "dimensions": ["page", "user"], "metrics": [] }
        }
        """
      And the response body matches schema "legacy-metadata/broker-interval-columns"

    @LEG-066 @decided
    Scenario: With full abutting intervals with the same columns are one
      When I GET "/analytics/v2/datasources/${unique}?full&interval=2015-09-12T00:00:00.000Z/2015-09-15T00:00:00.000Z"
      Then eventually the response body is, in any order:
        """json
        {
          "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z": { "dimensions": ["page"], "metrics": [] },
          "2015-09-13T00:00:00.000Z/2015-09-15T00:00:00.000Z": { "dimensions": ["page", "user"], "metrics": [] }
        }
        """

    @LEG-066 @decided
    Scenario: With full an interval where nothing is served answers an empty object
      When I GET "/analytics/v2/datasources/${unique}?full&interval=2015-08-01T00:00:00.000Z/2015-08-02T00:00:00.000Z"
      Then the response status is 200
      And the response body is:
        """json
        {}
        """

    @LEG-065 @LEG-066 @decided
    Scenario Outline: An unknown datasource <answers>
      When I GET "/analytics/v2/datasources/${unique}_missing<query>"
      Then the response status is 200
      And the response body is:
        """json
        <body>
        """

      Examples:
        | answers                  | query | body                                |
        | has no dimension, metric | ?     | { "dimensions": [], "metrics": [] } |
        | in full is empty         | ?full | {}                                  |

  Rule: The deprecated dimensions and metrics endpoints give each list alone

    @LEG-069
    Scenario Outline: The dimensions <which>
      When I GET "/analytics/v2/datasources/${unique}/dimensions<query>"
      Then eventually the response body is, in any order:
        """json
        <dimensions>
        """
      And the response body matches schema "legacy-metadata/name-set"

      Examples:
        | which                      | query                                                       | dimensions       |
        | of the last week           |                                                             | ["page", "user"] |
        | of the first day's segment | ?interval=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z | ["page"]         |

    @LEG-070
    Scenario Outline: The metrics <which> are none
      When I GET "/analytics/v2/datasources/${unique}/metrics<query>"
      Then eventually the response status is 200
      And the response body is:
        """json
        []
        """
      And the response body matches schema "legacy-metadata/name-set"

      Examples:
        | which            | query                                                       |
        | of the last week |                                                             |
        | of the first day | ?interval=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z |

  Rule: Candidates give the segments of the intervals with the servers that hold them

    @LEG-071
    Scenario: With numCandidates=1 each segment of the two days has one location
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z,2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z&numCandidates=1"
      Then eventually the response body contains, in any order:
        """json
        [
          {
            "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z",
            "partitionNumber": 0,
            "size": ${segment1.size},
            "locations": [{ "type": "historical" }]
          },
          {
            "interval": "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z",
            "partitionNumber": 0,
            "size": ${segment2.size},
            "locations": [{ "type": "historical" }]
          }
        ]
        """
      And the response body matches schema "legacy-metadata/segment-candidate-list"

    @LEG-071 @LEG-072
    Scenario: Without numCandidates a segment lists the servers that hold it
      Given a Historical serving datasource "${unique}" has been read
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-09-14T00:00:00.000Z/2015-09-15T00:00:00.000Z"
      Then eventually the response body has an element containing:
        """json
        { "interval": "2015-09-14T00:00:00.000Z/2015-09-15T00:00:00.000Z", "size": ${segment3.size} }
        """
      And the response body is an array of 1 element
      And the response body matches schema "legacy-metadata/segment-candidate-list"

    @LEG-071 @decided
    Scenario: Intervals without segments have no candidates
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-08-01T00:00:00.000Z/2015-08-02T00:00:00.000Z"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

  Rule: A Broker datasource request the endpoint cannot read is refused with 400

    @LEG-067 @LEG-071 @decided
    Scenario Outline: A request with <what> is refused
      When I GET "/analytics/v2/datasources/${unique}<path>"
      Then the response status is 400 or 500

      Examples:
        | what                                 | path                                                                                      |
        | a malformed interval                 | ?interval=2015-09-12T00:00:00.000Z                                                        |
        | an interval delimited by `_`         | ?interval=2015-09-12T00:00:00.000Z_2015-09-13T00:00:00.000Z                               |
        | an interval ending before it starts  | ?interval=2015-09-13T00:00:00.000Z/2015-09-12T00:00:00.000Z                               |
        | a malformed interval, in full        | ?full&interval=last-week                                                                  |
        | a malformed interval for dimensions  | /dimensions?interval=yesterday                                                            |
        | candidates without intervals         | /candidates                                                                               |
        | a malformed candidate interval       | /candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z,2015-09-13        |

    @LEG-067 @LEG-071 @decided
    Scenario: A request with a numCandidates that is not a number is refused
      When I GET "/analytics/v2/datasources/${unique}/candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z&numCandidates=all"
      Then the response status is 400 or 404

    @LEG-067 @LEG-071 @decided
    Scenario Outline: A request with <what> is answered, the parameter ignored or the form chosen as the real system does
      When I GET "/analytics/v2/datasources/${unique}<path>"
      Then the response status is 200

      Examples:
        | what                                 | path                                                                                      |
        | an unknown parameter                 | ?simple                                                                                   |
        | an unknown parameter for candidates  | /candidates?intervals=2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z&interval=x        |
