@security @needs:server-properties
Feature: The authenticator chain: skipOnFailure passes credentials on to the next authenticator
  Spec: "Authentication" (authenticators are chained in the order of authenticatorChain; each has
  skipOnFailure; with skipOnFailure true a credential not in its store moves on to the next
  authenticator). Runs on a target the kit starts with chosen properties (`@needs:server-properties`):
  basic security whose chain is `basic` (the kit's admin lives there), then `second`.

  Decided where the spec is silent (tagged @decided), following the real system: without
  skipOnFailure the first authenticator's failure ends the chain with a 401; a user authenticated by
  any authenticator of the chain is authorized by the one basic authorizer, so a user with no role
  still reads the (empty) datasource list, which only filters. Users are made through the security
  endpoints of the authenticator `second`.

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
