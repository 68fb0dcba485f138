@sql
Feature: VALUES and UNNEST: rows written in the query, and one row per element of an array
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query, 400 for a bad one). The spec names no
  SQL grammar; clients use VALUES to send small tables with a query and UNNEST to turn arrays into rows, so the kit
  follows what Druid SQL answers. Rows without ORDER BY are compared in any order (features/README.md, SQL results).

  Decisions (tagged @decided), from the real system (docs/facts/sql.md §sql.30 and §sql.31: Druid 33.0.0 live,
  36.0.0/37.0.0 recorded):
  - `VALUES (…), (…)` is a query and a FROM relation; its columns are `EXPR$0`, `EXPR$1`… unless `AS t(a, b)` names
    them. Each column has one type: an integer literal INTEGER (runtime LONG), a string CHAR (STRING), an integer
    beside a decimal DECIMAL (DOUBLE).
  - `UNNEST(array)` answers one row per element, NULLs included; `AS u(x)` names the column, without an alias it is
    `EXPR$0` (with `AS u` alone Druid 33 names it `u` and 27 `EXPR$0`: not checked). After `CROSS JOIN` (or a comma)
    each row is joined with the elements of its own array, which may read that row's columns.
  - A VALUES whose rows cannot share a type, an alias list of the wrong length and UNNEST of a non-array are 400s
    whose message names the problem.
  - Druid 27 plans UNNEST only with the context key `enableUnnest`, which the scenarios send; a server ignores a
    context key it does not know (§sql.3).

  Rule: VALUES rows form a relation whose columns an alias list names

    @SQL-010 @decided
    Scenario: VALUES in FROM answers its rows, one type per column
      When I run the SQL query:
        """sql
        SELECT * FROM (VALUES (1, 'a'), (2.5, NULL)) AS t(x, y)
        """
      Then the SQL result, in any order, is:
        | x   | y    |
        | 1   | a    |
        | 2.5 | null |
      And the SQL column types are:
        | column | type   | sqlType |
        | x      | DOUBLE | DECIMAL |
        | y      | STRING | CHAR    |

    @SQL-010 @decided
    Scenario: VALUES is a query of its own, its columns named EXPR$0, EXPR$1
      When I run the SQL query:
        """sql
        VALUES (1, 'a'), (2, 'b')
        """
      Then the SQL result, in any order, is:
        | EXPR$0 | EXPR$1 |
        | 1      | a      |
        | 2      | b      |
      And the SQL column types are:
        | column | type   | sqlType |
        | EXPR$0 | LONG   | INTEGER |
        | EXPR$1 | STRING | CHAR    |

    @SQL-010 @decided
    Scenario: A query filters and groups the rows of VALUES like those of a table
      When I run the SQL query:
        """sql
        SELECT "s", COUNT(*) AS "n", SUM("v") AS "total"
        FROM (VALUES ('a', 1), ('b', 2), ('a', 3), ('c', 4)) AS t("s", "v")
        WHERE "v" < 4
        GROUP BY "s"
        """
      Then the SQL result, in any order, is:
        | s | n | total |
        | a | 2 | 4     |
        | b | 1 | 2     |

  Rule: UNNEST turns the elements of an array into rows

    Background:
      Given the SQL context contains:
        """json
        { "enableUnnest": true }
        """

    @SQL-010 @decided
    Scenario: UNNEST of an array literal answers one row per element, nulls included
      When I run the SQL query:
        """sql
        SELECT * FROM UNNEST(ARRAY[3, NULL, 1]) AS u(x)
        """
      Then the SQL result, in any order, is:
        | x    |
        | 3    |
        | null |
        | 1    |
      And the SQL column types are:
        | column | type | sqlType |
        | x      | LONG | INTEGER |

    @SQL-010 @decided
    Scenario: Without an alias the column of UNNEST is EXPR$0
      When I run the SQL query:
        """sql
        SELECT * FROM UNNEST(ARRAY[1, 2])
        """
      Then the SQL result, in any order, is:
        | EXPR$0 |
        | 1      |
        | 2      |

    @SQL-010 @decided
    Scenario Outline: <join> UNNEST joins each row with the elements of an array that reads it
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  |
        | 2015-09-12T00:00:00.000Z | Alpha |
        | 2015-09-12T01:00:00.000Z | Beta  |
      When I run the SQL query:
        """sql
        SELECT t."page", u."x" FROM "${shared}" AS t <join> UNNEST(ARRAY[t."page", 'z']) AS u("x")
        """
      Then the SQL result, in any order, is:
        | page  | x     |
        | Alpha | Alpha |
        | Alpha | z     |
        | Beta  | Beta  |
        | Beta  | z     |

      Examples:
        | join        |
        | CROSS JOIN  |
        | ,           |

  Rule: VALUES and UNNEST given what they cannot take are bad queries

    Background:
      Given the SQL context contains:
        """json
        { "enableUnnest": true }
        """

    @SQL-011 @phase:validate @decided
    Scenario Outline: <why> is a 400 whose message names the problem
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400 and a message containing "<message>"

      Examples:
        | query                                                    | message                                                       | why                                     |
        | SELECT * FROM (VALUES (1, 'a'), ('x', 2)) AS t(x, y)     | Values passed to VALUES operator must have compatible types   | VALUES rows of a number and a string    |
        | SELECT * FROM (VALUES (TRUE), (1)) AS t(x)               | Values passed to VALUES operator must have compatible types   | VALUES rows of a boolean and a number   |
        | SELECT * FROM (VALUES (1, 'a'), (2)) AS t(x, y)          | Values passed to VALUES operator must have compatible types   | VALUES rows of different lengths        |
        | SELECT * FROM (VALUES (1, 'a')) AS t(x)                  | List of column aliases must have same degree as table         | An alias list shorter than the columns  |
        | SELECT * FROM UNNEST(ARRAY[1, 2]) AS u(x, y)             | List of column aliases must have same degree as table         | An alias list longer than the columns   |
        | SELECT * FROM UNNEST(1) AS u(x)                          | Cannot apply 'UNNEST' to arguments of type                    | UNNEST of a number                      |
        | SELECT * FROM UNNEST('abc') AS u(x)                      | Cannot apply 'UNNEST' to arguments of type                    | UNNEST of a string                      |

    @SQL-011 @phase:parse @decided
    Scenario: UNNEST of nothing is a 400
      When I run the SQL query:
        """sql
        SELECT * FROM UNNEST() AS u(x)
        """
      Then the SQL request is refused with status 400
