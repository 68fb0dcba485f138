@rules
Feature: Retention rules of a datasource
  Spec: "Endpoints > Retention rules" and "Retention rule": POST /analytics/coordinator/v1/rules/:dataSource replaces
  every rule of the datasource with the posted array and answers 200 with an empty body, even for a datasource that
  does not exist. GET answers a datasource's rules in array order, `[]` when it has none; GET …/rules maps each
  datasource with rules, `_default` included, to its array. Default rules: default-rules.feature.

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md, Druid 33.0.0 live):
  - The rule types are Druid's ten: loadForever, loadByInterval, loadByPeriod, dropForever, dropByInterval,
    dropByPeriod, dropBeforeByPeriod, broadcastForever, broadcastByInterval, broadcastByPeriod; the spec names five
    and says others exist (§retention-rules.6, §retention-rules.8).
  - GET answers each rule as understood: the posted fields plus the defaults Druid fills, `useDefaultTierForNull`
    true on load rules, `includeFuture` true on period rules but dropBeforeByPeriod, `tieredReplicants`
    `{"_default_tier": 2}` on a load rule posted without one (§retention-rules.6).
  - Intervals are answered in UTC with milliseconds whatever form was posted, the spec's rule for timestamps in
    bodies (§retention-rules.6).
  - A datasource whose rules were replaced with `[]` is still listed, with `[]` (Druid 33.0.0 live: the scenario
    passed, docs/facts/kit-runs.md §kit-runs.1).

  Rule: POST replaces all the rules of a datasource and answers 200 with an empty body

    @RUL-006
    Scenario: POST for a datasource with data answers 200 with an empty body
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      Then the response status is 200
      And the response body is empty

    @RUL-007 @RUL-006
    Scenario: POST for a datasource that does not exist answers 200 as well
      When I POST "/analytics/coordinator/v1/rules/${unique}_never_ingested" with:
        """json
        [{ "type": "dropForever" }]
        """
      Then the response status is 200
      And the response body is empty
      And eventually GET "/analytics/coordinator/v1/rules/${unique}_never_ingested" answers a body containing:
        """json
        [{ "type": "dropForever" }]
        """

    @RUL-008 @RUL-010
    Scenario: A second POST replaces the rules of the first, it does not add to them
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [
          { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }
        ]
        """
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [{ "type": "dropForever" }]
        """
      Then the response status is 200
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers a body containing:
        """json
        [{ "type": "dropForever" }]
        """

    @RUL-008 @decided
    Scenario: An empty array leaves the datasource without rules, still listed with an empty array
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropForever" }]
        """
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        []
        """
      Then the response status is 200
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers an array of 0 elements
      And eventually GET "/analytics/coordinator/v1/rules" answers a body containing:
        """json
        { "${unique}": [] }
        """

  Rule: GET answers a datasource's rules in the order they were posted

    @RUL-010 @RUL-014 @RUL-002 @RUL-003
    Scenario: The five rule types the spec names come back in array order with their fields
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [
          { "type": "loadByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z",
            "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true },
          { "type": "dropByInterval", "interval": "2013-01-01T00:00:00.000Z/2014-01-01T00:00:00.000Z" },
          { "type": "dropByPeriod", "period": "P1M", "includeFuture": true },
          { "type": "broadcastForever" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 2 }, "useDefaultTierForNull": true }
        ]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}"
      Then the response status is 200
      And the response body matches schema "rules/retention-rule-list"
      # Read with eventually: Druid 27 and 33 once answered [] right after the POST (its rules cache is reloaded from
      # the store by a poll, docs/facts/retention-rules.md §retention-rules.10; Druid 33 again in a run of 2026-12-07).
      And eventually the response body contains:
        """json
        [
          { "type": "loadByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z",
            "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true },
          { "type": "dropByInterval", "interval": "2013-01-01T00:00:00.000Z/2014-01-01T00:00:00.000Z" },
          { "type": "dropByPeriod", "period": "P1M", "includeFuture": true },
          { "type": "broadcastForever" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 2 }, "useDefaultTierForNull": true }
        ]
        """

    @RUL-003 @RUL-010 @decided
    Scenario Outline: A <type> rule is accepted and answered back: <why>
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [<rule>]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}"
      Then the response status is 200
      And the response body matches schema "rules/retention-rule-list"
      # Read with eventually: Druid 27 and 33 once answered [] right after the POST (its rules cache is reloaded from
      # the store by a poll, docs/facts/retention-rules.md §retention-rules.10; Druid 33 again in a run of 2026-12-07).
      And eventually the response body contains:
        """json
        [<rule>]
        """

      Examples:
        | type                | rule                                                                                                                                   | why                                      |
        | loadByPeriod        | { "type": "loadByPeriod", "period": "P1M", "includeFuture": false, "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true } | loads what the last month overlaps       |
        | dropForever         | { "type": "dropForever" }                                                                                                              | drops everything it reaches              |
        | dropBeforeByPeriod  | { "type": "dropBeforeByPeriod", "period": "P1Y" }                                                                                      | drops what ended more than a year ago    |
        | broadcastByInterval | { "type": "broadcastByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" }                                   | broadcasts what overlaps the interval    |
        | broadcastByPeriod   | { "type": "broadcastByPeriod", "period": "P1D", "includeFuture": true }                                                                | broadcasts what the last day overlaps    |

    @RUL-015 @RUL-016
    Scenario: A datasource that has no rules and does not exist answers an empty array
      When I GET "/analytics/coordinator/v1/rules/${unique}_nothing_here"
      Then the response status is 200
      And the response body is:
        """json
        []
        """

  Rule: The server fills in the defaults of the fields a rule may omit

    @RUL-002 @decided
    Scenario Outline: An omitted field comes back with its default: <why>
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [<posted>]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}"
      Then the response status is 200
      # Druid 27 and 33 once answered [] right after the POST: its rules cache is reloaded from the store by a poll
      # (docs/facts/retention-rules.md §retention-rules.10).
      And eventually the response body contains:
        """json
        [<answered>]
        """

      Examples:
        | posted                                                                                 | answered                                                                                                         | why                                                         |
        | { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }                  | { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }             | useDefaultTierForNull defaults to true                      |
        | { "type": "loadForever" }                                                              | { "type": "loadForever", "tieredReplicants": { "_default_tier": 2 }, "useDefaultTierForNull": true }             | no tiers: two replicas on the default tier                  |
        | { "type": "loadForever", "useDefaultTierForNull": false }                              | { "type": "loadForever", "tieredReplicants": {}, "useDefaultTierForNull": false }                                | no tiers and no default tier: loaded nowhere                |
        | { "type": "loadByPeriod", "period": "P1M", "tieredReplicants": { "_default_tier": 1 } } | { "type": "loadByPeriod", "period": "P1M", "includeFuture": true, "tieredReplicants": { "_default_tier": 1 } }   | includeFuture defaults to true                              |
        | { "type": "dropByPeriod", "period": "P1M" }                                            | { "type": "dropByPeriod", "period": "P1M", "includeFuture": true }                                               | includeFuture defaults to true on drop rules too            |
        | { "type": "dropByInterval", "interval": "2012-01-01/2013-01-01" }                      | { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" }                   | intervals come back in UTC with milliseconds                |
        | { "type": "dropByInterval", "interval": "2012-01-01T02:00:00+02:00/P1D" }              | { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2012-01-02T00:00:00.000Z" }                   | an offset and a start/period interval come back as UTC ends |

  Rule: GET of all rules maps every datasource with rules, _default included, to its rules

    @RUL-013 @RUL-004
    Scenario: The map has the default rules and the rules just posted
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropByPeriod", "period": "P3M", "includeFuture": true }]
        """
      When I GET "/analytics/coordinator/v1/rules"
      Then the response status is 200
      And the response body matches schema "rules/rules-by-datasource"
      # Read with eventually: Druid 27 and 33 once answered [] right after the POST (its rules cache is reloaded from
      # the store by a poll, docs/facts/retention-rules.md §retention-rules.10; Druid 33 again in a run of 2026-12-07).
      And eventually the response body contains:
        """json
        { "${unique}": [{ "type": "dropByPeriod", "period": "P3M", "includeFuture": true }] }
        """
