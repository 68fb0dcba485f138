@rules @serial
Feature: Default retention rules
  Spec: "Endpoints > Retention rules" and "Retention rule": the reserved key `_default` holds the cluster-wide
  default rules. POST /analytics/coordinator/v1/rules/_default replaces them and answers 200 with an empty body; an
  empty array removes them. GET …/rules/:dataSource with `full` answers the datasource's rules followed by the
  defaults. Every scenario is @serial: the kit restores the defaults and posts none that drops data
  (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md):
  - A target nobody configured has one default rule: load forever, two replicas on `_default_tier`
    (§retention-rules.8, Druid 33.0.0 live).
  - `full` takes any value, or none; the datasource's rules come first, then the defaults (§retention-rules.6,
    Druid 33.0.0 live).
  - Not decided: an empty array empties the defaults, as the spec says (RUL-012); Druid 33 answers 500
    (§retention-rules.5: a profile entry).

  Rule: POST _default replaces the default rules

    @RUL-011 @RUL-004
    Scenario: POST _default answers 200 with an empty body and GET answers the new defaults
      When I POST "/analytics/coordinator/v1/rules/_default" with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      Then the response status is 200
      And the response body is empty
      And eventually GET "/analytics/coordinator/v1/rules/_default" answers a body containing:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """

    @RUL-013 @RUL-004
    Scenario: GET of all rules lists the default rules under _default
      Given "/analytics/coordinator/v1/rules/_default" has been posted with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      When I GET "/analytics/coordinator/v1/rules"
      Then the response status is 200
      And the response body matches schema "rules/rules-by-datasource"
      And the response body contains:
        """json
        { "_default": [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }] }
        """

    @RUL-012 @RUL-011
    Scenario: An empty array removes the default rules
      When I POST "/analytics/coordinator/v1/rules/_default" with:
        """json
        []
        """
      Then the response status is 200
      And eventually GET "/analytics/coordinator/v1/rules/_default" answers an array of 0 elements
      And eventually GET "/analytics/coordinator/v1/rules" answers a body containing:
        """json
        { "_default": [] }
        """

    @RUL-004 @RUL-005 @decided @needs:fresh-target
    Scenario: A target nobody configured loads everything forever, two replicas on the default tier
      Given a target on which nothing has been configured
      When I GET "/analytics/coordinator/v1/rules"
      Then the response status is 200
      And the response body contains:
        """json
        { "_default": [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 2 } }] }
        """

  Rule: With `full`, a datasource's rules are followed by the default rules

    @RUL-017 @decided
    Scenario Outline: GET with <query> appends the default rules to the datasource's rules
      Given "/analytics/coordinator/v1/rules/_default" has been posted with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}?<query>"
      Then the response status is 200
      And the response body contains:
        """json
        [
          { "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }
        ]
        """

      Examples:
        | query     | why                             |
        | full      | the parameter without a value   |
        | full=true | the parameter with a value      |

    @RUL-017 @RUL-014
    Scenario: Without full, GET answers the datasource's rules alone
      Given "/analytics/coordinator/v1/rules/_default" has been posted with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      And "/analytics/coordinator/v1/rules/${unique}" has been posted with:
        """json
        [{ "type": "dropByInterval", "interval": "2012-01-01T00:00:00.000Z/2013-01-01T00:00:00.000Z" }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}"
      Then the response status is 200
      And the response body is an array of 1 element

    @RUL-017 @decided
    Scenario: With full, a datasource without rules answers the default rules alone
      Given "/analytics/coordinator/v1/rules/_default" has been posted with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      When I GET "/analytics/coordinator/v1/rules/${unique}?full"
      Then the response status is 200
      And the response body contains:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
