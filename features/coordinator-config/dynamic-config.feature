@coordinator-config
Feature: Coordinator dynamic configuration
  Spec: "Resources and their fields > Coordinator dynamic configuration" and "Endpoints > Coordinator dynamic
  configuration": GET answers the whole configuration; POST stores a new one and answers 200 with an empty body.
  The configuration is cluster-wide: scenarios that change it are @serial (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/coordinator-config.md, Druid 33.0.0 and 27.0.0 live):
  - POST merges: fields the body omits keep their current values (§coordinator-config.2).
  - A configuration nobody changed shows the defaults of Druid 27, the release whose field list the spec's matches
    (§coordinator-config.1).
  - Fields the configuration does not have are ignored, not stored, not an error (§coordinator-config.3).
  - A body the real system cannot read (not JSON, not an object, text where a number or boolean belongs, numbers
    in a list of names) is refused with 400 or 500, both seen on real releases; nothing is stored and no audit
    entry is written, except that Druid 33 audits a list of names holding numbers before its 500, so that
    scenario does not check the history (§coordinator-config.4).
  - Numbers are coerced, not refused: a fraction where an integer belongs is cut, a number where a boolean belongs
    is true unless 0, a negative count is stored (§coordinator-config.5).

  Rule: GET answers every field of the configuration

    @CCF-003 @CCF-002
    Scenario: The configuration has every field with its type
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "coordinator/dynamic-config"

    @CCF-002 @decided @needs:fresh-target
    Scenario: A configuration nobody changed shows the defaults of the real system
      Given a target on which nothing has been configured
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200
      And the response body is:
        """json
        {
          "millisToWaitBeforeDeleting": 900000, "mergeBytesLimit": 524288000, "mergeSegmentsLimit": 100,
          "maxSegmentsToMove": 100, "percentOfSegmentsToConsiderPerMove": 100, "useBatchedSegmentSampler": true,
          "replicantLifetime": 15, "replicationThrottleLimit": 500, "balancerComputeThreads": 1,
          "emitBalancingStats": false, "killDataSourceWhitelist": [], "killPendingSegmentsSkipList": [],
          "maxSegmentsInNodeLoadingQueue": 500, "decommissioningNodes": [],
          "decommissioningMaxPercentOfMaxSegmentsToMove": 70, "pauseCoordination": false,
          "replicateAfterLoadTimeout": false, "maxNonPrimaryReplicantsToLoad": 2147483647,
          "useRoundRobinSegmentAssignment": true, "smartSegmentLoading": true, "debugDimensions": null
        }
        """

  @serial
  Rule: POST stores the configuration, and GET answers it afterwards

    @CCF-004
    Scenario: POST answers 200 with an empty body
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "maxSegmentsToMove": 50 }
        """
      Then the response status is 200
      And the response body is empty

    @CCF-006
    Scenario: GET answers the values a POST stored
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "maxSegmentsToMove": 33, "pauseCoordination": true, "killDataSourceWhitelist": ["${unique}"] }
        """
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200
      And the response body contains:
        """json
        { "maxSegmentsToMove": 33, "pauseCoordination": true, "killDataSourceWhitelist": ["${unique}"] }
        """

    @CCF-006 @decided
    Scenario: Fields a POST omits keep their current values
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "replicantLifetime": 21, "maxSegmentsInNodeLoadingQueue": 77 }
        """
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "replicantLifetime": 22 }
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "replicantLifetime": 22, "maxSegmentsInNodeLoadingQueue": 77 }
        """

    @CCF-006 @decided
    Scenario: A list may also be sent as comma-separated text
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "killDataSourceWhitelist": "${unique}_a, ${unique}_b" }
        """
      Then the response status is 200
      # A set: Druid 33 answers its names in hash order (§coordinator-config.9).
      When I GET "/analytics/coordinator/v1/config"
      Then the response body contains, in any order:
        """json
        { "killDataSourceWhitelist": ["${unique}_a", "${unique}_b"] }
        """

    @CCF-004 @decided
    Scenario: Fields the configuration does not have are ignored
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "maxSegmentsToMove": 34, "${unique}": 1 }
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "maxSegmentsToMove": 34 }
        """
      And GET "/analytics/coordinator/v1/config" answers a body without the field "${unique}"

    @CCF-004 @CCF-006 @decided
    Scenario Outline: Numbers are coerced as the real system coerces them: <why>
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        <body>
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        <stored>
        """

      Examples:
        | body                                              | stored                                           | why                                   |
        | { "maxSegmentsToMove": 7.5 }                      | { "maxSegmentsToMove": 7 }                       | a fraction is cut to its integer      |
        | { "maxSegmentsToMove": -1 }                       | { "maxSegmentsToMove": -1 }                      | a negative count is stored            |
        | { "maxSegmentsToMove": 8, "pauseCoordination": 1 } | { "maxSegmentsToMove": 8, "pauseCoordination": true } | a number where a boolean belongs |

  @serial
  Rule: A rejected configuration changes nothing and writes no audit entry

    Background:
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "maxSegmentsToMove": 42, "pauseCoordination": false }
        """

    @CCF-004 @decided
    Scenario Outline: A configuration the real system cannot read is refused: <why>
      When I POST "/analytics/coordinator/v1/config" with author "kit" and comment "${unique}":
        """json
        <body>
        """
      Then the response status is 400 or 500
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "maxSegmentsToMove": 42, "pauseCoordination": false }
        """
      And GET "/analytics/coordinator/v1/config/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

      Examples:
        | body                                                  | why                                   |
        | { "maxSegmentsToMove": 7,                             | malformed JSON                        |
        |                                                       | an empty body                         |
        | [ { "maxSegmentsToMove": 7 } ]                        | an array instead of an object         |
        | "maxSegmentsToMove"                                   | a string instead of an object         |
        | { "maxSegmentsToMove": "seven" }                      | text where an integer belongs         |
        | { "pauseCoordination": "yes" }                        | text where a boolean belongs          |
        | { "maxSegmentsToMove": 7, "pauseCoordination": "yes" } | one bad field spoils the whole body  |

    @CCF-004 @decided
    Scenario: Numbers in a list of datasource names are refused and not stored
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "killDataSourceWhitelist": ["${unique}"] }
        """
      When I POST "/analytics/coordinator/v1/config" with author "kit" and comment "${unique}":
        """json
        { "killDataSourceWhitelist": [1, 2] }
        """
      Then the response status is 400 or 500
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "maxSegmentsToMove": 42, "pauseCoordination": false, "killDataSourceWhitelist": ["${unique}"] }
        """
