@rules
Feature: Retention rules are validated before they are stored
  Spec: "Resources and their fields > Retention rule" gives the fields of a rule: `type`, and
  per family `tieredReplicants` (tier name to an integer replica count), `useDefaultTierForNull`
  (boolean), `interval` (ISO 8601 interval) and `period` (ISO 8601 period). A POST whose body is
  not an array of such rules is a bad request: it answers 400 with an error body
  `{"error": "..."}`, the datasource keeps its rules and no audit entry is written.

  The real system rejects all of the malformed rules below except those tagged @decided, where
  it converts the value instead (its JSON reader turns `"2"` into 2, truncates 1.5 and reads 1
  as true) or does not document what it answers. The kit decides that a field the spec types as
  an integer, a boolean, an interval or a period must be one, and that a rule must carry the
  fields of its type (`interval` for *ByInterval, `period` for *ByPeriod): storing a guess would
  change which data the cluster keeps.

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
      And GET "/analytics/coordinator/v1/rules/${unique}" answers a body containing:
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

      @decided
      Examples: malformed in a way the real system converts or does not document
        | body                                                                                 | why                                       |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1.5 } }]            | a fractional replica count                |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": "2" } }]            | a replica count written as text           |
        | [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": 1 }] | useDefaultTierForNull that is a number |
        | [{ "type": "loadByInterval", "tieredReplicants": { "_default_tier": 1 } }]           | a loadByInterval rule without an interval |
        | [{ "type": "dropByPeriod" }]                                                         | a dropByPeriod rule without a period      |
        | [{ "type": "dropBeforeByPeriod", "period": 30 }]                                     | a period that is a number                 |
        | null                                                                                 | null instead of an array                  |

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
