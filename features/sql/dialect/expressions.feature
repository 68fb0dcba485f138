@sql
Feature: SQL dialect: expressions, literals, casts and query shapes
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query, 400 for a bad one). The spec names Druid
  SQL as the dialect and states none of its semantics, so every expectation here is what Druid SQL answers.
  Expressions run over a one-row datasource (features/README.md, SQL results).

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - Arithmetic is integer math when every operand is an integer (division truncates toward zero), floating-point as
    soon as one is DOUBLE or a decimal literal.
  - `%` is not an operator (a parse error); MOD gives the remainder with the sign of the dividend. ROUND rounds half
    away from zero.
  - A failed CAST gives NULL. TIMESTAMP casts to and from text use `2015-09-12 17:46:58` (no milliseconds); a
    TIMESTAMP casts to BIGINT as epoch milliseconds; CAST to DATE drops the time of day.
  - Literal types: `2` INTEGER, `1.5` DECIMAL, `'text'` CHAR, `1 = 1` BOOLEAN; a BOOLEAN result is sent as true or
    false and a DATE as an ISO instant at midnight.
  - `SELECT *` lists `__time` first, then the other columns. A CASE without ELSE gives NULL when no branch matches.

  Rule: Integer arithmetic stays integer, anything else is floating point

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | d:double | n:long | num | s         | tstr                | word |
        | 2015-09-12T17:46:58.771Z |      2.5 |      7 | 42  | Wikipedia | 2015-09-12 10:00:00 | abc  |

    @SQL-010
    Scenario Outline: <expression> is <result>: <why>
      When I run the SQL query:
        """sql
        SELECT <expression> AS v FROM "${shared}"
        """
      Then the SQL result is:
        | v        |
        | <result> |

      Examples: division
        | expression            | result | why                                                 |
        | n / 2                 |      3 | integer division truncates                          |
        | -n / 2                |     -3 | integer division truncates toward zero              |
        | n / 2.0               |    3.5 | a decimal literal makes the division floating point |
        | CAST(n AS DOUBLE) / 2 |    3.5 | a DOUBLE operand makes the division floating point  |

      Examples: remainders and rounding
        | expression        | result | why                                          |
        | MOD(n, 3)         |      1 | MOD is the remainder                         |
        | MOD(-n, 3)        |     -1 | the remainder takes the sign of the dividend |
        | ROUND(d)          |    3.0 | a half rounds away from zero                 |
        | ROUND(-d)         |   -3.0 | a negative half rounds away from zero too    |
        | ROUND(d / 3, 2)   |   0.83 | the second argument keeps that many decimals |
        | ROUND(n * 11, -1) |     80 | negative decimals round left of the point    |

    @SQL-010
    Scenario: Other operators and math functions
      When I run the SQL query:
        """sql
        SELECT n + 3 AS plus, n - 10 AS less, n * 2 AS times, d + n AS mixed, ABS(-n) AS abs_n,
          FLOOR(-d) AS floored, CEIL(d) AS ceiled, POWER(n, 2) AS squared
        FROM "${shared}"
        """
      Then the SQL result is:
        | plus | less | times | mixed | abs_n | floored | ceiled | squared |
        |   10 |   -3 |    14 |   9.5 |     7 |    -3.0 |    3.0 |    49.0 |

  Rule: CASE chooses a branch, CAST converts, and literals have fixed types

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | d:double | n:long | num | s         | tstr                | word |
        | 2015-09-12T17:46:58.771Z |      2.5 |      7 | 42  | Wikipedia | 2015-09-12 10:00:00 | abc  |

    @SQL-010
    Scenario: CASE takes the first matching branch, and NULL when none matches without ELSE
      When I run the SQL query:
        """sql
        SELECT CASE WHEN n > 5 THEN 'large' ELSE 'small' END AS searched_case,
          CASE n WHEN 1 THEN 'one' WHEN 7 THEN 'seven' ELSE 'other' END AS simple_case,
          CASE WHEN n > 100 THEN 'huge' END AS no_else
        FROM "${shared}"
        """
      Then the SQL result is:
        | searched_case | simple_case | no_else |
        | large         | seven       | null    |

    @SQL-010
    Scenario Outline: <expression> gives <result>: <why>
      When I run the SQL query:
        """sql
        SELECT <expression> AS v FROM "${shared}"
        """
      Then the SQL result is:
        | v        |
        | <result> |

      Examples: CAST
        | expression              | result                   | why                                         |
        | CAST(num AS BIGINT) + 1 | 43                       | a numeric string casts to BIGINT            |
        | CAST(word AS BIGINT)    | null                     | a failed cast gives NULL                    |
        | CAST(d AS BIGINT)       | 2                        | a DOUBLE casts to BIGINT by truncation      |
        | CAST(d AS VARCHAR)      | "2.5"                    | a DOUBLE casts to its decimal text          |
        | CAST(tstr AS TIMESTAMP) | 2015-09-12T10:00:00.000Z | text in SQL format casts to TIMESTAMP       |
        | CAST(__time AS VARCHAR) | 2015-09-12 17:46:58      | a TIMESTAMP casts to SQL format, no millis  |
        | CAST(__time AS BIGINT)  | 1442080018771            | a TIMESTAMP casts to millis since the epoch |
        | CAST(__time AS DATE)    | 2015-09-12T00:00:00.000Z | a DATE drops the time of day                |

    @SQL-010
    Scenario: Literals of each kind
      When I run the SQL query:
        """sql
        SELECT 'it''s' AS quoted, s || '!' AS concatenated, 1.5e3 AS scientific, n > 5 AS compared,
          TIMESTAMP '2015-09-12 01:02:03' AS ts, DATE '2015-09-12' AS dt,
          TIMESTAMP '2015-09-12 00:00:00' + INTERVAL '1' DAY AS next_day
        FROM "${shared}"
        """
      Then the SQL result is:
        | quoted | concatenated | scientific | compared | ts                       | dt                       | next_day                 |
        | it's   | Wikipedia!   |     1500.0 | true     | 2015-09-12T01:02:03.000Z | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z |

    @SQL-010
    Scenario: Expressions report the types of their results
      When I run the SQL query:
        """sql
        SELECT n + 1 AS a, d * 2 AS b, s AS c, 'lit' AS e, n > 5 AS f, __time AS g, 1.5 AS h, 2 AS i
        FROM "${shared}"
        """
      Then the SQL column types are:
        | column | type   | sqlType   |
        | a      | LONG   | BIGINT    |
        | b      | DOUBLE | DOUBLE    |
        | c      | STRING | VARCHAR   |
        | e      | STRING | CHAR      |
        | f      | LONG   | BOOLEAN   |
        | g      | LONG   | TIMESTAMP |
        | h      | DOUBLE | DECIMAL   |
        | i      | LONG   | INTEGER   |

  @SQL-010
  Rule: Queries compose from SELECT lists, subqueries, WITH and UNION ALL

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | added:long | channel | page   |
        | 2015-09-12T00:00:00.000Z |         10 | #en     | Apple  |
        | 2015-09-12T01:00:00.000Z |         20 | #en     | Banana |
        | 2015-09-12T02:00:00.000Z |          5 | #fr     | Cherry |
        | 2015-09-12T03:00:00.000Z |         40 | #de     | Date   |

    Scenario: SELECT without FROM evaluates one row
      When I run the SQL query:
        """sql
        SELECT 1 + 1 AS two, UPPER('abc') AS up, 'x' || 'y' AS xy
        """
      Then the SQL result is:
        | two | up  | xy |
        |   2 | ABC | xy |

    Scenario: SELECT * lists __time first, then the other columns
      When I run the SQL query:
        """sql
        SELECT * FROM "${shared}" WHERE page = 'Apple'
        """
      Then the SQL result is:
        | __time                   | added | channel | page  |
        | 2015-09-12T00:00:00.000Z |    10 | #en     | Apple |

    Scenario: A quoted alias names the column exactly, spaces and case included
      When I run the SQL query:
        """sql
        SELECT page AS "Page name", added AS "ADDED" FROM "${shared}" WHERE page = 'Apple'
        """
      Then the SQL result is:
        | Page name | ADDED |
        | Apple     |    10 |

    Scenario: A subquery in FROM is queried like a table
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS channels, MAX(total) AS biggest
        FROM (SELECT channel, SUM(added) AS total FROM "${shared}" GROUP BY channel)
        """
      Then the SQL result is:
        | channels | biggest |
        |        3 |      40 |

    Scenario: WITH names a subquery for the main query
      When I run the SQL query:
        """sql
        WITH big AS (SELECT page, added FROM "${shared}" WHERE added >= 20)
        SELECT COUNT(*) AS n, SUM(added) AS total FROM big
        """
      Then the SQL result is:
        | n | total |
        | 2 |    60 |

    Scenario: UNION ALL concatenates the rows of both queries
      When I run the SQL query:
        """sql
        SELECT 'en' AS k, COUNT(*) AS n FROM "${shared}" WHERE channel = '#en'
        UNION ALL
        SELECT 'fr' AS k, COUNT(*) AS n FROM "${shared}" WHERE channel = '#fr'
        """
      Then the SQL result, in any order, is:
        | k  | n |
        | en | 2 |
        | fr | 1 |

    Scenario: A scalar subquery compares each row with one computed value
      When I run the SQL query:
        """sql
        SELECT page FROM "${shared}" WHERE added = (SELECT MAX(added) FROM "${shared}")
        """
      Then the SQL result is:
        | page |
        | Date |

    Scenario: IN (subquery) keeps the rows whose value the subquery returns
      When I run the SQL query:
        """sql
        SELECT page FROM "${shared}" WHERE channel IN (SELECT channel FROM "${shared}" WHERE added >= 20)
        """
      Then the SQL result, in any order, is:
        | page   |
        | Apple  |
        | Banana |
        | Date   |

  @SQL-011
  Rule: Text that is not valid Druid SQL is a bad query

    @phase:parse
    Scenario: The % operator is rejected; MOD is the remainder function
      When I run the SQL query:
        """sql
        SELECT 7 % 3 AS r
        """
      Then the SQL query fails with status 400 and a message containing "%"

    @phase:parse
    Scenario: An incomplete query is rejected with the line of the problem
      When I run the SQL query:
        """sql
        SELECT 1 +
        """
      Then the SQL query fails with status 400 and a message containing "line [1]"

    @phase:validate
    Scenario: A query on an unknown table is rejected
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${unique}_missing"
        """
      Then the SQL query fails with status 400 and a message containing "not found"
