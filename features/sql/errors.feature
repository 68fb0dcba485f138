@sql
Feature: Errors of synchronous SQL
  Spec: "Error object, synchronous SQL", "Endpoints > Synchronous SQL" and "Errors" 1: a bad query is a 400 and an
  unexpected condition on the server a 500, both with a JSON body of strings `error` (a code), `errorMessage`,
  `errorClass` and `host`; other fields may follow (schema `sql/sql-error`). The spec lists no codes, so `error` is
  checked to be a non-empty string. The first scenario of each rule checks that body; the @decided ones the status
  and `errorMessage` only (features/README.md, Errors and statuses).

  Decisions (tagged @decided), from the real system, whose messages clients match on (docs/facts/sql.md, Druid
  33.0.0 live, 36.0.0 recorded):
  - A parse error at an unexpected token gives its position as `(line [L], column [C])`, from 1; when the text ends
    too early, that of the last token before the end (§sql.2). Druid 33 words an error at a keyword differently, so
    the examples end after a value or an operator.
  - Validation messages use Druid's words: `Object '<name>' not found`, `Column '<name>' not found in any table`,
    `Invalid number of arguments to function '<NAME>'`, `No match found for function signature <NAME>`, `No value
    bound for parameter`, `INSERT operations are not supported`, `REPLACE operations are not supported`,
    `Unsupported SQL statement [<KIND>]` (§sql.2). A SUM of text is not among them: Druid 33 answers it 200 (§sql.3).
  - INSERT and REPLACE are bad queries here (400: ingestion goes to /analytics/v2/sql/task); so are UPDATE and
    DELETE, which the service does not have (§sql.2).
  - A parameter of an unknown type is a 400; a context time zone that does not exist is not: the query runs in UTC
    (§sql.3).
  - Integer division by zero while the query runs is a 500 (§sql.1). Its body is SQL-009's, checked apart: Druid's
    message is `/ by zero` until its JVM has thrown the same failure a few thousand times, then `null`
    (§releases.1), so the message's words are not checked.
  - A refusal's `context` gives `line`, `column` of the first character of what it names and `endLine`,
    `endColumn` of its last, from 1 (§sql.2).
  - Not decided: Druid 33 answers bad queries with its unified body, without `errorClass` and `host` (§sql.1: a
    profile entry).

  Rule: A query that does not parse is a 400 whose message says where

    @SQL-011 @SQL-009 @phase:parse
    Scenario: A query that does not parse is a 400 with the SQL error body
      When I run the SQL query:
        """sql
        SELECT * FROM
        """
      Then the response is a SQL error with status 400

    @SQL-011 @phase:parse @decided
    Scenario Outline: <why> is a 400 whose message gives the position
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400 and a message containing "<position>"

      Examples:
        | query         | position                | why                                  |
        | SELECT (1     | (line [1], column [9])  | A query ending inside parentheses    |
        | SELECT 1 +    | (line [1], column [10]) | A query ending inside an expression  |

    @SQL-011 @phase:parse @decided
    Scenario: A parse error on a later line gives that line and the column in it
      When I run the SQL query:
        """sql
        SELECT 1 AS "one",
          2 AS "two"
        LIMIT
        """
      Then the SQL request is refused with status 400 and a message containing "(line [3], column [1])"

  Rule: A query that parses but cannot be checked against the data is a 400

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  | added:long |
        | Alpha |         36 |

    @SQL-011 @SQL-009 @phase:validate
    Scenario: A table that does not exist is a 400 with the SQL error body
      When I run the SQL query:
        """sql
        SELECT * FROM "${unique}_missing"
        """
      Then the response is a SQL error with status 400

    @SQL-011 @phase:validate @decided
    Scenario: The position of an unknown table ends at its last character
      When I run the SQL query:
        """sql
        SELECT * FROM replay_nope_x
        """
      Then the response status is 400
      And the response body contains:
        """json
        { "context": { "line": "1", "column": "15", "endLine": "1", "endColumn": "27" } }
        """

    @SQL-011 @phase:validate @decided
    Scenario Outline: <why> is a 400 whose message names the problem
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400 and a message containing "<message>"

      Examples:
        | query                                                                                    | message                                         | why                                 |
        | SELECT * FROM "${unique}_missing"                                                        | Object '${unique}_missing' not found            | A table that does not exist         |
        | SELECT "nope" FROM "${shared}"                                                           | Column 'nope' not found in any table            | A column the table does not have    |
        | SELECT LOWER("page", "page") FROM "${shared}"                                            | Invalid number of arguments to function 'LOWER' | A function given too many arguments |
        | SELECT NOPE_FN("added") FROM "${shared}"                                                 | No match found for function signature NOPE_FN   | A function that does not exist      |
        | INSERT INTO "${unique}_copy" SELECT * FROM "${shared}" PARTITIONED BY DAY                | INSERT operations are not supported             | An INSERT on the query endpoint     |
        | REPLACE INTO "${unique}_copy" OVERWRITE ALL SELECT * FROM "${shared}" PARTITIONED BY DAY | REPLACE operations are not supported            | A REPLACE on the query endpoint     |
        | UPDATE "${shared}" SET "added" = 1                                                       | Unsupported SQL statement [UPDATE]              | An UPDATE                           |
        | DELETE FROM "${shared}"                                                                  | Unsupported SQL statement [DELETE]              | A DELETE                            |

    @SQL-011 @SQL-006 @phase:validate @decided
    Scenario: A question mark without a parameter is a 400 whose message says so
      Given the SQL parameters are:
        """json
        [{ "type": "BIGINT", "value": 10 }]
        """
      When I run the SQL query:
        """sql
        SELECT "page" FROM "${shared}" WHERE "added" > ? AND "page" <> ?
        """
      Then the SQL request is refused with status 400 and a message containing "No value bound for parameter"

    @SQL-011 @SQL-006 @phase:validate @decided
    Scenario: A parameter of an unknown type is a 400
      Given the SQL parameters are:
        """json
        [{ "type": "NOT_A_TYPE", "value": 10 }]
        """
      When I run the SQL query:
        """sql
        SELECT "page" FROM "${shared}" WHERE "added" > ?
        """
      Then the SQL request is refused with status 400

    @SQL-001 @decided
    Scenario: A time zone that does not exist is not refused: the query runs in UTC
      Given the SQL context contains:
        """json
        { "sqlTimeZone": "Mars/Olympus_Mons" }
        """
      When I run the SQL query:
        """sql
        SELECT "page", TIME_FORMAT(MILLIS_TO_TIMESTAMP(0), 'yyyy-MM-dd HH:mm') AS "t" FROM "${shared}"
        """
      Then the SQL result is:
        | page  | t                |
        | Alpha | 1970-01-01 00:00 |

  Rule: An unexpected condition while the query runs is a 500 with the SQL error body

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  | added:long |
        | Alpha |         36 |

    @SQL-012 @phase:execute @decided
    Scenario: An integer division by zero in the data is a 500
      When I run the SQL query:
        """sql
        SELECT 1 / ("added" - "added") AS "ratio" FROM "${shared}"
        """
      Then the response status is 500

    @SQL-009 @phase:execute
    Scenario: A failure while the query runs answers the SQL error body, its message a string
      When I run the SQL query:
        """sql
        SELECT 1 / ("added" - "added") AS "ratio" FROM "${shared}"
        """
      Then the response status is 400 or 500
      And the response body matches schema "sql/sql-error"
