@rules
Feature: Retention rules history: the audit entries
  Spec: "Endpoints > Retention rules" (GET /analytics/coordinator/v1/rules/history, and per datasource
  …/rules/:dataSource/history) and "Audit entry": every accepted POST of rules writes one entry whose key is the
  datasource (or `_default`) and type `rules`, with the X-Analytics-Author and X-Analytics-Comment headers and the
  caller's address; its payload is the new rules as a JSON string. `interval` and `count`: history-queries.feature.

  Decisions (tagged @decided), from the real system:
  - Missing author and comment headers are stored as empty strings (docs/facts/coordinator-config.md
    §coordinator-config.6, Druid 33.0.0 live; the rules history shares it, docs/facts/retention-rules.md
    §retention-rules.1).
  - The history of a datasource that never had rules is an empty array; a datasource's history holds only its own
    changes (§retention-rules.1, Druid 33.0.0 live).

  Rule: Every accepted POST of rules writes one audit entry

    @RUL-001 @RUL-009 @RUL-018 @GEN-007 @GEN-003
    Scenario: The datasource's history holds the change with its author, comment and key
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "alice ${unique}" and comment "${unique}":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history"
      Then the response status is 200
      And the response body matches schema "common/audit-history"
      And the field "auditTime" of every element matches schema "common/timestamp"
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "key": "${unique}", "type": "rules", "auditInfo": { "author": "alice ${unique}", "comment": "${unique}" } }
        """

    @RUL-001 @RUL-018 @GEN-008
    Scenario: The payload is the new rules serialized as a JSON string
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique}":
        """json
        [
          { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" },
          { "type": "dropForever" }
        ]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history"
      Then the response status is 200
      And the history entry commented "${unique}" has a payload containing:
        """json
        [
          { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" },
          { "type": "dropForever" }
        ]
        """

    @RUL-001 @RUL-018 @GEN-008 @decided
    Scenario: Clearing the rules writes an entry whose payload is an empty array
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with author "kit" and comment "${unique} cleared":
        """json
        []
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history"
      Then the response status is 200
      And the response body is an array of 2 elements
      And the history entry commented "${unique} cleared" has a payload containing:
        """json
        []
        """

    @RUL-001 @RUL-018
    Scenario: The history of all rules holds the changes of every datasource
      Given "/analytics/coordinator/v1/rules/${unique}_a" has been posted with author "kit" and comment "${unique} a":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}_b" has been posted with author "kit" and comment "${unique} b":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/history"
      Then the response status is 200
      And the response body matches schema "common/audit-history"
      And the response body has an element containing:
        """json
        { "key": "${unique}_a", "type": "rules", "auditInfo": { "comment": "${unique} a" } }
        """
      And the response body has an element containing:
        """json
        { "key": "${unique}_b", "type": "rules", "auditInfo": { "comment": "${unique} b" } }
        """

    @RUL-018 @decided
    Scenario: A datasource's history holds only its own changes
      Given "/analytics/coordinator/v1/rules/${unique}_a" has been posted with author "kit" and comment "${unique} a":
        """json
        [{ "type": "dropForever" }]
        """
      And "/analytics/coordinator/v1/rules/${unique}_b" has been posted with author "kit" and comment "${unique} b":
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}_a/history"
      Then the response status is 200
      And the response body is an array of 1 element
      And element 0 of the response body contains:
        """json
        { "key": "${unique}_a", "auditInfo": { "comment": "${unique} a" } }
        """

    @RUL-001 @RUL-009 @serial
    Scenario: A change of the default rules is recorded under the key _default
      Given "/analytics/coordinator/v1/rules/_default" has been posted with author "kit" and comment "${unique}":
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      When I GET "/analytics/coordinator/v1/rules/history?count=10"
      Then the response status is 200
      And the response body has an element containing:
        """json
        { "key": "_default", "type": "rules", "auditInfo": { "author": "kit", "comment": "${unique}" } }
        """

    @RUL-009 @decided
    Scenario: Without the author and comment headers both are empty strings
      Given "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropForever" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}/history"
      Then the response status is 200
      And element 0 of the response body contains:
        """json
        { "key": "${unique}", "auditInfo": { "author": "", "comment": "" } }
        """

    @RUL-018 @decided
    Scenario: The history of a datasource that never had rules is an empty array
      When I GET "/analytics/coordinator/v1/rules/${unique}_never/history"
      Then the response status is 200
      And the response body is:
        """json
        []
        """
