@sql
Feature: SQL dialect: grouping, aggregation, ordering and limits
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query, 400 for a bad one). The spec names Druid
  SQL as the dialect and states none of its semantics, so every expectation here is what Druid SQL answers. Rows
  without ORDER BY are compared in any order or counted (features/README.md, SQL results).

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - GROUP BY takes expressions and select-list ordinals (`GROUP BY 1`), not select-list aliases; HAVING and ORDER BY
    take aliases, and ORDER BY ordinals.
  - COUNT answers BIGINT and 0 over no rows; SUM, MIN, MAX and AVG skip nulls and answer null over no rows. SUM keeps
    its input's type: BIGINT for a BIGINT column, DOUBLE for a DOUBLE one.
  - COUNT(DISTINCT x) is approximate by default, exact with `useApproximateCountDistinct` false; on a handful of
    values the approximation is exact, all this file relies on.
  - EARLIEST and LATEST take the value of the row with the smallest and largest `__time`; the size argument older
    releases need for strings is always given. ANY_VALUE is asserted only on groups whose values are all equal.

  Decisions (tagged @decided), where releases answer differently and the spec is silent, so the kit accepts each:
  - AVG over a BIGINT column answers a DOUBLE that is not truncated, as Druid has since release 28 (§sql-dialect.1,
    Druid 33.0.0 live), or the truncated BIGINT older releases answer (Druid 27.0.0 live, docs/facts/sql.md §sql.71).
  - A HAVING that tests an aggregate call and a select-list alias together keeps the groups that pass (Druid 33.0.0
    live) or is refused with 400 "Column … not found in any table" (Druid 27.0.0 live, which takes an alias alone in
    HAVING; §sql.71).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | channel | page   | added:long | delta:double |
      | 2015-09-12T00:00:00.000Z | #en     | Apple  |         10 |          1.0 |
      | 2015-09-12T01:00:00.000Z | #en     | Banana |         20 |          2.0 |
      | 2015-09-12T02:00:00.000Z | #fr     | Apple  |          5 |         -1.5 |
      | 2015-09-12T03:00:00.000Z | #en     | Cherry |         30 |          0.5 |
      | 2015-09-12T04:00:00.000Z | #de     | Apple  |          7 |          4.0 |
      | 2015-09-12T05:00:00.000Z | #fr     | Banana |         15 |          1.0 |
      | 2015-09-12T06:00:00.000Z | #de     | Cherry |          7 |       <null> |

  @SQL-010
  Rule: GROUP BY forms one row per distinct key

    Scenario: Grouping by a column gives one row per value with its aggregates
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n, SUM(added) AS total, MIN(added) AS lo, MAX(added) AS hi, AVG(added) AS mean
        FROM "${shared}" GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | n | total | lo | hi | mean |
        | #de     | 2 |    14 |  7 |  7 |    7 |
        | #en     | 3 |    60 | 10 | 30 |   20 |
        | #fr     | 2 |    20 |  5 | 15 |   10 |

    Scenario: GROUP BY 1 groups by the first selected expression
      When I run the SQL query:
        """sql
        SELECT UPPER(channel) AS ch, COUNT(*) AS n FROM "${shared}" GROUP BY 1 ORDER BY 1
        """
      Then the SQL result is:
        | ch  | n |
        | #DE | 2 |
        | #EN | 3 |
        | #FR | 2 |

    Scenario: Grouping by a time bucket expression
      When I run the SQL query:
        """sql
        SELECT TIME_FLOOR(__time, 'PT3H') AS bucket, COUNT(*) AS n, SUM(added) AS total
        FROM "${shared}" GROUP BY TIME_FLOOR(__time, 'PT3H') ORDER BY bucket
        """
      Then the SQL result is:
        | bucket                   | n | total |
        | 2015-09-12T00:00:00.000Z | 3 |    35 |
        | 2015-09-12T03:00:00.000Z | 3 |    52 |
        | 2015-09-12T06:00:00.000Z | 1 |     7 |

    Scenario: Grouping by two columns gives one row per distinct pair
      When I run the SQL query:
        """sql
        SELECT channel, page, SUM(added) AS total FROM "${shared}" WHERE channel <> '#en'
        GROUP BY channel, page ORDER BY channel, page
        """
      Then the SQL result is:
        | channel | page   | total |
        | #de     | Apple  |     7 |
        | #de     | Cherry |     7 |
        | #fr     | Apple  |     5 |
        | #fr     | Banana |    15 |

    Scenario: DISTINCT keeps one row per distinct value
      When I run the SQL query:
        """sql
        SELECT DISTINCT channel FROM "${shared}" ORDER BY channel
        """
      Then the SQL result is:
        | channel |
        | #de     |
        | #en     |
        | #fr     |

    Scenario: Grouping no rows gives no rows
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n FROM "${shared}" WHERE channel = '#none' GROUP BY channel
        """
      Then the SQL result has 0 rows

  @SQL-010
  Rule: HAVING filters groups, ORDER BY sorts them, LIMIT and OFFSET cut them

    Scenario: HAVING keeps the groups whose aggregates pass
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n, SUM(added) AS total FROM "${shared}"
        GROUP BY channel HAVING SUM(added) >= 20 AND COUNT(*) < 3
        """
      Then the SQL result is:
        | channel | n | total |
        | #fr     | 2 |    20 |

    Scenario: HAVING may test a select-list alias
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n, SUM(added) AS total FROM "${shared}"
        GROUP BY channel HAVING total >= 20 AND total < 60
        """
      Then the SQL result is:
        | channel | n | total |
        | #fr     | 2 |    20 |

    @decided
    Scenario: HAVING testing an aggregate call and a select-list alias together keeps the groups that pass
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n, SUM(added) AS total FROM "${shared}"
        GROUP BY channel HAVING SUM(added) >= 20 AND n < 3
        """
      Then the SQL result is the following, or the query is refused with status 400:
        | channel | n | total |
        | #fr     | 2 |    20 |

    Scenario: ORDER BY an alias, descending
      When I run the SQL query:
        """sql
        SELECT channel, SUM(added) AS total FROM "${shared}" GROUP BY channel ORDER BY total DESC
        """
      Then the SQL result is:
        | channel | total |
        | #en     |    60 |
        | #fr     |    20 |
        | #de     |    14 |

    Scenario: ORDER BY several keys breaks ties with the later ones
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n FROM "${shared}" GROUP BY channel ORDER BY n DESC, channel DESC
        """
      Then the SQL result is:
        | channel | n |
        | #en     | 3 |
        | #fr     | 2 |
        | #de     | 2 |

    Scenario: LIMIT keeps the first rows of the order
      When I run the SQL query:
        """sql
        SELECT channel, SUM(added) AS total FROM "${shared}" GROUP BY channel ORDER BY total DESC LIMIT 2
        """
      Then the SQL result is:
        | channel | total |
        | #en     |    60 |
        | #fr     |    20 |

    Scenario: OFFSET skips rows before LIMIT counts
      When I run the SQL query:
        """sql
        SELECT channel, SUM(added) AS total FROM "${shared}" GROUP BY channel ORDER BY total DESC LIMIT 2 OFFSET 1
        """
      Then the SQL result is:
        | channel | total |
        | #fr     |    20 |
        | #de     |    14 |

    Scenario: LIMIT without ORDER BY still caps the number of rows
      When I run the SQL query:
        """sql
        SELECT page FROM "${shared}" LIMIT 3
        """
      Then the SQL result has 3 rows

  @SQL-010
  Rule: Aggregate functions summarise the rows of a group

    Scenario: Whole-table aggregates skip nulls and report their types
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS all_rows, COUNT(delta) AS with_delta, SUM(added) AS total, SUM(delta) AS delta_total,
          MIN(delta) AS lo, MAX(added) AS hi, AVG(delta) AS mean
        FROM "${shared}"
        """
      Then the SQL result is:
        | all_rows | with_delta | total | delta_total | lo   | hi | mean               |
        |        7 |          6 |    94 |         7.0 | -1.5 | 30 | 1.1666666666666667 |
      And the SQL column types are:
        | column      | type   | sqlType |
        | all_rows    | LONG   | BIGINT  |
        | total       | LONG   | BIGINT  |
        | delta_total | DOUBLE | DOUBLE  |
        | hi          | LONG   | BIGINT  |
        | mean        | DOUBLE | DOUBLE  |

    @decided
    Scenario: AVG of a BIGINT column is a DOUBLE, or truncated to a BIGINT as Druid 27 does
      When I run the SQL query:
        """sql
        SELECT AVG(added) AS mean FROM "${shared}" WHERE page = 'Banana'
        """
      Then the SQL result is one row, one of:
        | mean |
        | 17.5 |
        | 17   |
      And the SQL column types are one of:
        | column | type   | sqlType |
        | mean   | DOUBLE | DOUBLE  |
        | mean   | LONG   | BIGINT  |

    Scenario: COUNT(DISTINCT x) and APPROX_COUNT_DISTINCT count a handful of values exactly
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(DISTINCT page) AS pages, APPROX_COUNT_DISTINCT(page) AS approx_pages
        FROM "${shared}" GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | pages | approx_pages |
        | #de     |     2 |            2 |
        | #en     |     3 |            3 |
        | #fr     |     2 |            2 |

    Scenario: COUNT(DISTINCT x) is exact when approximation is switched off
      Given the SQL context contains:
        """json
        { "useApproximateCountDistinct": false }
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(DISTINCT page) AS pages FROM "${shared}"
        """
      Then the SQL result is:
        | pages |
        |     3 |

    Scenario: EARLIEST and LATEST take the values of the first and last rows in time
      When I run the SQL query:
        """sql
        SELECT channel, EARLIEST(added) AS first_added, LATEST(added) AS last_added,
          EARLIEST(page, 64) AS first_page, LATEST(page, 64) AS last_page
        FROM "${shared}" GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | first_added | last_added | first_page | last_page |
        | #de     |           7 |          7 | Apple      | Cherry    |
        | #en     |          10 |         30 | Apple      | Cherry    |
        | #fr     |           5 |         15 | Apple      | Banana    |

    Scenario: ANY_VALUE answers the value every row of the group shares
      When I run the SQL query:
        """sql
        SELECT channel, ANY_VALUE(added) AS added FROM "${shared}" WHERE channel = '#de' GROUP BY channel
        """
      Then the SQL result is:
        | channel | added |
        | #de     |     7 |

    Scenario: FILTER restricts one aggregate to the rows that match, within each group
      When I run the SQL query:
        """sql
        SELECT channel, COUNT(*) AS n, COUNT(*) FILTER (WHERE delta > 0) AS positive,
          SUM(added) FILTER (WHERE page = 'Apple') AS apple_added
        FROM "${shared}" GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | n | positive | apple_added |
        | #de     | 2 |        1 |           7 |
        | #en     | 3 |        3 |          10 |
        | #fr     | 2 |        1 |           5 |

    Scenario: Over no rows COUNT answers 0 and the other aggregates answer null
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n, COUNT(DISTINCT page) AS pages, SUM(added) AS total, MIN(added) AS lo,
          MAX(added) AS hi, AVG(added) AS mean
        FROM "${shared}" WHERE channel = '#none'
        """
      Then the SQL result is:
        | n | pages | total | lo   | hi   | mean |
        | 0 |     0 | null  | null | null | null |

    Scenario: A group whose values are all null sums to null
      When I run the SQL query:
        """sql
        SELECT channel, SUM(delta) AS delta_total FROM "${shared}" WHERE page = 'Cherry' GROUP BY channel ORDER BY channel
        """
      Then the SQL result is:
        | channel | delta_total |
        | #de     |        null |
        | #en     |         0.5 |

  @SQL-011 @phase:validate
  Rule: A grouped query may only select grouping keys and aggregates

    Scenario: Selecting a column that is neither grouped nor aggregated answers 400
      When I run the SQL query:
        """sql
        SELECT channel, page, COUNT(*) AS n FROM "${shared}" GROUP BY channel
        """
      Then the SQL query fails with status 400 and a message containing "not being grouped"

    Scenario: GROUP BY cannot name a select-list alias
      When I run the SQL query:
        """sql
        SELECT UPPER(channel) AS ch, COUNT(*) AS n FROM "${shared}" GROUP BY ch
        """
      Then the SQL query fails with status 400 and a message containing "not found"
