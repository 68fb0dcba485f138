@overlord-config @serial
Feature: Overlord dynamic configuration history
  Spec: "Endpoints > Overlord dynamic configuration and workers" (GET /analytics/indexer/v1/worker/history) and
  "Audit entry". The history takes `interval` and `count` as the Coordinator history does.

  Decisions (tagged @decided): those of features/coordinator-config/history.feature (ordering, bad queries, both
  parameters together: docs/facts/coordinator-config.md §coordinator-config.6–8), which the real Overlord shares
  (docs/facts/overlord-config.md §overlord-config.4, Druid 33.0.0 and 27.0.0 live).

  Rule: Every accepted POST writes one audit entry

    @OCF-010 @OCF-001 @OCF-008 @GEN-007 @GEN-008
    Scenario: The history holds the change with key and type worker.config, author and comment
      Given "/analytics/indexer/v1/worker" has been posted with author "bob ${unique}" and comment "${unique}":
        """json
        { "type": "default", "selectStrategy": { "type": "equalDistributionWithCategorySpec", "workerCategorySpec": { "categoryMap": {}, "strong": false } }, "autoScaler": null }
        """
      When I GET "/analytics/indexer/v1/worker/history"
      Then the response status is 200
      And the response body matches schema "common/audit-history"
      And the response body has an element containing:
        """json
        { "key": "worker.config", "type": "worker.config", "auditInfo": { "author": "bob ${unique}", "comment": "${unique}" } }
        """
      And the history entry commented "${unique}" has a payload containing:
        """json
        { "type": "default", "selectStrategy": { "type": "equalDistributionWithCategorySpec" } }
        """

  Rule: `interval` and `count` select entries as in the Coordinator history

    @OCF-011 @OCF-012
    Scenario: An interval with no changes answers an empty array
      When I GET "/analytics/indexer/v1/worker/history?interval=2001-01-01T00:00:00Z/2001-01-02T00:00:00Z"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @OCF-012
    Scenario: count=1 answers only the newest change
      Given "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique} older":
        """json
        { "selectStrategy": { "type": "fillCapacity" } }
        """
      And "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique} newer":
        """json
        { "selectStrategy": { "type": "equalDistribution" } }
        """
      When I GET "/analytics/indexer/v1/worker/history?count=1"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "key": "worker.config", "auditInfo": { "comment": "${unique} newer" } }
        """

    @OCF-012
    Scenario: An interval around the change includes it
      Given "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique}":
        """json
        { "selectStrategy": { "type": "fillCapacity" } }
        """
      When I GET "/analytics/indexer/v1/worker/history?interval=${now-PT1H}/${now+PT1H}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @OCF-012 @needs:server-properties
    Scenario: Entries older than the Overlord's auditHistoryMillis leave the default history
      Given a target whose audit history window is 1500 milliseconds
      And "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique}":
        """json
        { "selectStrategy": { "type": "fillCapacity" } }
        """
      When I GET "/analytics/indexer/v1/worker/history"
      Then the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And eventually GET "/analytics/indexer/v1/worker/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And GET "/analytics/indexer/v1/worker/history?count=5" answers an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @OCF-012 @decided
    Scenario: A count below 1 is a 400 with an error body
      When I GET "/analytics/indexer/v1/worker/history?count=0"
      Then the response is an error with status 400

    @OCF-012 @decided
    Scenario Outline: A malformed history query is refused: <why>
      When I GET "/analytics/indexer/v1/worker/history?<query>"
      Then the response status is <status> or <other>

      Examples:
        | query                    | status | other | why                      |
        | count=ten                | 400    | 404   | count must be an integer |
        | interval=not-an-interval | 400    | 500   | not an ISO 8601 interval |

    @OCF-012 @decided
    Scenario: count is ignored when an interval is given
      Given "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique} first":
        """json
        { "selectStrategy": { "type": "fillCapacity" } }
        """
      And "/analytics/indexer/v1/worker" has been posted with author "kit" and comment "${unique} second":
        """json
        { "selectStrategy": { "type": "equalDistribution" } }
        """
      When I GET "/analytics/indexer/v1/worker/history?interval=${now-PT1M}/${now+PT1M}&count=1"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} first" } }
        """
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} second" } }
        """
