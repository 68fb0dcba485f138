@security @needs:security
Feature: Security endpoints that read no body take a bodyless POST typed application/json
  Spec: "Endpoints > Security endpoints": creating an authenticator user, an authorizer user and a role, and
  assigning a role, take no body; the spec says nothing of a `Content-Type` on such a POST. Admin scripts and HTTP
  libraries often send `Content-Type: application/json` with nothing after it (the Python clients' check
  `pydruid_auth.py` does, docs/clients.md). Runs on a target with basic security (`@needs:security`).

  Decisions (tagged @decided):
  - A bodyless POST typed `application/json` acts as one without the header: Druid's routes that read no body take
    such a request (docs/facts/http.md §http.4, Druid 33.0.0 live, on a route without a body).

  Background:
    Given the names of the target's authenticator and authorizer have been read

  Rule: A bodyless JSON-typed POST creates what the path names

    @SEC-001 @decided
    Scenario: An authenticator user created by a bodyless POST typed application/json exists
      When I POST "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}" with the headers:
        | name         | value            |
        | Content-Type | application/json |
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response body is:
        """json
        {"name": "${unique}", "credentials": null}
        """

    @SEC-004 @SEC-005 @decided
    Scenario: A role created and assigned by bodyless POSTs typed application/json is the user's
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}" has been posted
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}_role" with the headers:
        | name         | value            |
        | Content-Type | application/json |
      Then the response status is 200
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}_role" with the headers:
        | name         | value            |
        | Content-Type | application/json |
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response body contains:
        """json
        {"name": "${unique}", "roles": ["${unique}_role"]}
        """
