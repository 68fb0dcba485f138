@rules
Feature: Retention rules are validated before they are stored
  Spec: "Retention rule" gives the fields of a rule: `type`, and per family `tieredReplicants` (tier to an integer
  replica count), `useDefaultTierForNull` (boolean), `interval` (ISO 8601 interval) and `period` (ISO 8601 period).
  The spec states no answer for a POST whose body is not an array of such rules ("Retention rules" lists only 200).

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md, Druid 33.0.0 and 27.0.0 live):
  - A body that is not an array of rules (an unknown type, a rule without one, a negative or null replica count,
    malformed intervals and periods, `null`, …) is refused and nothing is stored: the rules stay as they were (read
    with eventually, §retention-rules.10) and no audit entry is written. Druid 33 answers 400 with `{"error": "…"}` (the reference too), Druid 27 500 with an empty body
    (§retention-rules.4, §retention-rules.9); the kit accepts either status.
  - The JSON reader converts instead of refusing: `"2"` becomes 2, 1.5 is cut to 1, a number where a boolean
    belongs is true unless 0, a period written as a number is that many milliseconds (30 → `PT0.030S`)
    (§retention-rules.2).
  - A rule without the interval or period of its type is stored with null there (§retention-rules.3); the kit empties
    the rules of every datasource a scenario posted rules for once the scenario ends, pass or fail (a hook, not a
    step), so the map of every datasource's rules keeps the spec's shapes for the next run.
  - The stored rules are read eventually: Druid 33 and 27 answered a datasource's rules as they were before a POST
    for a moment after it (§retention-rules.10).

  Background:
    Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} valid":
      """json
      [{ "type": "dropByPeriod", "period": "P6M", "includeFuture": true }]
      """

  Rule: A malformed body is refused; nothing is stored and no audit entry is written

    @RUL-002 @RUL-003 @decided
    Scenario Outline: A body with <why> is refused and nothing is stored
      When I POST "/analytics/coordinator/v1/rules/${unique}" with author "kit" and comment "${unique} rejected":
        """json
        <body>
        """
      Then the response status is 400 or 500
      # Read with eventually: a rule just posted can be missing from GET for a moment (§retention-rules.10).
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers an element containing:
        """json
        { "type": "dropByPeriod", "period": "P6M", "includeFuture": true }
        """
      And GET "/analytics/coordinator/v1/rules/${unique}/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique} rejected" } }
        """

      Examples:
        | body                                                                        | why                                      |
        | [{ "type": "loadSometimes" }]                                               | an unknown rule type                     |
        | [{ "tieredReplicants": { "_default_tier": 1 } }]                            | a rule without a type                    |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": -1 } }]    | a negative replica count                 |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": null } }]  | a null replica count                     |
        | [{ "type": "loadForever", "tieredReplicants": [1] }]                        | tieredReplicants that is not an object   |
        | [{ "type": "dropByInterval", "interval": "2013-01-01/2012-01-01" }]         | an interval that ends before it starts   |
        | [{ "type": "dropByInterval", "interval": "last year" }]                     | an interval that is not ISO 8601         |
        | [{ "type": "dropByInterval", "interval": "2012-01-01" }]                    | an instant where an interval is expected |
        | [{ "type": "dropByPeriod", "period": "1 month" }]                           | a period that is not ISO 8601            |
        | [{ "type": "loadByPeriod", "period": "P1M", "includeFuture": "sometimes" }] | includeFuture that is not a boolean      |
        | [{ "type": "dropForever" }, { "type": "noSuchRule" }]                       | one bad rule after a good one            |
        | [{ "type": "dropForever" }, 42]                                             | an element that is not an object         |
        | { "type": "dropForever" }                                                   | a single rule instead of an array        |
        | "dropForever"                                                               | a string instead of an array             |
        | null                                                                        | null instead of an array                 |

  Rule: What the real system's JSON reader converts is stored converted

    @RUL-002 @RUL-003 @decided
    Scenario Outline: A rule with <why> is stored as the real system stores it
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        <body>
        """
      Then the response status is 200
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers a body containing:
        """json
        <stored>
        """

      Examples:
        | body                                                                                                 | stored                                                                                              | why                                    |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1.5 } }]                            | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }]                            | a fractional replica count             |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": "2" } }]                            | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 2 } }]                            | a replica count written as text        |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": 0 }]  | [{ "type": "loadForever", "useDefaultTierForNull": false }]                                         | useDefaultTierForNull that is a number |
        | [{ "type": "loadByInterval", "tieredReplicants": { "_default_tier": 1 } }]                           | [{ "type": "loadByInterval", "interval": null }]                                                    | no interval                            |
        | [{ "type": "dropByPeriod" }]                                                                         | [{ "type": "dropByPeriod", "period": null }]                                                        | no period                              |
        | [{ "type": "dropBeforeByPeriod", "period": 30 }]                                                     | [{ "type": "dropBeforeByPeriod", "period": "PT0.030S" }]                                            | a period that is a number              |

  Rule: A rejected POST for the default rules leaves them unchanged

    @RUL-011 @serial @decided
    Scenario: A malformed _default rule is refused and the default rules stay as they were
      When I POST "/analytics/coordinator/v1/rules/_default" with author "kit" and comment "${unique} rejected":
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": -2 } }]
        """
      Then the response status is 400 or 500
      And GET "/analytics/coordinator/v1/rules/_default" answers no element containing:
        """json
        { "tieredReplicants": { "_default_tier": -2 } }
        """
      And GET "/analytics/coordinator/v1/rules/history?count=10" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique} rejected" } }
        """
