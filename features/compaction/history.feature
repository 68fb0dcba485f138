@compaction
Feature: History of a datasource's compaction configuration
  Spec: "Endpoints > Automatic compaction" (GET /analytics/coordinator/v1/config/compaction/:dataSource/history
  with the optional `interval`, ISO 8601 with `/`, and `count`: 200 with an array of history elements, empty when
  the datasource is unknown or has no history, 400 for an invalid `count`), "Audit entry" (an element has
  `globalConfig`, the three cluster-wide fields, `compactionConfig`, `auditInfo` and `auditTime`) and "Limits"
  (without `interval` a history covers one week).

  Decisions (tagged @decided), as for every history of the real system:
  - Each accepted POST or DELETE of the configuration adds one element; a deletion's has a null `compactionConfig`
    (docs/facts/compaction.md §compaction.6, Druid documentation).
  - A change of the task slots adds an element to the history of every datasource with a configuration; the kit
    checks its two slot fields, as Druid 33 has no `useAutoScaleSlots` (§compaction.1, §compaction.4, Druid 33.0.0
    live).
  - `interval` answers the elements inside it oldest first, `count` the newest n newest first; missing author and
    comment headers are empty strings (docs/facts/coordinator-config.md §coordinator-config.6, Druid 33.0.0 live).
  - Given both `interval` and `count`, the interval applies and `count` is ignored (§coordinator-config.7,
    §compaction.1, Druid 33.0.0 live); a malformed `interval` is refused: 400 (Druid 33.0.0 live) or a 500 page
    (Druid 27.0.0 live), both accepted (§compaction.1, §compaction.10).

  Rule: Each change of the configuration is an element of the datasource's history

    @CMP-017 @CMP-033
    Scenario: A POST shows in the history with the configuration, the cluster-wide fields and who made it
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "alice ${unique}" and comment "${unique}":
        """json
        { "dataSource": "${unique}", "taskPriority": 31 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history"
      Then the response status is 200
      And the response body matches schema "compaction/compaction-history"
      And the response body has an element containing:
        """json
        {
          "compactionConfig": { "dataSource": "${unique}", "taskPriority": 31 },
          "auditInfo": { "author": "alice ${unique}", "comment": "${unique}" }
        }
        """
      And the field "auditTime" of every element matches schema "common/timestamp"

    @CMP-033 @decided
    Scenario: A deletion adds an element whose compactionConfig is null
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction/${unique}/history" answers an element containing:
        """json
        { "compactionConfig": null }
        """
      And GET "/analytics/coordinator/v1/config/compaction/${unique}/history" answers an element containing:
        """json
        { "compactionConfig": { "dataSource": "${unique}" } }
        """

    @CMP-017 @decided
    Scenario: Without the author and comment headers both are empty strings
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=1"
      Then the response status is 200
      And element 0 of the response body contains:
        """json
        { "auditInfo": { "author": "", "comment": "" } }
        """

    @CMP-017 @serial @decided
    Scenario: A change of the task slots adds an element with the new cluster-wide fields
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "taskPriority": 32 }
        """
      And the compaction task slots have been set with "ratio=0.4&max=6"
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=1"
      Then the response status is 200
      And element 0 of the response body contains:
        """json
        {
          "globalConfig": { "compactionTaskSlotRatio": 0.4, "maxCompactionTaskSlots": 6 },
          "compactionConfig": { "dataSource": "${unique}", "taskPriority": 32 }
        }
        """

  Rule: A datasource without changes has an empty history

    @CMP-035
    Scenario: The history of a datasource that does not exist is an empty array
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}_nowhere/history"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @CMP-036
    Scenario: The history of an ingested datasource never configured for compaction is an empty array
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @CMP-033 @CMP-036
    Scenario: Another datasource's changes are not in the history
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}_other" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

  Rule: `interval` and `count` choose the elements

    @CMP-034
    Scenario: An interval around the change includes it
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique}":
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?interval=${now-PT1H}/${now+PT1H}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @CMP-034
    Scenario: An interval without changes answers an empty array
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?interval=2001-01-01T00:00:00Z/2001-01-02T00:00:00Z"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @CMP-034 @decided
    Scenario: An interval answers the oldest element first
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} first":
        """json
        { "dataSource": "${unique}", "taskPriority": 1 }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} second":
        """json
        { "dataSource": "${unique}", "taskPriority": 2 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?interval=${now-PT1M}/${now+PT1M}"
      Then the response status is 200
      And the entry commented "${unique} first" comes before the entry commented "${unique} second"

    @CMP-034
    Scenario: count=1 answers only the newest element
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} older":
        """json
        { "dataSource": "${unique}", "taskPriority": 1 }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} newer":
        """json
        { "dataSource": "${unique}", "taskPriority": 2 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=1"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "compactionConfig": { "taskPriority": 2 }, "auditInfo": { "comment": "${unique} newer" } }
        """

    @CMP-034 @decided
    Scenario: count answers the newest element first
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} older":
        """json
        { "dataSource": "${unique}", "taskPriority": 1 }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} newer":
        """json
        { "dataSource": "${unique}", "taskPriority": 2 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=2"
      Then the response status is 200
      And the response body is an array of 2 elements
      And the entry commented "${unique} newer" comes before the entry commented "${unique} older"

  Rule: Without `interval` the history covers the configured window, one week by default

    @CMP-045
    Scenario: A change made now is in the default history
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique}":
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @CMP-045 @needs:server-properties
    Scenario: Elements older than analytics.audit.manager.auditHistoryMillis leave the default history
      Given a target whose audit history window is 1500 milliseconds
      And "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique}":
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history"
      Then the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And eventually GET "/analytics/coordinator/v1/config/compaction/${unique}/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=5" answers an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

  Rule: An invalid `count` is a 400

    @CMP-037
    Scenario Outline: count=<count> is rejected: <why>
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?count=<count>"
      Then the response is an error with status 400

      Examples:
        | count | why                       |
        | 0     | count must be at least 1  |
        | -3    | count must be at least 1  |
        | many  | count must be an integer  |
        | 2.5   | count must be an integer  |

    @CMP-034 @decided
    Scenario Outline: A bad interval query is rejected: <why>
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?<query>"
      # Druid 33 refuses with 400, Druid 27 with a 500 page (§compaction.1, §compaction.10): either is accepted.
      Then the response status is 400 or 500

      Examples:
        | query                                              | why                               |
        | interval=yesterday                                 | not an ISO 8601 interval          |
        | interval=2024-01-02T00:00:00Z/2024-01-01T00:00:00Z | end before start                  |

    @CMP-034 @decided
    Scenario: count is ignored when an interval is given
      Given "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} first":
        """json
        { "dataSource": "${unique}", "taskPriority": 31 }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with author "kit" and comment "${unique} second":
        """json
        { "dataSource": "${unique}", "taskPriority": 32 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}/history?interval=${now-PT1M}/${now+PT1M}&count=1"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} first" } }
        """
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} second" } }
        """
