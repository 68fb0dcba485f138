@security @needs:security
Feature: Lists and metadata tables show only the datasources the caller may read
  Spec: "Authentication" items 5 and 6: the finest grain is one datasource; a read-only user queries what it may
  read; a user without permissions runs only queries that need no resource. Runs on a target with basic security
  (`@needs:security`); the kit itself is the admin. How partial lists are compared: features/README.md, Security.

  Decisions (tagged @decided), following Druid (docs/facts/security.md §security.2, documentation, and 36.0.0/37.0.0
  recorded; Druid 27.0.0 with basic security passed them live 2026-11-26, docs/conformance/apache-druid-27-security.md):
  - A list of datasources, segments, intervals or tasks is never refused: it is filtered to the datasources the
    caller has DATASOURCE READ on; a caller without permissions gets empty lists, not a 403.
  - So are the metadata tables `sys.segments` and `INFORMATION_SCHEMA.TABLES`, which need no resource of their own.
  - `sys.servers` and `sys.server_segments` describe servers, not datasources: they need STATE READ (§security.6,
    Druid 27.0.0 live: 403 without it), and the refusal says so: `Insufficient permission to view servers:
    Unauthorized` (27.0.0 live; 36.0.0 recorded, xo/dbimp `druid-36.0.0-221-…`, §security.21).
  - A reader of every datasource sees them all in `sys.tasks` and `INFORMATION_SCHEMA.COLUMNS` too (36.0.0 recorded,
    `druid-36.0.0-166-…`, `-153-`).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | page  |
      | Alpha |
    And datasource "${unique}_b" has been ingested with rows:
      | page |
      | Beta |
    And a user "${unique}_reader" with these permissions has been created:
      | type       | name        | action |
      | DATASOURCE | ^${unique}$ | READ   |
    And a user "${unique}_nobody" without permissions has been created

  Rule: The datasource lists show the readable datasources only

    @SEC-022 @SEC-025 @decided
    Scenario Outline: A reader of one datasource sees only that datasource (<path>)
      When user "${unique}_reader" sends GET "<path>"
      Then the response status is 200
      And the response body is:
        """json
        ["${unique}"]
        """

      Examples:
        | path                                           |
        | /analytics/coordinator/v1/datasources          |
        | /analytics/v2/datasources                      |
        | /analytics/coordinator/v1/metadata/datasources |

    @SEC-026 @decided
    Scenario Outline: A user without permissions sees an empty list (<path>)
      When user "${unique}_nobody" sends GET "<path>"
      Then the response status is 200
      And the response body is:
        """json
        <empty>
        """

      Examples:
        | path                                           | empty |
        | /analytics/coordinator/v1/datasources          | []    |
        | /analytics/coordinator/v1/metadata/datasources | []    |
        | /analytics/coordinator/v1/metadata/segments    | []    |
        | /analytics/coordinator/v1/intervals            | {}    |
        | /analytics/indexer/v1/tasks                    | []    |

  Rule: SQL metadata tables show the rows of readable datasources only

    @SEC-022 @SEC-025 @decided
    Scenario Outline: A reader of one datasource sees only that datasource in <table>
      When user "${unique}_reader" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT DISTINCT \"<column>\" FROM <table> WHERE \"<column>\" LIKE '${unique}%'", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [["${unique}"]]
        """

      Examples:
        | table                      | column     |
        | sys.segments               | datasource |
        | sys.tasks                  | datasource |
        | INFORMATION_SCHEMA.TABLES  | TABLE_NAME |
        | INFORMATION_SCHEMA.COLUMNS | TABLE_NAME |

    @SEC-026 @decided
    Scenario Outline: A user without permissions sees no rows in <table>
      When user "${unique}_nobody" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"<column>\" FROM <table> WHERE \"<column>\" LIKE '${unique}%'", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is:
        """json
        []
        """

      Examples:
        | table                     | column     |
        | sys.segments              | datasource |
        | sys.tasks                 | datasource |
        | INFORMATION_SCHEMA.TABLES | TABLE_NAME |

    @SEC-027 @decided
    Scenario: The servers' metadata table is not about datasources: it needs STATE READ
      When user "${unique}_reader" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT COUNT(*) FROM sys.servers"}
        """
      Then the response status is 403
      And the response body is:
        """json
        {"Access-Check-Result": "Insufficient permission to view servers: Unauthorized"}
        """

    @SEC-012 @SEC-022
    Scenario: The admin sees every datasource in sys.segments
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT DISTINCT \"datasource\" FROM sys.segments WHERE \"datasource\" LIKE '${unique}%'", "resultFormat": "array"}
        """
      Then the response status is 200
      And the response body is, in any order:
        """json
        [["${unique}"], ["${unique}_b"]]
        """
