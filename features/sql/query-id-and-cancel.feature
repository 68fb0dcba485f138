@sql @slow-query
Feature: SQL query IDs and cancellation
  Spec: "SQL request object" (`context.sqlQueryId`), "Endpoints > Synchronous SQL" (rules 2 and 7; DELETE
  /analytics/v2/sql/:sqlQueryId), "Errors" 3 and "Authentication" 7. Each query has an ID: the client's
  `context.sqlQueryId`, or one the service generates and returns in `X-Analytics-SQL-Query-Id`; uniqueness is not
  enforced. DELETE cancels every running query with the ID (202, empty body), best effort; an ID with no running
  query is a 404; a caller without READ on every datasource the query reads gets 403. Cancels use the slow query
  (features/README.md, "Data setup and slow queries" and Waiting).

  Decisions (tagged @decided), from the real system:
  - `X-Analytics-SQL-Query-Id` carries the ID of every successful query, also one the client chose
    (docs/facts/http.md §http.8, Druid 33.0.0 live).
  - `X-Analytics-Query-Id` carries the same ID, and a query refused in parsing or validation carries both headers
    too (§http.11: recorded 36.0.0, live 33.0.0).
  - `X-Analytics-SQL-Header-Included` with a parse error differs between releases (33 and 27 send it, 36 does
    not), so the kit checks it only after a refusal in validation (§http.11).

  Rule: A query's ID is the one the client chose, or one the service generates

    @SQL-007 @SQL-018 @decided
    Scenario: A client-chosen sqlQueryId comes back in X-Analytics-SQL-Query-Id
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "context": { "sqlQueryId": "${unique}" } }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Query-Id" is "${unique}"

    @SQL-018 @decided
    Scenario: The query ID comes in X-Analytics-Query-Id too
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "context": { "sqlQueryId": "${unique}" } }
        """
      Then the response status is 200
      And the response header "X-Analytics-Query-Id" is "${unique}"

    @SQL-018 @SQL-037 @decided
    Scenario: A query refused in validation carries its ID and the header flag
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT * FROM \"${unique}_none\"", "header": true, "context": { "sqlQueryId": "${unique}" } }
        """
      Then the response status is 400
      And the response header "X-Analytics-SQL-Query-Id" is "${unique}"
      And the response header "X-Analytics-Query-Id" is "${unique}"
      And the response header "X-Analytics-SQL-Header-Included" is "yes"

    # Its status is SQL-011's (400) and judged by the scenarios of that rule: Druid 27 answers this one 500 (§sql.71).
    @SQL-018 @decided
    Scenario: A query that does not parse carries its ID
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELEC 1", "header": true, "context": { "sqlQueryId": "${unique}" } }
        """
      Then the response status is 400 or 500
      And the response header "X-Analytics-SQL-Query-Id" is "${unique}"
      And the response header "X-Analytics-Query-Id" is "${unique}"

    @SQL-018
    Scenario: Without sqlQueryId the response carries a generated query ID
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"" }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Query-Id" is a non-empty string

    @SQL-008
    Scenario: A sqlQueryId that a completed query used is accepted again
      Given a SQL query with ID "${unique}" has completed
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 2 AS \"two\"", "context": { "sqlQueryId": "${unique}" } }
        """
      Then the response status is 200
      And the response body is:
        """json
        [{ "two": 2 }]
        """

  Rule: DELETE cancels every running query with the ID

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | n:long |
        |      0 |
        |      1 |
        |      2 |
        |      3 |
        |      4 |
        |      5 |
        |      6 |
        |      7 |
        |      8 |
        |      9 |

    @SQL-013 @SQL-007
    Scenario: Cancelling a running query answers 202 with an empty body
      Given a slow SQL query with ID "${unique}" has been started on datasource "${shared}"
      When I cancel the SQL query "${unique}"
      Then the response status is 202
      And the response body is empty

    @SQL-038
    Scenario: A cancelled query stops without delivering its results
      Given a slow SQL query with ID "${unique}" has been started on datasource "${shared}"
      When I cancel the SQL query "${unique}"
      Then the response status is 202
      And the slow SQL query "${unique}" ended without results

    @SQL-039 @SQL-008
    Scenario: Cancelling an ID stops every running query that shares it
      Given 2 slow SQL queries with ID "${unique}" have been started on datasource "${shared}"
      When I cancel the SQL query "${unique}"
      Then the response status is 202
      And the slow SQL queries "${unique}" ended without results

  Rule: DELETE of an ID with no running query is a 404

    @SQL-015
    Scenario: An ID that no query has used answers 404
      When I DELETE "/analytics/v2/sql/${unique}"
      Then the response status is 404

    @SQL-016
    Scenario: The ID of a query that has completed answers 404
      Given a SQL query with ID "${unique}" has completed
      When I DELETE "/analytics/v2/sql/${unique}"
      Then the response status is 404

  @needs:security
  Rule: Cancelling needs READ permission on the datasources the query reads

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | n:long |
        |      0 |
        |      1 |
        |      2 |
        |      3 |
        |      4 |
        |      5 |
        |      6 |
        |      7 |
        |      8 |
        |      9 |

    @SQL-040
    Scenario: A user who may read the query's datasource can cancel it
      Given a user "${unique}_reader" with READ permission on datasource "${shared}" has been created
      And a slow SQL query with ID "${unique}" has been started on datasource "${shared}"
      When user "${unique}_reader" cancels the SQL query "${unique}"
      Then the response status is 202
      And the slow SQL query "${unique}" ended without results

    @SQL-014 @SQL-040
    Scenario: A user who may read only another datasource is refused with 403
      Given a user "${unique}_other" with READ permission on datasource "${unique}_other" has been created
      And a slow SQL query with ID "${unique}" has been started on datasource "${shared}"
      When user "${unique}_other" cancels the SQL query "${unique}"
      Then the response status is 403
      And the slow SQL query "${unique}" is still running
