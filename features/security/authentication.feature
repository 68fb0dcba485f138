@security @needs:security
Feature: Basic authentication: credentials in the metadata store, 401 for everyone else
  Spec: "Authentication" items 2, 3 and 6: a basic authenticator whose credentials validator keeps users in the
  metadata store; clients send HTTP Basic credentials; the built-in admin gets its password from
  `initialAdminPassword`. Runs on a target with basic security (`@needs:security`). LDAP and Kerberos, the other
  authenticator kinds of SEC-013, are in ldap.feature and kerberos.feature. How 401s are compared:
  features/README.md, Security.

  Decisions (tagged @decided), following Druid 27.0.0 with basic security (live 2026-11-26, docs/facts/security.md
  §security.4; a wrong password's HTML 401 also recorded on 36.0.0/37.0.0):
  - A request without Basic credentials (none, or another scheme) is 401 with the legacy error body
    `{"error": "Unauthorized request", …}` and a `WWW-Authenticate: Basic` challenge.
  - Basic credentials the authenticator refuses (an unknown user, a wrong password, a value that does not decode or
    has no colon) are 401; their body is not checked: Druid answers an HTML page whose title differs between an
    unknown user and a wrong password.
  - Credentials over the server's header limit are 401 or 431 (Druid 27: 431 Request Header Fields Too Large), never
    a 500.

  Background:
    Given the names of the target's authenticator and authorizer have been read
    And a user "${unique}" without permissions has been created

  Rule: Requests with a user's Basic credentials are accepted

    @SEC-018 @SEC-016 @SEC-026
    Scenario: A user with no permissions runs a query that needs no resource
      When user "${unique}" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 1 + 1 AS \"two\"", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [[2]]
        """

    @SEC-017
    Scenario: The built-in admin user exists in the authenticator and the authorizer
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users"
      Then the response body is an array of names including "admin"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users"
      Then the response body is an array of names including "admin"

  Rule: Requests no authenticator accepts are 401; without credentials, with the legacy error body

    @SEC-018 @decided
    Scenario: A request without credentials is 401
      When I GET "/analytics/coordinator/v1/config" without credentials
      Then the response status is 401
      And the response body contains:
        """json
        {"error": "Unauthorized request", "errorMessage": null, "errorClass": null}
        """
      And the response header "WWW-Authenticate" starts with "Basic"

    @SEC-018 @decided
    Scenario Outline: Bad credentials are 401, whatever is wrong with them (<problem>)
      When I GET "/analytics/coordinator/v1/config" with the headers:
        | Authorization | <header> |
      Then the response status is 401

      Examples:
        | problem                  | header                                 |
        | not the Basic scheme     | Bearer abc                             |
        | not base64               | Basic !!!                              |
        | no colon                 | Basic a2l0                             |
        | an unknown user          | Basic bm9ib2R5LWF0LWFsbDp3aGF0ZXZlcg== |

    @SEC-018 @decided
    Scenario: A wrong password is 401 like an unknown user
      When I GET "/analytics/coordinator/v1/config" as user "${unique}" with password "not-the-password"
      Then the response status is 401

    @SEC-018 @decided
    Scenario: Huge credentials are refused with 401 or 431, not a server error
      When I GET "/analytics/coordinator/v1/config" as user "${unique}" with a password of 8000 characters
      Then the response status is 401 or 431
