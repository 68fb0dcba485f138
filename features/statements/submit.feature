@statements @needs:sql-ingestion
Feature: Submitting a statement (asynchronous SQL on deep storage)
  Spec: "Asynchronous SQL on deep storage (statements)" (POST /analytics/v2/sql/statements, rules 1 and 4), "SQL
  request object" (`context.executionMode`, `context.selectDestination`), "Error object, statements API" and
  "Statement state": the POST takes a SQL request object with `executionMode` `ASYNC`, the only mode, and answers 200
  with a status in state ACCEPTED and no rows. A bad query is a 400 with `error`, `errorClass`, `host`, `errorCode`,
  `persona`, `category`, `errorMessage` and `context` (schema `statements/statement-submit-error`).
  `selectDestination` is `durableStorage` (durable storage enabled) or left out (the task report). The statement
  submitted last is `${statement}`.

  Decisions, from the real system (docs/facts/statements.md):
  - The state on submit is ACCEPTED and nothing else, as the spec says; Druid answers its task's state, which right
    after the submit is ACCEPTED (§statements.3, Druid 27.0.0 live, 36.0.0 recorded).
  - A request without `executionMode`, with another mode, with a `selectDestination` other than `durableStorage` and
    `taskReport`, or `durableStorage` without durable storage, is refused with 400 (tagged @decided; §statements.2,
    Druid 27.0.0 live, 36 recorded); Druid's bodies have two shapes, so the status and `errorMessage` only.
  - INSERT and REPLACE are accepted as statements and run to SUCCESS (tagged @decided; §statements.3, 27.0.0 live).
  - Not decided: bad SQL is checked against the spec's submit error body (STM-004); Druid 27 answers its unified
    body, without `errorClass` and `host` (§statements.1: a profile entry).

  Rule: A SELECT with executionMode ASYNC is accepted in state ACCEPTED, without rows

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |
        | 2015-09-12T01:02:03.004Z | Beta  |        -17 |

    @STM-019 @STM-001 @STM-013 @STM-008 @STM-034
    Scenario: A SELECT with executionMode ASYNC answers its status in state ACCEPTED
      When I submit the statement with:
        """json
        {
          "query": "SELECT \"page\", \"added\" FROM \"${shared}\" ORDER BY \"__time\"",
          "context": { "executionMode": "ASYNC" }
        }
        """
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        { "queryId": "${statement}", "state": "ACCEPTED", "durationMs": -1 }
        """
      And the response body has no field "result"

    @STM-019 @STM-003 @STM-013 @needs:durable-storage
    Scenario: A SELECT with selectDestination durableStorage is accepted and succeeds
      Given the SQL context contains:
        """json
        { "selectDestination": "durableStorage" }
        """
      When I submit the statement:
        """sql
        SELECT "page" FROM "${shared}" ORDER BY "__time"
        """
      Then the response status is 200
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        { "state": "ACCEPTED" }
        """
      And the statement eventually ends in state "SUCCESS"

  Rule: INSERT and REPLACE are accepted as statements

    @STM-019 @STM-013 @decided
    Scenario: An INSERT statement is accepted and its rows become queryable
      When I submit the statement:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-12T01:02:03.004Z,Beta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the response status is 200
      And the response body matches schema "statements/statement-status"
      And the response body contains:
        """json
        { "state": "ACCEPTED", "durationMs": -1 }
        """
      And the statement eventually ends in state "SUCCESS"
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |

    @STM-019 @STM-013 @decided
    Scenario: A REPLACE statement is accepted and replaces the rows of the datasource
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page |
        | 2015-09-12T00:46:58.771Z | Old  |
      When I submit the statement:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,New"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the response status is 200
      And the response body contains:
        """json
        { "state": "ACCEPTED" }
        """
      And the statement eventually ends in state "SUCCESS"
      And eventually datasource "${unique}" holds the rows:
        | page |
        | New  |

  Rule: Only the ASYNC execution mode is accepted

    @STM-001 @decided
    Scenario Outline: A request <why> is refused with 400
      When I submit the statement with:
        """json
        { "query": "SELECT 1 AS \"one\"", <context> }
        """
      Then the SQL request is refused with status 400
      And the response content type is "application/json"

      Examples:
        | context                                  | why                       |
        | "context": {}                            | without executionMode     |
        | "context": { "executionMode": "SYNC" }   | with executionMode SYNC   |
        | "context": { "executionMode": "NATIVE" } | with executionMode NATIVE |
        | "resultFormat": "array"                  | without any context       |

  Rule: A bad query is refused at submit with 400 and the submit error body

    @STM-020 @STM-004
    Scenario Outline: <why> is refused with 400 and the submit error body
      When I submit the statement:
        """sql
        <statement>
        """
      Then the response status is 400
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-submit-error"

      @phase:parse
      Examples: SQL that does not parse
        | statement          | why                      |
        | SELEC 1            | A misspelt keyword       |
        | SELECT "page" FROM | A clause that breaks off |

      @phase:validate
      Examples: SQL that names what does not exist
        | statement                                                | why                   |
        | SELECT "page" FROM "${unique}_no_such_table"             | An unknown datasource |
        | SELECT "no_such_column" FROM INFORMATION_SCHEMA.SCHEMATA | An unknown column     |

  Rule: selectDestination names where a SELECT's results go

    @STM-002 @STM-003 @decided
    Scenario: A selectDestination that names no destination is refused with 400
      When I submit the statement with:
        """json
        {
          "query": "SELECT 1 AS \"one\"",
          "context": { "executionMode": "ASYNC", "selectDestination": "nowhere" }
        }
        """
      Then the SQL request is refused with status 400

    @STM-038 @needs:server-properties @decided
    Scenario: durableStorage on a target whose durable storage is not enabled is refused with 400
      Given a target whose durable storage for query results is not enabled
      When I submit the statement with:
        """json
        {
          "query": "SELECT 1 AS \"one\"",
          "context": { "executionMode": "ASYNC", "selectDestination": "durableStorage" }
        }
        """
      Then the SQL request is refused with status 400
