@rules
Feature: Retention rules are validated before they are stored
  Spec: "Retention rule" gives the fields of a rule: `type`, and per family `tieredReplicants` (tier to an integer
  replica count), `useDefaultTierForNull` (boolean), `interval` (ISO 8601 interval) and `period` (ISO 8601 period). A
  POST whose body is not an array of such rules is a bad request: 400 with `{"error": "..."}`, the datasource keeps
  its rules and no audit entry is written (the first rule's scenarios; Druid 33 refuses them,
  docs/facts/retention-rules.md §retention-rules.4).

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md, Druid 33.0.0 and 27.0.0 live):
  - The JSON reader converts instead of refusing: `"2"` becomes 2, 1.5 is cut to 1, a number where a boolean
    belongs is true unless 0, a period written as a number is that many milliseconds (30 → `PT0.030S`)
    (§retention-rules.2).
  - A rule without the interval or period of its type is stored with null there (§retention-rules.3); the kit empties
    the rules of every datasource a scenario posted rules for once the scenario ends, pass or fail (a hook, not a
    step), so the map of every datasource's rules keeps the spec's shapes for the next run.
  - The stored rules are read eventually: Druid 33 and 27 answered a datasource's rules as they were before a POST
    for a moment after it (§retention-rules.10).
  - `null` instead of an array is refused and nothing is stored: Druid answers 500, the reference 400
    (§retention-rules.4).

  Background:
    Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} valid":
      """json
      [{ "type": "dropByPeriod", "period": "P6M", "includeFuture": true }]
      """

  Rule: A malformed rule is a 400; nothing is stored and no audit entry is written

    @RUL-002 @RUL-003
    Scenario Outline: A body with <why> is rejected
      When I POST "/analytics/coordinator/v1/rules/${unique}" with author "kit" and comment "${unique} rejected":
        """json
        <body>
        """
      Then the response is an error with status 400
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers a body containing:
        """json
        [{ "type": "dropByPeriod", "period": "P6M", "includeFuture": true }]
        """
      And GET "/analytics/coordinator/v1/rules/${unique}/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique} rejected" } }
        """

      Examples: malformed in a way the real system rejects too
        | body                                                                       | why                                      |
        | [{ "type": "loadSometimes" }]                                              | an unknown rule type                     |
        | [{ "tieredReplicants": { "_default_tier": 1 } }]                           | a rule without a type                    |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": -1 } }]   | a negative replica count                 |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": null } }] | a null replica count                     |
        | [{ "type": "loadForever", "tieredReplicants": [1] }]                       | tieredReplicants that is not an object   |
        | [{ "type": "dropByInterval", "interval": "2013-01-01/2012-01-01" }]        | an interval that ends before it starts   |
        | [{ "type": "dropByInterval", "interval": "last year" }]                    | an interval that is not ISO 8601         |
        | [{ "type": "dropByInterval", "interval": "2012-01-01" }]                   | an instant where an interval is expected |
        | [{ "type": "dropByPeriod", "period": "1 month" }]                          | a period that is not ISO 8601            |
        | [{ "type": "loadByPeriod", "period": "P1M", "includeFuture": "sometimes" }] | includeFuture that is not a boolean      |
        | [{ "type": "dropForever" }, { "type": "noSuchRule" }]                      | one bad rule after a good one            |
        | [{ "type": "dropForever" }, 42]                                            | an element that is not an object         |
        | { "type": "dropForever" }                                                  | a single rule instead of an array        |
        | "dropForever"                                                              | a string instead of an array             |

    @RUL-002 @RUL-003 @decided
    Scenario: null instead of an array is refused and nothing is stored
      When I POST "/analytics/coordinator/v1/rules/${unique}" with author "kit" and comment "${unique} rejected":
        """json
        null
        """
      Then the response status is 400 or 500
      And eventually GET "/analytics/coordinator/v1/rules/${unique}" answers a body containing:
        """json
        [{ "type": "dropByPeriod", "period": "P6M", "includeFuture": true }]
        """
      And GET "/analytics/coordinator/v1/rules/${unique}/history" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique} rejected" } }
        """

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

    @RUL-011 @serial
    Scenario: A malformed _default rule is a 400 and the default rules stay as they were
      When I POST "/analytics/coordinator/v1/rules/_default" with author "kit" and comment "${unique} rejected":
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": -2 } }]
        """
      Then the response is an error with status 400
      And GET "/analytics/coordinator/v1/rules/_default" answers no element containing:
        """json
        { "tieredReplicants": { "_default_tier": -2 } }
        """
      And GET "/analytics/coordinator/v1/rules/history?count=10" answers no element containing:
        """json
        { "auditInfo": { "comment": "${unique} rejected" } }
        """
