@sql
Feature: EXPLAIN PLAN FOR: how a query would run, in three columns
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query). The spec does not name EXPLAIN;
  clients and consoles send it to learn what a query reads.

  Decisions (tagged @decided), from the real system (docs/facts/sql.md §sql.35: Druid 33.0.0 live, 36.0.0
  recorded):
  - `EXPLAIN PLAN FOR <query>` answers one row of three VARCHAR columns: `PLAN`, the text of a JSON array of plans,
    each with the `signature` of its rows; `RESOURCES`, the text of a JSON array of the datasources read, `{"name",
    "type": "DATASOURCE"}`; `ATTRIBUTES`, the text of `{"statementType": "SELECT"}`.
  - The plan names no file of the server and holds no SQL the server generated.
  - EXPLAIN of an INSERT is refused here like the INSERT itself (400).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page  |
      | 2015-09-12T00:00:00.000Z | Alpha |

  Rule: EXPLAIN answers the plan, the resources and the attributes of a query

    @SQL-010 @decided
    Scenario: EXPLAIN of a query over a datasource answers one row of three text columns
      When I run the SQL query:
        """sql
        EXPLAIN PLAN FOR SELECT "page" FROM "${shared}"
        """
      Then the SQL result has 1 row
      And the SQL column types are:
        | column     | type   | sqlType |
        | PLAN       | STRING | VARCHAR |
        | RESOURCES  | STRING | VARCHAR |
        | ATTRIBUTES | STRING | VARCHAR |
      And the SQL result's "RESOURCES" is JSON text containing:
        """json
        [{ "name": "${shared}", "type": "DATASOURCE" }]
        """
      And the SQL result's "ATTRIBUTES" is JSON text containing:
        """json
        { "statementType": "SELECT" }
        """
      And the SQL result's "PLAN" is JSON text containing:
        """json
        [{ "signature": [{ "name": "page", "type": "STRING" }] }]
        """

    @SQL-010 @decided @hardening
    Scenario: The plan names no file of the server and holds no generated SQL
      When I run the SQL query:
        """sql
        EXPLAIN PLAN FOR SELECT "page" FROM "${shared}" WHERE "page" <> 'x'
        """
      Then the SQL result's "PLAN" does not contain "SELECT "
      And the SQL result's "PLAN" does not contain ".parquet"
      And the SQL result's "PLAN" does not contain "/tmp/"

    @SQL-011 @phase:validate @decided
    Scenario: EXPLAIN of an INSERT is refused on the query endpoint like the INSERT
      When I run the SQL query:
        """sql
        EXPLAIN PLAN FOR INSERT INTO "${unique}_copy" SELECT * FROM "${shared}" PARTITIONED BY DAY
        """
      Then the SQL request is refused with status 400 and a message containing "INSERT operations are not supported"
