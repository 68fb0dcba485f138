@coordinator-config @serial
Feature: Coordinator dynamic configuration history
  Spec: "Endpoints > Coordinator dynamic configuration" (GET /analytics/coordinator/v1/config/history) and "Audit
  entry": every accepted POST of the configuration writes one audit entry with key and type `coordinator.config`;
  the history answers them.

  Decisions (tagged @decided), from the real system (docs/facts/coordinator-config.md, Druid 33.0.0 and 27.0.0 live);
  the other histories point here:
  - Missing X-Analytics-Author / X-Analytics-Comment headers are stored as empty strings (§coordinator-config.6).
  - `interval` answers the entries inside it, oldest first, both ends inclusive; `count` the newest n, newest
    first (§coordinator-config.6).
  - The spec says `interval` and `count` cannot be combined, not what happens when both come: the interval
    applies and `count` is ignored (§coordinator-config.7).
  - A `count` below 1 is a 400 with an error body; a `count` that is not an integer a 400 or Druid's 404; a
    malformed `interval` a 400 or Druid's 500 page (§coordinator-config.8).

  Rule: Every accepted POST writes one audit entry

    @CCF-007 @CCF-001 @CCF-005 @GEN-007 @GEN-003
    Scenario: The history holds the change with its author, comment and the caller's address
      Given "/analytics/coordinator/v1/config" has been posted with author "alice ${unique}" and comment "${unique}":
        """json
        { "maxSegmentsToMove": 61 }
        """
      When I GET "/analytics/coordinator/v1/config/history"
      Then the response status is 200
      And the response body matches schema "common/audit-history"
      And the field "auditTime" of every element matches schema "common/timestamp"
      And the response body has an element containing:
        """json
        {
          "key": "coordinator.config",
          "type": "coordinator.config",
          "auditInfo": { "author": "alice ${unique}", "comment": "${unique}" }
        }
        """

    @GEN-008 @CCF-007
    Scenario: The payload is the new configuration serialized as a JSON string
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique}":
        """json
        { "maxSegmentsToMove": 62, "decommissioningNodes": ["${unique}:8083"] }
        """
      When I GET "/analytics/coordinator/v1/config/history"
      Then the response status is 200
      And the history entry commented "${unique}" has a payload containing:
        """json
        { "maxSegmentsToMove": 62, "decommissioningNodes": ["${unique}:8083"] }
        """

    @CCF-005 @decided
    Scenario: Without the author and comment headers both are empty strings
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "maxSegmentsToMove": 63 }
        """
      When I GET "/analytics/coordinator/v1/config/history?count=1"
      Then the response status is 200
      And element 0 of the response body contains:
        """json
        { "key": "coordinator.config", "auditInfo": { "author": "", "comment": "" } }
        """

  Rule: `interval` restricts the history to the entries inside it

    @CCF-010 @GEN-004
    Scenario: An interval around the change includes it
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique}":
        """json
        { "maxSegmentsToMove": 64 }
        """
      When I GET "/analytics/coordinator/v1/config/history?interval=${now-PT1H}/${now+PT1H}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @CCF-010 @CCF-008
    Scenario: An interval with no changes answers an empty array
      Given "/analytics/coordinator/v1/config" has been posted with:
        """json
        { "maxSegmentsToMove": 65 }
        """
      When I GET "/analytics/coordinator/v1/config/history?interval=2001-01-01T00:00:00Z/2001-01-02T00:00:00Z"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @CCF-010 @decided
    Scenario: An interval answers the oldest entry first
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} first":
        """json
        { "maxSegmentsToMove": 66 }
        """
      And "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} second":
        """json
        { "maxSegmentsToMove": 67 }
        """
      When I GET "/analytics/coordinator/v1/config/history?interval=${now-PT1M}/${now+PT1M}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} first" } }
        """
      And the entry commented "${unique} first" comes before the entry commented "${unique} second"

  Rule: `count` answers the newest n entries

    @CCF-011
    Scenario: count=1 answers only the newest change
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} older":
        """json
        { "maxSegmentsToMove": 68 }
        """
      And "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} newer":
        """json
        { "maxSegmentsToMove": 69 }
        """
      When I GET "/analytics/coordinator/v1/config/history?count=1"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "auditInfo": { "comment": "${unique} newer" } }
        """

    @CCF-011 @decided
    Scenario: count answers the newest entry first
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} older":
        """json
        { "maxSegmentsToMove": 70 }
        """
      And "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} newer":
        """json
        { "maxSegmentsToMove": 71 }
        """
      When I GET "/analytics/coordinator/v1/config/history?count=2"
      Then the response status is 200
      And the response body is an array of 2 elements
      And the entry commented "${unique} newer" comes before the entry commented "${unique} older"

  Rule: Without `interval` the history covers the configured window, one week by default

    @CCF-009
    Scenario: A change made now is in the default history
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique}":
        """json
        { "maxSegmentsToMove": 72 }
        """
      When I GET "/analytics/coordinator/v1/config/history"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @CCF-009 @needs:server-properties
    Scenario: Entries older than analytics.audit.manager.auditHistoryMillis leave the default history
      Given a target whose audit history window is 1500 milliseconds
      And "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique}":
        """json
        { "maxSegmentsToMove": 73 }
        """
      When I GET "/analytics/coordinator/v1/config/history"
      Then the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And eventually GET "/analytics/coordinator/v1/config/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And GET "/analytics/coordinator/v1/config/history?count=5" answers an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

  Rule: With both `interval` and `count` the interval applies

    @CCF-010 @CCF-011 @decided
    Scenario: count is ignored when an interval is given
      Given "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} first":
        """json
        { "maxSegmentsToMove": 74 }
        """
      And "/analytics/coordinator/v1/config" has been posted with author "kit" and comment "${unique} second":
        """json
        { "maxSegmentsToMove": 75 }
        """
      When I GET "/analytics/coordinator/v1/config/history?interval=${now-PT1M}/${now+PT1M}&count=1"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} first" } }
        """
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique} second" } }
        """

  Rule: A malformed history query is refused

    @CCF-011 @decided
    Scenario Outline: A count below 1 is a 400 with an error body: count=<count>
      When I GET "/analytics/coordinator/v1/config/history?count=<count>"
      Then the response is an error with status 400

      Examples:
        | count |
        | 0     |
        | -3    |

    @CCF-010 @CCF-011 @decided
    Scenario Outline: A malformed history query is refused: <why>
      When I GET "/analytics/coordinator/v1/config/history?<query>"
      Then the response status is <status> or <other>

      Examples:
        | query                                              | status | other | why                           |
        | count=many                                         | 400    | 404   | count must be an integer      |
        | count=2.5                                          | 400    | 404   | count must be an integer      |
        | interval=yesterday                                 | 400    | 500   | not an ISO 8601 interval      |
        | interval=2024-01-02T00:00:00Z/2024-01-01T00:00:00Z | 400    | 500   | end before start              |
        | interval=2024-01-01T00:00:00Z                      | 400    | 500   | an instant is not an interval |
