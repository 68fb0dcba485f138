@sql
Feature: SQL dialect: NULL handling
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query). The spec names Druid SQL as the
  dialect and states none of its semantics, so every expectation here is what Druid SQL answers.

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - Null handling is SQL-standard, Druid's default since release 28 (the deprecated mode that treated '' and NULL
    alike is not followed): the empty string is a value; a missing number is NULL, not 0.
  - A comparison with NULL is unknown and a filter keeps only rows whose condition is true, so `<>`, NOT and NOT IN
    drop rows whose column is NULL.
  - NULL propagates through arithmetic, `||`, CONCAT and string functions.
  - NULL forms its own group, and sorts first ascending, last descending.
  - Aggregates other than COUNT(*) skip NULLs; over no value SUM answers NULL and COUNT 0.

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | channel | page   | added:long | delta:double |
      | 2015-09-12T00:00:00.000Z | #en     | Apple  |         10 |          1.5 |
      | 2015-09-12T01:00:00.000Z | <null>  | Banana |     <null> |          2.5 |
      | 2015-09-12T02:00:00.000Z | #fr     | <null> |         20 |       <null> |
      | 2015-09-12T03:00:00.000Z | <null>  | Cherry |         30 |         -1.0 |
      | 2015-09-12T04:00:00.000Z | <null>  | <null> |     <null> |       <null> |

  @SQL-010
  Rule: NVL, COALESCE and NULLIF replace or produce NULLs

    Scenario: NVL, COALESCE and NULLIF row by row
      When I run the SQL query:
        """sql
        SELECT __time, NVL(channel, 'none') AS ch, COALESCE(page, channel, 'nothing') AS label,
          NULLIF(channel, '#en') AS not_en
        FROM "${shared}"
        """
      Then the SQL result, in any order, is:
        | __time                   | ch   | label   | not_en |
        | 2015-09-12T00:00:00.000Z | #en  | Apple   | null   |
        | 2015-09-12T01:00:00.000Z | none | Banana  | null   |
        | 2015-09-12T02:00:00.000Z | #fr  | #fr     | #fr    |
        | 2015-09-12T03:00:00.000Z | none | Cherry  | null   |
        | 2015-09-12T04:00:00.000Z | none | nothing | null   |

    Scenario: CASE can test for NULL
      When I run the SQL query:
        """sql
        SELECT CASE WHEN channel IS NULL THEN 'missing' ELSE channel END AS ch, COUNT(*) AS n
        FROM "${shared}" GROUP BY 1 ORDER BY 1
        """
      Then the SQL result is:
        | ch      | n |
        | #en     | 1 |
        | #fr     | 1 |
        | missing | 3 |

  @SQL-010
  Rule: NULL propagates through arithmetic and string operations

    Scenario: Arithmetic with a NULL operand is NULL
      When I run the SQL query:
        """sql
        SELECT page, added + 1 AS plus_one, delta * 2 AS twice FROM "${shared}" WHERE page IS NOT NULL
        """
      Then the SQL result, in any order, is:
        | page   | plus_one | twice |
        | Apple  |       11 |   3.0 |
        | Banana |     null |   5.0 |
        | Cherry |       31 |  -2.0 |

    Scenario: Concatenation and string functions of a NULL are NULL
      When I run the SQL query:
        """sql
        SELECT __time, page || '!' AS shout, CONCAT(channel, '/', page) AS joined, UPPER(channel) AS up
        FROM "${shared}"
        """
      Then the SQL result, in any order, is:
        | __time                   | shout   | joined    | up   |
        | 2015-09-12T00:00:00.000Z | Apple!  | #en/Apple | #EN  |
        | 2015-09-12T01:00:00.000Z | Banana! | null      | null |
        | 2015-09-12T02:00:00.000Z | null    | null      | #FR  |
        | 2015-09-12T03:00:00.000Z | Cherry! | null      | null |
        | 2015-09-12T04:00:00.000Z | null    | null      | null |

  @SQL-010
  Rule: A comparison with NULL is unknown, so filters drop the row

    Scenario Outline: WHERE <condition> keeps <n> rows: <why>
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE <condition>
        """
      Then the SQL result is:
        | n   |
        | <n> |

      Examples:
        | condition                   | n | why                                                  |
        | added <> 10                 | 2 | 20 and 30, a NULL is neither equal nor unequal to 10 |
        | NOT (added = 10)            | 2 | 20 and 30, NOT of unknown is unknown                 |
        | added NOT IN (10, 20)       | 1 | 30 only                                              |
        | channel = channel           | 2 | #en and #fr, a NULL is not even equal to itself      |
        | added > 15 OR added IS NULL | 4 | 20, 30 and the two NULLs                             |
        | page = ''                   | 0 | none, a NULL is not the empty string                 |
        | page <> ''                  | 3 | Apple, Banana and Cherry                             |

  @SQL-010
  Rule: NULL is a group of its own and sorts first

    Scenario: NULL keys form one group that sorts first in ascending order
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n FROM "${shared}" GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | n |
        | null    | 3 |
        | #en     | 1 |
        | #fr     | 1 |

    Scenario: The NULL group sorts last in descending order
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n FROM "${shared}" GROUP BY channel ORDER BY channel DESC
        """
      Then the SQL result is:
        | channel | n |
        | #fr     | 1 |
        | #en     | 1 |
        | null    | 3 |

    Scenario: A NULL number sorts before every number
      When I run the SQL query:
        """sql
        SELECT added, COUNT(*) AS n FROM "${shared}" GROUP BY added ORDER BY added
        """
      Then the SQL result is:
        | added | n |
        |  null | 2 |
        |    10 | 1 |
        |    20 | 1 |
        |    30 | 1 |

  @SQL-010
  Rule: Aggregates skip NULLs, and only COUNT(*) counts them

    Scenario: COUNT(*) counts every row, the other aggregates only the values
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS all_rows, COUNT(added) AS with_added, COUNT(DISTINCT channel) AS channels,
          SUM(added) AS total, AVG(added) AS mean, MIN(delta) AS lo, MAX(delta) AS hi
        FROM "${shared}"
        """
      Then the SQL result is:
        | all_rows | with_added | channels | total | mean | lo   | hi  |
        |        5 |          3 |        2 |    60 |   20 | -1.0 | 2.5 |

    Scenario: Aggregating only NULLs gives NULL, and COUNT gives 0
      When I run the SQL query:
        """sql
        SELECT SUM(added) AS total, MAX(added) AS hi, COUNT(added) AS n FROM "${shared}" WHERE added IS NULL
        """
      Then the SQL result is:
        | total | hi   | n |
        | null  | null | 0 |

  @SQL-010
  Rule: The empty string is a value, not NULL

    Scenario: The empty string is not NULL and has length 0
      When I run the SQL query:
        """sql
        SELECT '' IS NULL AS empty_is_null, '' = '' AS empty_equals_empty, CHAR_LENGTH('') AS len
        """
      Then the SQL result is:
        | empty_is_null | empty_equals_empty | len |
        | false         | true               |   0 |
