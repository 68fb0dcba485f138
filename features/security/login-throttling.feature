@security @needs:server-properties
Feature: Failed logins are throttled per user and address, without locking the user out elsewhere
  Spec: "Authentication" items 3 and 6: HTTP Basic credentials are checked against the metadata store; the spec
  shows no rate limits. Runs on a target the kit starts with chosen properties (`@needs:server-properties`): basic
  security that allows 3 failed logins of one user from one address per minute.

  Decisions (tagged @decided), the kit's own: Druid has no such limit (docs/facts/security.md §security.16,
  documentation and source), so a target without one cannot run this feature:
  - Past the limit, a login of that user from that address is answered 429 with a `Retry-After` header (seconds)
    and the legacy error body, before its password is checked.
  - Credentials already verified are not throttled, so guessing a user's password does not lock the user out.

  @SEC-018 @decided
  Scenario: A user guessed from one address is answered 429 with Retry-After, and still gets in with verified credentials
    Given a target with basic security that allows 3 failed logins of one user from one address per minute
    And a user "${unique}" without permissions has been created
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}" with password "guess-1"
    Then the response status is 401
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}" with password "guess-2"
    Then the response status is 401
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}" with password "guess-3"
    Then the response status is 401
    When I GET "/analytics/coordinator/v1/datasources" as user "${unique}" with password "guess-4"
    Then the response status is 429
    And the response header "Retry-After" is a non-empty string
    And the response body contains:
      """json
      {"error": "Too many failed authentication attempts", "errorClass": null}
      """
    When user "${unique}" sends POST "/analytics/v2/sql" with:
      """json
      {"query": "SELECT 1 + 1 AS \"two\"", "resultFormat": "array"}
      """
    Then the response status is 200
