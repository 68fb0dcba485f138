@rules
Feature: Retention rules history: interval and count
  Spec: "Endpoints > Retention rules": the rules history, of all datasources or of one, takes `interval` (ISO 8601
  with `/`; without it the last week, `analytics.audit.manager.auditHistoryMillis`) or `count` (the last n
  entries); the two cannot be combined.

  Decisions (tagged @decided), those of every history (features/coordinator-config/history.feature,
  docs/facts/coordinator-config.md §coordinator-config.6–8), which the rules history shares
  (docs/facts/retention-rules.md §retention-rules.1, Druid 33.0.0 live):
  - `interval` answers the entries inside it, oldest first, both ends inclusive; `count` the newest n, newest first.
  - Given both, the interval applies and `count` is ignored.
  - A `count` below 1 is a 400 with an error body; a `count` that is not an integer a 400 or Druid's 404; a
    malformed `interval` a 400 or Druid's 500 page.

  Rule: `interval` restricts the history to the entries inside it

    @RUL-020 @GEN-004
    Scenario: An interval around the change includes it
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?interval=${now-PT1H}/${now+PT1H}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @RUL-020
    Scenario: An interval with no changes answers an empty array
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?interval=2001-01-01T00:00:00Z/2001-01-02T00:00:00Z"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

    @RUL-020 @decided
    Scenario: An interval answers the oldest entry first
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} first":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} second":
        """json
        [{ "type": "dropByPeriod", "period": "P1D" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?interval=${now-PT1M}/${now+PT1M}"
      Then the response status is 200
      And the entry commented "${unique} first" comes before the entry commented "${unique} second"

    @RUL-020 @GEN-004
    Scenario: An interval on the history of all rules includes a change made inside it
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/history?interval=${now-PT1H}/${now+PT1H}"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "key": "${unique}", "auditInfo": { "comment": "${unique}" } }
        """

  Rule: `count` answers the newest n entries

    @RUL-020
    Scenario: count=1 answers only the newest change of the datasource
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} older":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} newer":
        """json
        [{ "type": "dropByPeriod", "period": "P1D" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?count=1"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "auditInfo": { "comment": "${unique} newer" } }
        """

    @RUL-020 @decided
    Scenario: count answers the newest entry first
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} older":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} newer":
        """json
        [{ "type": "dropByPeriod", "period": "P1D" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?count=2"
      Then the response status is 200
      And the response body is an array of 2 elements
      And the entry commented "${unique} newer" comes before the entry commented "${unique} older"

    # The newest change of all datasources is the scenario's only while no other scenario changes rules: @serial.
    @RUL-020 @serial
    Scenario: count on the history of all rules answers the newest change first
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/history?count=1"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "key": "${unique}", "auditInfo": { "comment": "${unique}" } }
        """

  Rule: Without `interval` the history covers the configured window, one week by default

    @RUL-019
    Scenario: A change made now is in the default history
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/history"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

    @RUL-019 @needs:server-properties
    Scenario: Entries older than analytics.audit.manager.auditHistoryMillis leave the default history
      Given a target whose audit history window is 1500 milliseconds
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history"
      Then the response body has an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And eventually GET "/analytics/coordinator/v1/rules/${unique}/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And eventually GET "/analytics/coordinator/v1/rules/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """
      And GET "/analytics/coordinator/v1/rules/${unique}/history?count=5" answers an element containing:
        """json
        { "auditInfo": { "comment": "${unique}" } }
        """

  Rule: With both `interval` and `count` the interval applies

    @RUL-020 @RUL-021 @decided
    Scenario: count is ignored when an interval is given
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} first":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} second":
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history?interval=${now-PT1M}/${now+PT1M}&count=1"
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

    @RUL-021 @decided
    Scenario Outline: A count below 1 on <history> is a 400 with an error body: count=<count>
      When I GET "/analytics/coordinator/v1/rules/<history>?count=<count>"
      Then the response is an error with status 400

      Examples:
        | history           | count |
        | history           | 0     |
        | ${unique}/history | -3    |

    @RUL-021 @RUL-020 @decided
    Scenario Outline: A bad query on <history> is refused: <why>
      When I GET "/analytics/coordinator/v1/rules/<history>?<query>"
      Then the response status is <status> or <other>

      Examples:
        | history           | query                                              | status | other | why                      |
        | ${unique}/history | count=many                                         | 400    | 404   | count must be an integer |
        | history           | interval=yesterday                                 | 400    | 500   | not an ISO 8601 interval |
        | ${unique}/history | interval=2024-01-02T00:00:00Z/2024-01-01T00:00:00Z | 400    | 500   | end before start         |
