@security @needs:security
Feature: Users, credentials, roles and permissions of basic security
  Spec: "Endpoints > Security endpoints": creating authenticator users and setting their credentials, creating
  authorizer users and roles, assigning roles and attaching permissions to roles (`{resource: {type, name},
  action}`). Runs on a target with basic security whose kit credentials may manage users (`@needs:security`); the
  authenticator's and authorizer's names are the ones their loadStatus endpoints report.

  Decisions (tagged @decided), following Druid 27.0.0 with basic security (live 2026-11-26) and its documentation
  (docs/facts/security.md):
  - List, get and delete exist beside the POSTs; setting permissions replaces the role's permissions; a user's view
    shows the salted hash of its credentials, never a password (§security.5).
  - An unknown or duplicate user or role, an unknown authenticator or authorizer, and a malformed permission (an
    unknown action, a name that is no regular expression) are 400 with `{"error": …}` (§security.5, §security.10).
  - A role's permissions are read back as `{resource, action}` (the reference) or wrapped as `{resourceAction,
    resourceNamePattern}` (Druid 27, §security.9).
  - A resource type beyond the known ones is stored (Druid 27) or refused with 400 (the reference); a user name
    holding `/` is a name, never a path: stored as that name (Druid 27) or refused with 400 (the reference), and it
    creates no user under another name (§security.10).

  Background:
    Given the names of the target's authenticator and authorizer have been read

  Rule: Authenticator users are created, listed, read and deleted; duplicates and unknown names are 400

    @SEC-001 @SEC-016
    Scenario: A created user is listed and has no credentials until they are set
      When I POST "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users"
      Then the response body is an array of names including "${unique}"
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response body is:
        """json
        {"name": "${unique}", "credentials": null}
        """

    @SEC-001 @decided
    Scenario: Creating a user that exists is a 400 naming it
      Given "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}" has been posted
      When I POST "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "User [${unique}] already exists."}
        """

    @SEC-001 @decided
    Scenario: A deleted user is gone, and deleting it again is a 400
      Given "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}" has been posted
      When I DELETE "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response status is 200
      When I DELETE "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "User [${unique}] does not exist."}
        """

    @SEC-001 @decided
    Scenario: An unknown authenticator is a 400 naming it
      When I GET "/analytics-ext/basic-security/authentication/db/${unique}/users"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "Basic authenticator with name [${unique}] does not exist."}
        """

    @SEC-001 @decided
    Scenario: A user name holding a path is a name, never a way out of its path
      When I POST "/analytics-ext/basic-security/authentication/db/${authenticator}/users/..%2F${unique}"
      Then the response status is 200 or 400
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users"
      Then the response body does not contain the text "\"${unique}\""

  Rule: Credentials are stored as a salted hash, never as the password

    @SEC-002 @SEC-016 @decided
    Scenario: After setting a password the user's view holds a salt, a hash and iterations only
      Given "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}" has been posted
      And "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}/credentials" has been posted with:
        """json
        {"password": "${unique}-Secret1"}
        """
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response status is 200
      And the response body does not contain the text "${unique}-Secret1"
      And the credentials in the response body hold a salt, a hash and iterations only

    @SEC-002 @decided
    Scenario: Setting the password of an unknown user is a 400
      When I POST "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}/credentials" with:
        """json
        {"password": "whatever"}
        """
      Then the response status is 400
      And the response body is:
        """json
        {"error": "User [${unique}] does not exist."}
        """

  Rule: Authorizer users and roles are created, listed and deleted; duplicates and unknown names are 400

    @SEC-003 @SEC-020
    Scenario: A user created in the authorizer is listed with no roles
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users"
      Then the response body is an array of names including "${unique}"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response body is:
        """json
        {"name": "${unique}", "roles": []}
        """

    @SEC-004
    Scenario: A created role is listed with no permissions
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles"
      Then the response body is an array of names including "${unique}"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions"
      Then the response body is:
        """json
        []
        """

    @SEC-004 @decided
    Scenario: Creating a role that exists is a 400 naming it
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}" has been posted
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "Role [${unique}] already exists."}
        """

    @SEC-004 @decided
    Scenario: Deleting an unknown role is a 400 naming it
      When I DELETE "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "Role [${unique}] does not exist."}
        """

    @SEC-003 @decided
    Scenario: An unknown authorizer is a 400 naming it
      When I GET "/analytics-ext/basic-security/authorization/db/${unique}/roles"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "Basic authorizer with name [${unique}] does not exist."}
        """

  Rule: Roles are assigned to users and removed from them; permissions belong to roles only

    Background:
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}" has been posted
      And "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}_role" has been posted

    @SEC-005 @SEC-020
    Scenario: An assigned role shows in the user's roles
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}_role"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response body is:
        """json
        {"name": "${unique}", "roles": ["${unique}_role"]}
        """

    @SEC-005 @decided
    Scenario: A removed role no longer shows in the user's roles
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}_role" has been posted
      When I DELETE "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}_role"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response body is:
        """json
        {"name": "${unique}", "roles": []}
        """

    @SEC-005 @decided
    Scenario: Assigning a role that does not exist is a 400 naming it
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}_missing"
      Then the response status is 400
      And the response body is:
        """json
        {"error": "Role [${unique}_missing] does not exist."}
        """

    @SEC-021
    Scenario: There is no endpoint that gives a permission to a user
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/permissions" with:
        """json
        [{"resource": {"type": "DATASOURCE", "name": ".*"}, "action": "READ"}]
        """
      Then the response status is 404

  Rule: A role's permissions are a resource type, a name pattern and an action, replaced as a whole

    Background:
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}" has been posted

    @SEC-006 @SEC-007 @SEC-009 @SEC-010
    Scenario: Permissions on datasources, the state and the configuration are stored as sent
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" with:
        """json
        [
          {"resource": {"type": "DATASOURCE", "name": "wiki.*"}, "action": "READ"},
          {"resource": {"type": "STATE", "name": "STATE"}, "action": "READ"},
          {"resource": {"type": "CONFIG", "name": "CONFIG"}, "action": "WRITE"}
        ]
        """
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions"
      Then the permissions in the response body are:
        """json
        [
          {"resource": {"type": "DATASOURCE", "name": "wiki.*"}, "action": "READ"},
          {"resource": {"type": "STATE", "name": "STATE"}, "action": "READ"},
          {"resource": {"type": "CONFIG", "name": "CONFIG"}, "action": "WRITE"}
        ]
        """

    @SEC-006 @decided
    Scenario: Setting permissions again replaces the earlier ones
      Given "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" has been posted with:
        """json
        [{"resource": {"type": "STATE", "name": "STATE"}, "action": "READ"}]
        """
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" with:
        """json
        [{"resource": {"type": "CONFIG", "name": "CONFIG"}, "action": "READ"}]
        """
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions"
      Then the permissions in the response body are:
        """json
        [{"resource": {"type": "CONFIG", "name": "CONFIG"}, "action": "READ"}]
        """

    @SEC-010 @decided
    Scenario Outline: A malformed permission is a 400 and changes nothing (<problem>)
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" with:
        """json
        [{"resource": {"type": "<type>", "name": "<name>"}, "action": "<action>"}]
        """
      Then the response status is 400
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions"
      Then the response body is:
        """json
        []
        """

      Examples:
        | problem                          | type       | name    | action |
        | an unknown action                | DATASOURCE | wiki    | DELETE |
        | a name that is no regex          | DATASOURCE | wiki[   | READ   |

    @SEC-007 @decided
    Scenario: A permission on a resource type beyond the known ones is stored or refused
      When I POST "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" with:
        """json
        [{"resource": {"type": "TABLE", "name": "wiki"}, "action": "READ"}]
        """
      Then the response status is 200 or 400

  Rule: Every security resource has the shape of its schema

    @SEC-001 @SEC-002 @SEC-003 @SEC-004 @SEC-005 @SEC-006
    Scenario: Users, roles, permissions and load statuses match their schemas, in short and full views
      Given "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}" has been posted
      And "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}/credentials" has been posted with:
        """json
        {"password": "${unique}-Secret1"}
        """
      And "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}" has been posted
      And "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}" has been posted
      And "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions" has been posted with:
        """json
        [{"resource": {"type": "DATASOURCE", "name": "${unique}.*"}, "action": "READ"}]
        """
      And "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}/roles/${unique}" has been posted
      When I GET "/analytics-ext/basic-security/authentication/db/${authenticator}/users/${unique}"
      Then the response body matches schema "security/authenticator-user"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}"
      Then the response body matches schema "security/authorizer-user"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}?full"
      Then the response body matches schema "security/authorizer-user"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}"
      Then the response body matches schema "security/role"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}?full"
      Then the response body matches schema "security/role"
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/roles/${unique}/permissions"
      Then the response body matches schema "security/permission-list"
      When I GET "/analytics-ext/basic-security/authentication/loadStatus"
      Then the response body matches schema "security/load-status"
      When I GET "/analytics-ext/basic-security/authorization/loadStatus"
      Then the response body matches schema "security/load-status"
