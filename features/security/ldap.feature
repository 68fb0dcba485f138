@security @needs:server-properties
Feature: The LDAP authenticator: passwords checked by a directory, roles from group mappings
  Spec: "Authentication" item 2 (the kinds of authenticator are HTTP basic, LDAP and Kerberos; authenticators are
  chained) and item 5 (authorizers relate users to resources through roles). Runs on a target the kit starts with
  chosen properties (`@needs:server-properties`): basic security whose chain is `basic` (the kit's admin lives
  there, `skipOnFailure` on), then `ldap`, whose credentials validator is an LDAP directory the kit serves for the
  scenario (people under `ou=people,dc=example,dc=com`, found by `(&(uid=%s)(objectClass=person))`).

  Decisions (tagged @decided), from Druid's LDAP credentials validator and role provider (docs/facts/security.md
  §security.14, §security.12, documentation and source; not measured live):
  - A password is checked by binding as the entry the user search finds; the identity is the user name. A wrong
    password, an empty one (split off by the Basic parser) and a name matching no entry are 401; so is every login
    while the directory does not answer (logged, not a 500). As for basic credentials (authentication.feature),
    these 401s are checked by status only: Druid answers its web server's HTML page (§security.4).
  - A user name holding a search-filter character (`*`) is never let in with the permissions of a person whose
    password it was not sent with: 401 or 403. Druid puts the name into the filter as sent (its first match is
    bound with the password, so the login fails or gets only the bound person's groups with the identity `*`);
    the kit escapes it, so the login is a 401 there. Both keep every other person's permissions out of reach.
  - With the `ldap` role provider a user gets the roles assigned to its name plus those of every group mapping
    whose `groupPattern` matches one of its `memberOf` groups, compared as LDAP names (case does not matter): a
    leading `*,` matches the groups whose name ends with the rest, a trailing `,*` those whose name begins with
    it, any other pattern the one group of that name (a `*` elsewhere, as in `cn=*,…`, is no wildcard). With the
    `metadata` role provider group mappings give nothing.
  - The group-mapping endpoints answer like the users and roles endpoints: 200 with an empty body for changes, 400
    with `{"error": "..."}` for unknown names, duplicates (`Group mapping [<name>] already exists.`) and bad bodies.

  Background:
    Given an LDAP directory the kit serves, with people:
      | uid           | password             | memberOf                                  |
      | ${unique}_ann | ann-pw-${unique}     | cn=analysts,ou=groups,dc=example,dc=com   |
      | ${unique}_bob | bob-pw-${unique}     | cn=sales,ou=groups,dc=example,dc=com      |

  Rule: A user the directory knows is let in with its directory password

    @SEC-013 @SEC-014
    Scenario: An LDAP user runs a query that needs no resource
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      When user "${unique}_ann" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 1 + 1 AS \"two\"", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [[2]]
        """

    @SEC-013 @decided
    Scenario Outline: Credentials the directory does not verify are 401 (<problem>)
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      When I GET "/analytics/coordinator/v1/datasources" as user "<user>" with password "<password>"
      Then the response status is 401

      Examples:
        | problem                         | user          | password         |
        | a wrong password                | ${unique}_ann | not-ann-pw       |
        | an empty password               | ${unique}_ann |                  |
        | a name the directory lacks      | ${unique}_eve | ann-pw-${unique} |
        | another person's password       | ${unique}_bob | ann-pw-${unique} |

    @SEC-013 @SEC-015
    Scenario: The admin of the metadata store still authenticates ahead of the directory
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200

    @SEC-013 @SEC-015 @decided
    Scenario: While the directory is down its users are 401 and the metadata store's still get in
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And the LDAP directory has stopped
      When I GET "/analytics/coordinator/v1/datasources" as user "${unique}_ann" with password "ann-pw-${unique}"
      Then the response status is 401
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200

    @SEC-013 @SEC-020 @decided
    Scenario: A filter character as the user name never gets the permissions of a person whose password it lacks
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And a role "${unique}_config_reader" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_sales" has been posted with:
        """json
        {"groupPattern": "cn=sales,ou=groups,dc=example,dc=com", "roles": ["${unique}_config_reader"]}
        """
      When I GET "/analytics/coordinator/v1/config" as user "*" with password "ann-pw-${unique}"
      Then the response status is 401 or 403
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_bob" with password "bob-pw-${unique}"
      Then the response status is 200

  Rule: Group mappings give an LDAP user's groups roles

    @SEC-013 @SEC-020 @decided
    Scenario: A group mapping lets the members of its group do what its role permits, and no one else
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And a role "${unique}_config_reader" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_ann" with password "ann-pw-${unique}"
      Then the response status is 403
      When I POST "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_analysts" with:
        """json
        {"name": "${unique}_analysts", "groupPattern": "CN=Analysts,OU=groups,DC=example,DC=com", "roles": ["${unique}_config_reader"]}
        """
      Then the response status is 200
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_ann" with password "ann-pw-${unique}"
      Then the response status is 200
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_bob" with password "bob-pw-${unique}"
      Then the response status is 403

    @SEC-013 @SEC-020 @decided
    Scenario Outline: A group pattern matches by the end of a group's name after `*,`, by its start before `,*` (<pattern>)
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And a role "${unique}_config_reader" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_pattern" has been posted with:
        """json
        {"groupPattern": "<pattern>", "roles": ["${unique}_config_reader"]}
        """
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_bob" with password "bob-pw-${unique}"
      Then the response status is <status>

      Examples:
        | pattern                          | status |
        | *,ou=groups,dc=example,dc=com    | 200    |
        | *,DC=Example,DC=com              | 200    |
        | cn=sales,*                       | 200    |
        | cn=sales,ou=groups,*             | 200    |
        | *,ou=other,dc=example,dc=com     | 403    |
        | cn=analysts,*                    | 403    |
        | cn=*,ou=groups,dc=example,dc=com | 403    |

    @SEC-013 @SEC-020 @decided
    Scenario: Removing the role from the mapping takes the permission away again
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And a role "${unique}_config_reader" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_analysts" has been posted with:
        """json
        {"groupPattern": "cn=analysts,ou=groups,dc=example,dc=com", "roles": ["${unique}_config_reader"]}
        """
      When I DELETE "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_analysts/roles/${unique}_config_reader"
      Then the response status is 200
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_ann" with password "ann-pw-${unique}"
      Then the response status is 403

    @SEC-013 @SEC-020 @decided
    Scenario: With the metadata role provider group mappings give nothing
      Given a target with basic security whose role provider is "metadata" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And a role "${unique}_config_reader" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_analysts" has been posted with:
        """json
        {"groupPattern": "cn=analysts,ou=groups,dc=example,dc=com", "roles": ["${unique}_config_reader"]}
        """
      When I GET "/analytics/coordinator/v1/config" as user "${unique}_ann" with password "ann-pw-${unique}"
      Then the response status is 403

  Rule: The group-mapping endpoints manage mappings like users and roles

    @SEC-020 @decided
    Scenario: A group mapping is created, read, listed, given a role and deleted
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And "/analytics-ext/basic-security/authorization/db/basic/roles/${unique}_r1" has been posted
      And "/analytics-ext/basic-security/authorization/db/basic/roles/${unique}_r2" has been posted
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g" has been posted with:
        """json
        {"name": "${unique}_g", "groupPattern": "cn=analysts,ou=groups,dc=example,dc=com", "roles": ["${unique}_r1"]}
        """
      When I GET "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g"
      Then the response status is 200
      And the response body matches schema "security/group-mapping"
      And the response body is:
        """json
        {"name": "${unique}_g", "groupPattern": "cn=analysts,ou=groups,dc=example,dc=com", "roles": ["${unique}_r1"]}
        """
      When I POST "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g/roles/${unique}_r2"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/basic/groupMappings"
      Then the response body is an array of names including "${unique}_g"
      When I GET "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g?full"
      Then the response body matches schema "security/group-mapping"
      When I GET "/analytics-ext/basic-security/authorization/db/basic/roles/${unique}_r2?full"
      Then the response body matches schema "security/role"
      And the response body contains:
        """json
        {"name": "${unique}_r2", "groups": ["${unique}_g"]}
        """
      When I DELETE "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g"
      Then the response status is 200
      When I GET "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_g"
      Then the response status is 400
      And the response body contains:
        """json
        {"error": "Group mapping [${unique}_g] does not exist."}
        """

    @SEC-020 @decided
    Scenario Outline: A group-mapping request that cannot be done is 400 and changes nothing (<problem>)
      Given a target with basic security whose role provider is "ldap" and whose authenticator chain is:
        | name  | credentialsValidator | skipOnFailure |
        | basic | metadata             | true          |
        | ldap  | ldap                 | false         |
      And "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_taken" has been posted with:
        """json
        {"groupPattern": "cn=sales,ou=groups,dc=example,dc=com", "roles": []}
        """
      When I POST "/analytics-ext/basic-security/authorization/db/basic/groupMappings/<name>" with:
        """json
        <body>
        """
      Then the response status is 400
      And the response body contains:
        """json
        {"error": "<error>"}
        """
      When I GET "/analytics-ext/basic-security/authorization/db/basic/groupMappings/${unique}_taken"
      Then the response body is:
        """json
        {"name": "${unique}_taken", "groupPattern": "cn=sales,ou=groups,dc=example,dc=com", "roles": []}
        """

      Examples:
        | problem              | name            | body                                                               | error                                                |
        | an existing name     | ${unique}_taken | {"groupPattern": "cn=x,dc=example,dc=com"}                         | Group mapping [${unique}_taken] already exists.      |
        | an unknown role      | ${unique}_new   | {"groupPattern": "cn=x,dc=example,dc=com", "roles": ["${unique}_none"]} | Role [${unique}_none] does not exist.           |
        | no group pattern     | ${unique}_new   | {"roles": []}                                                      | groupPattern must be a group DN pattern of 1-1024 characters, such as \"CN=analysts,OU=groups,DC=example,DC=com\". |
        | roles not an array   | ${unique}_new   | {"groupPattern": "cn=x,dc=example,dc=com", "roles": "r"}           | roles must be an array of role names.                |
        | another body name    | ${unique}_new   | {"name": "other", "groupPattern": "cn=x,dc=example,dc=com"}        | The body's name [other] is not the path's group mapping name [${unique}_new]. |
