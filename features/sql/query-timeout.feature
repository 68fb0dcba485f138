@sql @slow-query
Feature: SQL query timeout
  Spec: "SQL request object" (`context`). The spec lets a request carry a query context but says nothing of
  `context.timeout`, the real system's bound on how long a query may run, in milliseconds. The slow query is the
  twelve-way cross join (features/README.md, "Data setup and slow queries"), which no server finishes in 200 ms.

  Decisions (tagged @decided), from the real system (docs/facts/sql.md §sql.7, Druid 33.0.0 live): a query still
  running when its `context.timeout` elapses is stopped and answered `504 Gateway Timeout` with the error body,
  `error` "Query timeout" and `category` "TIMEOUT".

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

  Rule: A query past its context.timeout is stopped with 504 Query timeout

    @SQL-001 @decided
    Scenario: A slow query with a timeout of 200 ms answers 504 with the error Query timeout
      Given the SQL context contains:
        """json
        { "timeout": 200 }
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS "combinations"
        FROM "${shared}" AS "t1" CROSS JOIN "${shared}" AS "t2" CROSS JOIN "${shared}" AS "t3"
          CROSS JOIN "${shared}" AS "t4" CROSS JOIN "${shared}" AS "t5" CROSS JOIN "${shared}" AS "t6"
          CROSS JOIN "${shared}" AS "t7" CROSS JOIN "${shared}" AS "t8" CROSS JOIN "${shared}" AS "t9"
          CROSS JOIN "${shared}" AS "t10" CROSS JOIN "${shared}" AS "t11" CROSS JOIN "${shared}" AS "t12"
        """
      Then the SQL request is refused with status 504, error "Query timeout" and category "TIMEOUT"

    @SQL-001 @decided
    Scenario: A quick query within its timeout answers as usual
      Given the SQL context contains:
        """json
        { "timeout": 60000 }
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS "rows" FROM "${shared}"
        """
      Then the response status is 200
      And the SQL result is:
        | rows |
        | 10   |
