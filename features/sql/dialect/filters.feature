@sql
Feature: SQL dialect: WHERE filters
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query, 400 for a bad one). The spec names Druid
  SQL as the dialect and states none of its semantics, so every expectation here is what Druid SQL answers. Each row
  of the shared dataset carries a distinct power of two in `row_bit` (Apple 1, Banana 2, Cherry 4, Apple pie 8, Date
  16), so `SUM(row_bit)` names exactly the rows a filter kept, null when it kept none.

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - Null handling is SQL-standard (Druid's default since 28): a comparison with a null is unknown, so `<>`, `NOT` and
    `NOT IN` never keep a row whose column is null.
  - `!=` is `<>`. LIKE is case-sensitive, `%` matches any run of characters (also none) and `_` one. BETWEEN
    includes both bounds.
  - Strings compare as text, character by character; numeric columns as numbers.
  - A TIMESTAMP literal is read in the query time zone, UTC unless `sqlTimeZone` says otherwise.
  - Druid cannot order a non-aggregating query by another column than `__time`, so row lists of plain SELECTs are
    compared in any order.

  Rule: A WHERE clause keeps exactly the rows whose condition is true

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page      | channel | added:long | delta:double | row_bit:long |
        | 2015-09-12T00:10:00.000Z | Apple     | #en     |         10 |          1.5 |            1 |
        | 2015-09-12T01:20:00.000Z | Banana    | #en     |         25 |         -3.0 |            2 |
        | 2015-09-12T02:30:00.000Z | Cherry    | #fr     |          3 |          0.5 |            4 |
        | 2015-09-12T03:40:00.000Z | Apple pie | #de     |        100 |        12.25 |            8 |
        | 2015-09-12T04:50:00.000Z | Date      | <null>  |          9 |       <null> |           16 |

    @SQL-010
    Scenario: A filter returns the matching rows themselves
      When I run the SQL query:
        """sql
        SELECT page, channel, added FROM "${shared}" WHERE added >= 10 AND channel IS NOT NULL
        """
      Then the SQL result, in any order, is:
        | page      | channel | added |
        | Apple     | #en     |    10 |
        | Banana    | #en     |    25 |
        | Apple pie | #de     |   100 |

    @SQL-010
    Scenario Outline: WHERE <condition> keeps <n> rows: <why>
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n, SUM(row_bit) AS bits FROM "${shared}" WHERE <condition>
        """
      Then the SQL result is:
        | n   | bits   |
        | <n> | <bits> |

      Examples: comparisons
        | condition        | n | bits | why                                                          |
        | channel = '#en'  | 2 |    3 | Apple and Banana                                             |
        | channel = '#EN'  | 0 | null | none, string equality is case-sensitive                      |
        | channel <> '#en' | 2 |   12 | Cherry and Apple pie, the null channel is not unequal either |
        | channel != '#en' | 2 |   12 | != is accepted as <>                                         |
        | added >= 10      | 3 |   11 | Apple, Banana and Apple pie                                  |
        | added = 10.0     | 1 |    1 | Apple, a BIGINT equals a decimal literal of the same value   |
        | delta >= 0.5     | 3 |   13 | Apple, Cherry and Apple pie, the null delta is not compared  |
        | channel > '#en'  | 1 |    4 | Cherry, strings compare as text                              |

      Examples: boolean connectives
        | condition                                           | n | bits | why                                       |
        | channel = '#en' AND added > 10                      | 1 |    2 | Banana                                    |
        | channel = '#fr' OR added > 50                       | 2 |   12 | Cherry and Apple pie                      |
        | channel = '#en' OR channel = '#fr' AND added < 20   | 3 |    7 | Apple, Banana and Cherry, AND binds first |
        | (channel = '#en' OR channel = '#fr') AND added < 20 | 2 |    5 | Apple and Cherry, parentheses group first |

      Examples: IN and BETWEEN
        | condition                     | n | bits | why                                           |
        | channel IN ('#en', '#de')     | 3 |   11 | Apple, Banana and Apple pie                   |
        | channel NOT IN ('#en', '#de') | 1 |    4 | Cherry, the null channel is not kept          |
        | added IN (3, 9, 42)           | 2 |   20 | Cherry and Date, a value absent from the data |
        | added BETWEEN 9 AND 25        | 3 |   19 | Apple, Banana and Date, both bounds included  |
        | page BETWEEN 'B' AND 'D'      | 2 |    6 | Banana and Cherry, 'Date' sorts after 'D'     |

      Examples: LIKE
        | condition           | n | bits | why                                         |
        | page LIKE 'Apple%'  | 2 |    9 | Apple and Apple pie, % also matches nothing |
        | page LIKE '_a%'     | 2 |   18 | Banana and Date, _ matches one character    |
        | page LIKE 'apple%'  | 0 | null | none, LIKE is case-sensitive                |
        | page NOT LIKE '%e%' | 1 |    2 | Banana, the only page without an e          |

      Examples: NULL tests
        | condition           | n | bits | why                |
        | channel IS NULL     | 1 |   16 | Date               |
        | channel IS NOT NULL | 4 |   15 | every row but Date |

      Examples: time
        | condition                                                                          | n | bits | why                                          |
        | __time >= TIMESTAMP '2015-09-12 02:00:00'                                          | 3 |   28 | Cherry, Apple pie and Date                   |
        | __time < TIMESTAMP '2015-09-12 01:20:00'                                           | 1 |    1 | Apple, Banana's instant is not before itself |
        | __time BETWEEN TIMESTAMP '2015-09-12 01:20:00' AND TIMESTAMP '2015-09-12 02:30:00' | 2 |    6 | Banana and Cherry, both bounds included      |

  Rule: Strings compare as text and numbers as numbers

    @SQL-010
    Scenario: A string column holding digits compares as text
      Given the shared datasource "${shared}" has been loaded with rows:
        | code | amount:long |
        | 9    |           9 |
        | 10   |          10 |
        | 100  |         100 |
      When I run the SQL query:
        """sql
        SELECT code FROM "${shared}" WHERE code > '5'
        """
      Then the SQL result is:
        | code |
        | "9"  |

    @SQL-010
    Scenario: A number column compares as a number
      Given the shared datasource "${shared}" has been loaded with rows:
        | code | amount:long |
        | 9    |           9 |
        | 10   |          10 |
        | 100  |         100 |
      When I run the SQL query:
        """sql
        SELECT amount FROM "${shared}" WHERE amount > 5
        """
      Then the SQL result, in any order, is:
        | amount |
        |      9 |
        |     10 |
        |    100 |

  Rule: A filter on a column the datasource does not have is a bad query

    @SQL-011 @phase:validate
    Scenario: Filtering on an unknown column answers 400
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  |
        | Apple |
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE nope = 'x'
        """
      Then the SQL query fails with status 400 and a message containing "not found"
