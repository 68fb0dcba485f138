@tasks @needs:sql-ingestion
Feature: SQL-based ingestion with REPLACE: the data it replaces and the segments it overshadows
  Spec: "SQL-based ingestion tasks" rule 1 (the task endpoint accepts REPLACE) and "Segment": REPLACE writes new data
  over all of a datasource (OVERWRITE ALL) or over a time range (OVERWRITE WHERE on `__time`). The datasource has two
  rows on 2015-09-12 and one on 2015-09-13, one segment per day; data is read through SQL, awaited
  (features/README.md, Waiting).

  Decisions (tagged @decided), from the real system (Druid 27.0.0 live: every scenario of this file passed,
  docs/facts/kit-runs.md §kit-runs.2):
  - After REPLACE OVERWRITE ALL the datasource holds only the new rows; after OVERWRITE WHERE the rows outside the
    range stay.
  - The replaced segments stay published for a while, overshadowed: sys.segments lists them with
    `is_overshadowed` 1, the new ones with 0.

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  | added:long |
      | 2015-09-12T00:46:58.771Z | Alpha |         36 |
      | 2015-09-12T01:02:03.004Z | Beta  |         17 |
      | 2015-09-13T00:00:00.000Z | Gamma |          5 |

  Rule: REPLACE OVERWRITE ALL replaces every row of the datasource

    @TSK-041 @TSK-043 @decided
    Scenario: After REPLACE OVERWRITE ALL only the new rows are queryable
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T05:00:00.000Z,Delta,7"}',
          '{"type":"csv","columns":["time","page","added"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page", "added" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page  | added |
        | 2015-09-12T05:00:00.000Z | Delta |     7 |

  Rule: REPLACE OVERWRITE WHERE replaces only the rows in its time range

    Background:
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}"
        OVERWRITE WHERE "__time" >= TIMESTAMP '2015-09-12 00:00:00' AND "__time" < TIMESTAMP '2015-09-13 00:00:00'
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T05:00:00.000Z,Delta,7"}',
          '{"type":"csv","columns":["time","page","added"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """

    @TSK-041 @decided
    Scenario: After REPLACE OVERWRITE WHERE on a day, that day has the new rows and the other day keeps its own
      When I run the SQL query:
        """sql
        SELECT "__time", "page", "added" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page  | added |
        | 2015-09-12T05:00:00.000Z | Delta |     7 |
        | 2015-09-13T00:00:00.000Z | Gamma |     5 |

    @TSK-041 @decided
    Scenario: The replaced day's old segment is overshadowed by the new one
      When I run the SQL query:
        """sql
        SELECT "start", "is_overshadowed" FROM sys.segments
        WHERE "datasource" = '${unique}'
        ORDER BY "start", "is_overshadowed" DESC
        """
      Then eventually the SQL result is:
        | start                    | is_overshadowed |
        | 2015-09-12T00:00:00.000Z |               1 |
        | 2015-09-12T00:00:00.000Z |               0 |
        | 2015-09-13T00:00:00.000Z |               0 |
