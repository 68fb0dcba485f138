@security @needs:security
Feature: What each principal may do: a permission matrix
  Spec: "Authentication" items 5 and 6: roles grant permissions; the finest grain is one datasource; a read-only
  user queries what it may read; a user without permissions runs only queries that need no resource; DATASOURCE
  WRITE goes to trusted users, since ingestion acts as the server. Runs on a target with basic security
  (`@needs:security`); the kit itself is the admin.

  Decisions (tagged @decided), following Druid (docs/facts/security.md; Druid 27.0.0 with basic security, live
  2026-11-26, docs/conformance/apache-druid-27-security.md):
  - GET needs READ and any other method WRITE; retention rules of a datasource need DATASOURCE on that datasource,
    the dynamic configurations CONFIG, the worker list STATE, the security endpoints CONFIG `security` (§security.1,
    §security.5, documentation).
  - SQL needs READ on every datasource the query reads (§security.6); SQL ingestion needs WRITE on the datasource
    it writes (§security.1). The task endpoint checks it after parsing the statement and before planning it: a
    REPLACE without `__time` partitioned by DAY is a 403 for a reader, the granularity's 400 for a writer; its
    refusal is a failed task with a FORBIDDEN error; the query endpoint refuses INSERT for its engine (400) before
    any permission (§security.21: Druid 36.0.0 recorded, xo/dbimp `druid-36.0.0-215-…`, `-139-`, `-138-`).
  - Every refusal, SQL included, is 403 with `{"Access-Check-Result": "<text>"}`; the text depends on the release
    (§security.8, 27.0.0 live: `"Allowed:false, Message:"` from the resource filters, `"Unauthorized"` from SQL;
    §security.21, 36.0.0 recorded: `"Unauthorized"` from both), so only the shape is checked. The security API's
    refusal is text on 36.0.0, so its row checks the status only.
  - A permission name is a regular expression matched against the whole datasource name (§security.1): a grant on
    a name is no grant on a longer name that contains it. The Background's reader (`^…$`) and the `.*` grant below
    behave the same under a matcher that finds the pattern anywhere in the name; the two scenarios after them do not.

  Background:
    Given the names of the target's authenticator and authorizer have been read
    And datasource "${unique}" has been ingested with rows:
      | page  |
      | Alpha |
    And datasource "${unique}_b" has been ingested with rows:
      | page |
      | Beta |
    And a user "${unique}_reader" with these permissions has been created:
      | type       | name         | action |
      | DATASOURCE | ^${unique}$  | READ   |
    And a user "${unique}_nobody" without permissions has been created

  Rule: Each endpoint needs its resource action; the admin has them all

    @SEC-020 @SEC-022 @SEC-027 @decided
    Scenario Outline: The read-only user on one datasource is let through or refused (<method> <path>)
      When user "${unique}_reader" sends <method> "<path>"
      Then the response status is <status>

      Examples:
        | method | path                                                                   | status |
        | GET    | /analytics/coordinator/v1/rules/${unique}                              | 200    |
        | GET    | /analytics/coordinator/v1/rules/${unique}_b                            | 403    |
        | POST   | /analytics/coordinator/v1/rules/${unique}                              | 403    |
        | GET    | /analytics/coordinator/v1/config                                       | 403    |
        | GET    | /analytics/indexer/v1/worker                                           | 403    |
        | GET    | /analytics/indexer/v1/workers                                          | 403    |
        | GET    | /analytics-ext/basic-security/authentication/db/${authenticator}/users | 403    |

    @SEC-020 @decided
    Scenario: A refusal is 403 with the access-check body
      When user "${unique}_nobody" sends GET "/analytics/coordinator/v1/rules/${unique}"
      Then the response status is 403
      And the response body matches schema "security/access-refusal"

    @SEC-012 @SEC-024
    Scenario Outline: The admin may do all of it (<path>)
      When I GET "<path>"
      Then the response status is 200

      Examples:
        | path                                                                   |
        | /analytics/coordinator/v1/rules/${unique}_b                            |
        | /analytics/coordinator/v1/config                                       |
        | /analytics/indexer/v1/workers                                          |
        | /analytics-ext/basic-security/authentication/db/${authenticator}/users |

  Rule: SQL needs READ on every datasource the query reads

    @SEC-025 @SEC-008 @SEC-022
    Scenario: The read-only user queries the datasource it may read
      When user "${unique}_reader" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}\"", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [["Alpha"]]
        """

    @SEC-025 @SEC-022 @decided
    Scenario: A query that also reads another datasource is refused with the access-check body
      When user "${unique}_reader" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}\" UNION ALL SELECT \"page\" FROM \"${unique}_b\""}
        """
      Then the response status is 403
      And the response body matches schema "security/access-refusal"

    @SEC-026 @decided
    Scenario: The user without permissions may not query a datasource
      When user "${unique}_nobody" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT COUNT(*) FROM \"${unique}\""}
        """
      Then the response status is 403

    @SEC-008
    Scenario: A permission name is a regular expression over datasource names
      Given a user "${unique}_wide" with these permissions has been created:
        | type       | name        | action |
        | DATASOURCE | ${unique}.* | READ   |
      When user "${unique}_wide" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}\" UNION ALL SELECT \"page\" FROM \"${unique}_b\"", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is, in any order:
        """json
        [["Alpha"], ["Beta"]]
        """

    @SEC-008 @SEC-025 @decided
    Scenario: A permission name without anchors grants the datasource of that name
      Given a user "${unique}_plain" with these permissions has been created:
        | type       | name      | action |
        | DATASOURCE | ${unique} | READ   |
      When user "${unique}_plain" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}\"", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [["Alpha"]]
        """

    @SEC-008 @decided
    Scenario: A permission name must match the whole datasource name, not a part of it
      Given a user "${unique}_plain" with these permissions has been created:
        | type       | name      | action |
        | DATASOURCE | ${unique} | READ   |
      When user "${unique}_plain" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}_b\""}
        """
      Then the response status is 403
      And the response body matches schema "security/access-refusal"

  Rule: Ingestion needs WRITE on the datasource it writes

    @SEC-024 @decided @needs:sql-ingestion
    Scenario: The read-only user may not ingest into the datasource it reads
      When user "${unique}_reader" sends POST "/analytics/v2/sql/task" with:
        """json
        {"query": "INSERT INTO \"${unique}\" SELECT TIME_PARSE('2024-01-01') AS __time, 'Gamma' AS \"page\" PARTITIONED BY DAY"}
        """
      Then the response status is 403
      And the response body contains:
        """json
        {"state": "FAILED", "error": {"category": "FORBIDDEN"}}
        """

    @SEC-024 @decided @needs:sql-ingestion
    Scenario: The permission is checked before the statement is planned
      When user "${unique}_reader" sends POST "/analytics/v2/sql/task" with:
        """json
        {"query": "REPLACE INTO \"${unique}\" OVERWRITE ALL SELECT 1 AS \"id\" PARTITIONED BY DAY"}
        """
      Then the response status is 403

    @SEC-024 @decided
    Scenario: The query endpoint refuses an INSERT for its engine before any permission is checked
      When user "${unique}_reader" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "INSERT INTO \"${unique}\" SELECT TIME_PARSE('2024-01-01') AS __time, 'Gamma' AS \"page\" PARTITIONED BY DAY"}
        """
      # A decided refusal: its status and message; the error body (SQL-009) is sql/errors.feature's (Druid 27 gives its unified one).
      Then the SQL request is refused with status 400
