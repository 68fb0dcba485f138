@overlord-config
Feature: Overlord dynamic configuration
  Spec: "Resources and their fields > Overlord dynamic configuration" and "Endpoints > Overlord dynamic
  configuration and workers": GET answers the configuration, or an empty body when none was ever set; POST stores
  one and answers 200 with an empty body. Scenarios that change it are @serial (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/overlord-config.md, Druid 33.0.0 and 27.0.0 live):
  - POST replaces the whole configuration (no merge): `type` is `default` and `autoScaler` null when omitted
    (§overlord-config.1).
  - `type` is always `default`: another value is ignored, not refused; a `selectStrategy.type` the real system does
    not know is taken as `equalDistribution` (§overlord-config.2).
  - A body the real system cannot read (not JSON, not an object, a strategy that is not an object, a field of the
    wrong type) is refused with 400 or 500, both seen on real releases; nothing is stored or audited
    (§overlord-config.3).

  Rule: With no configuration ever set, GET answers an empty body

    @OCF-006 @needs:fresh-target
    Scenario: A target never configured answers 200 with an empty body
      Given a target on which nothing has been configured
      When I GET "/analytics/indexer/v1/worker"
      Then the response status is 200
      And the response body is empty

  @serial
  Rule: POST stores the configuration and GET answers it

    @OCF-007
    Scenario: POST answers 200 with an empty body
      When I POST "/analytics/indexer/v1/worker" with:
        """json
        { "type": "default", "selectStrategy": { "type": "equalDistribution" }, "autoScaler": null }
        """
      Then the response status is 200
      And the response body is empty

    @OCF-005 @OCF-009 @OCF-002 @OCF-003
    Scenario: GET answers the configuration a POST stored
      Given "/analytics/indexer/v1/worker" has been posted with:
        """json
        {
          "type": "default",
          "selectStrategy": {
            "type": "fillCapacityWithCategorySpec",
            "workerCategorySpec": {
              "categoryMap": { "index_parallel": { "defaultCategory": "${unique}" } },
              "strong": true
            }
          },
          "autoScaler": null
        }
        """
      When I GET "/analytics/indexer/v1/worker"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "overlord/worker-config"
      And the response body contains:
        """json
        {
          "type": "default",
          "selectStrategy": {
            "type": "fillCapacityWithCategorySpec",
            "workerCategorySpec": {
              "categoryMap": { "index_parallel": { "defaultCategory": "${unique}" } },
              "strong": true
            }
          },
          "autoScaler": null
        }
        """

    @OCF-009 @OCF-003 @decided
    Scenario: A POST replaces the whole configuration and fills the defaults
      Given "/analytics/indexer/v1/worker" has been posted with:
        """json
        { "selectStrategy": { "type": "fillCapacity" }, "autoScaler": { "type": "ec2", "minNumWorkers": 0, "maxNumWorkers": 0 } }
        """
      When I POST "/analytics/indexer/v1/worker" with:
        """json
        { "selectStrategy": { "type": "equalDistribution" } }
        """
      Then the response status is 200
      And GET "/analytics/indexer/v1/worker" answers a body containing:
        """json
        { "type": "default", "selectStrategy": { "type": "equalDistribution" }, "autoScaler": null }
        """

  @serial
  Rule: A rejected configuration changes nothing and writes no audit entry

    Background:
      Given "/analytics/indexer/v1/worker" has been posted with:
        """json
        { "type": "default", "selectStrategy": { "type": "fillCapacity" }, "autoScaler": null }
        """

    @OCF-007 @decided
    Scenario Outline: A worker configuration the real system cannot read is refused: <why>
      When I POST "/analytics/indexer/v1/worker" with author "kit" and comment "${unique}":
        """json
        <body>
        """
      Then the response status is 400 or 500
      And GET "/analytics/indexer/v1/worker" answers a body containing:
        """json
        { "selectStrategy": { "type": "fillCapacity" } }
        """
      And GET "/analytics/indexer/v1/worker/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

      Examples:
        | body                                                                                         | why                                |
        | { "selectStrategy": { "type": "fillCapacity" }                                               | malformed JSON                     |
        | [ "fillCapacity" ]                                                                           | an array instead of an object      |
        | { "selectStrategy": "fillCapacity" }                                                         | a strategy that is not an object   |
        | { "selectStrategy": { "type": "fillCapacityWithCategorySpec", "workerCategorySpec": { "categoryMap": {}, "strong": "yes" } } } | text where a boolean belongs |
        | { "autoScaler": 5 }                                                                          | an autoscaler that is not an object |

  @serial
  Rule: What the real system does not know it replaces, without refusing the configuration

    @OCF-007 @OCF-009 @decided
    Scenario Outline: <why>
      When I POST "/analytics/indexer/v1/worker" with:
        """json
        <body>
        """
      Then the response status is 200
      And GET "/analytics/indexer/v1/worker" answers a body containing:
        """json
        <stored>
        """

      Examples:
        | body                                                                     | stored                                                           | why                                                  |
        | { "type": "custom", "selectStrategy": { "type": "fillCapacity" } }        | { "type": "default", "selectStrategy": { "type": "fillCapacity" } } | A type other than default is stored as default     |
        | { "selectStrategy": { "type": "roundRobin" } }                            | { "type": "default", "selectStrategy": { "type": "equalDistribution" } } | An unknown select strategy is taken as equalDistribution |
