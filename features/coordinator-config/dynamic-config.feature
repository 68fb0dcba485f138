@coordinator-config
Feature: Coordinator dynamic configuration
  Spec: "Resources and their fields > Coordinator dynamic configuration" and
  "Endpoints > Coordinator dynamic configuration". GET answers the whole configuration; POST
  stores a new one and answers 200 with an empty body.

  Decided where the spec is silent (tagged @decided), following the real system:
  - POST merges: fields the body omits keep their current values, so a client can change one
    setting without reading the others first.
  - A configuration nobody changed shows the real system's defaults.
  - Fields the configuration does not have are ignored, not stored, and not an error.
  - A body that is not a JSON object, or a field of the wrong type or out of range, is a 400 with
    an error body `{"error": "..."}`; nothing is stored and no audit entry is written.

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
        { "replicantLifetime": 21, "mergeSegmentsLimit": 77 }
        """
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "replicantLifetime": 22 }
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "replicantLifetime": 22, "mergeSegmentsLimit": 77 }
        """

    @CCF-006 @decided
    Scenario: A list may also be sent as comma-separated text
      When I POST "/analytics/coordinator/v1/config" with:
        """json
        { "killDataSourceWhitelist": "${unique}_a, ${unique}_b" }
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
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

  @serial
  Rule: A rejected configuration changes nothing and writes no audit entry

    Background:
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "maxSegmentsToMove": 42, "pauseCoordination": false }
        """

    @CCF-004 @decided
    Scenario Outline: A bad configuration is a 400 with an error body: <why>
      When I POST "/analytics/coordinator/v1/config" with author "kit" and comment "${unique}":
        """json
        <body>
        """
      Then the response is an error with status 400
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        { "maxSegmentsToMove": 42, "pauseCoordination": false }
        """
      And GET "/analytics/coordinator/v1/config/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

      Examples:
        | body                                                  | why                                  |
        | { "maxSegmentsToMove": 7,                             | malformed JSON                       |
        |                                                       | an empty body                        |
        | [ { "maxSegmentsToMove": 7 } ]                        | an array instead of an object        |
        | "maxSegmentsToMove"                                   | a string instead of an object        |
        | { "maxSegmentsToMove": "seven" }                      | text where an integer belongs        |
        | { "maxSegmentsToMove": 7.5 }                          | a fraction where an integer belongs  |
        | { "maxSegmentsToMove": -1 }                           | a negative count                     |
        | { "pauseCoordination": "yes" }                        | text where a boolean belongs         |
        | { "decommissioningMaxPercentOfMaxSegmentsToMove": 101 } | a percentage above 100             |
        | { "killDataSourceWhitelist": [1, 2] }                 | numbers where datasource names belong |
        | { "maxSegmentsToMove": 7, "pauseCoordination": 1 }    | one bad field spoils the whole body  |
