@sql
Feature: Statements the SQL service does not have: DDL is a 400 naming it
  Spec: "Endpoints > Synchronous SQL" (400 for a bad query) and "Errors" 1. The service has no tables to create,
  alter or drop: datasources come from ingestion. The spec does not say how such statements are answered. UPDATE
  and DELETE are in errors.feature.

  Decisions (tagged @decided), from the real system (docs/facts/sql.md §sql.34 and §sql.60: Druid 33.0.0 and 27.0.0
  live, 36.0.0 recorded): CREATE, ALTER, DROP and TRUNCATE, and the transaction statements BEGIN and COMMIT, are a
  400 whose message names the statement's first word (Druid 33 and 36: `Incorrect syntax near the keyword 'CREATE'`;
  27: `Received an unexpected token [CREATE]`).

  Rule: DDL is a bad query whose message names it

    @SQL-011 @phase:parse @decided
    Scenario Outline: <statement> is a 400 naming <word>
      When I run the SQL query:
        """sql
        <statement>
        """
      Then the SQL request is refused with status 400 and a message containing "<word>"

      Examples:
        | statement                                           | word     |
        | CREATE TABLE "${unique}" ("a" BIGINT)               | CREATE   |
        | CREATE VIEW "${unique}_v" AS SELECT 1 AS "a"        | CREATE   |
        | ALTER TABLE "${unique}" ADD COLUMN "w" BIGINT       | ALTER    |
        | DROP TABLE "${unique}"                              | DROP     |
        | TRUNCATE TABLE "${unique}"                          | TRUNCATE |
        | BEGIN                                               | BEGIN    |
        | COMMIT                                              | COMMIT   |
