@security @needs:fresh-target
Feature: Security is off until it is configured
  Spec: "Authentication" item 1: TLS, authentication and authorization are disabled by default, and the default
  authorizer allows everything. Runs on a target the kit starts itself, never configured (`@needs:fresh-target`).

  No decisions: the spec states the rule. Druid without a security extension uses the `allowAll` authenticator and
  authorizer (docs/facts/security.md §security.3, Druid 33.0.0 live).

  Rule: An unconfigured service accepts every request without credentials

    @SEC-011 @SEC-012
    Scenario Outline: A request without credentials is answered (<method> <path>)
      Given a target on which nothing has been configured
      When I <method> "<path>" without credentials
      Then the response status is 200

      Examples:
        | method | path                                            |
        | GET    | /analytics/coordinator/v1/config                |
        | GET    | /analytics/indexer/v1/workers                   |
        | GET    | /analytics/coordinator/v1/rules/${unique}       |
        | GET    | /analytics/coordinator/v1/rules                 |
