@security @needs:server-properties
Feature: The authenticator chain: skipOnFailure passes credentials on to the next authenticator
  Spec: "Authentication" item 2: authenticators are chained in the order of `authenticatorChain`, each with a
  `skipOnFailure`; with it true, a credential not in the authenticator's store moves on to the next one. Runs on a
  target the kit starts with chosen properties (`@needs:server-properties`): basic security whose chain is `basic`
  (the kit's admin lives there), then `second`, whose users the scenarios make through its security endpoints.

  Decisions (tagged @decided), following Druid's documentation and source (docs/facts/security.md §security.12; not
  measured live: the lab's Druid cannot be restarted with other properties):
  - Without `skipOnFailure` (Druid's default is false) the first authenticator's failure ends the chain with a 401.
  - A user authenticated by any authenticator of the chain is authorized by the basic authorizer its authenticator
    names, so a user with no role still reads the (empty) datasource list, which only filters (§security.2).

  @SEC-014 @SEC-015
  Scenario: A user only the second authenticator knows is let in when the first skips on failure
    Given a target with basic security whose authenticator chain is:
      | name   | skipOnFailure |
      | basic  | true          |
      | second | false         |
    And I POST "/analytics-ext/basic-security/authentication/db/second/users/${unique}_carol"
    And I POST "/analytics-ext/basic-security/authentication/db/second/users/${unique}_carol/credentials" with:
      """json
      {"password": "carol-pw-${unique}"}
      """
    And the response status is 200
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}_carol" with password "carol-pw-${unique}"
    Then the response status is 200

  @SEC-014 @SEC-015 @decided
  Scenario: Without skipOnFailure the first authenticator's failure ends the chain
    Given a target with basic security whose authenticator chain is:
      | name   | skipOnFailure |
      | basic  | false         |
      | second | false         |
    And I POST "/analytics-ext/basic-security/authentication/db/second/users/${unique}_carol"
    And I POST "/analytics-ext/basic-security/authentication/db/second/users/${unique}_carol/credentials" with:
      """json
      {"password": "carol-pw-${unique}"}
      """
    And the response status is 200
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}_carol" with password "carol-pw-${unique}"
    Then the response status is 401
