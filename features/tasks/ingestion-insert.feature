@tasks @needs:sql-ingestion
Feature: SQL-based ingestion with INSERT: the data and segments it publishes
  Spec: "SQL-based ingestion tasks" rules 1 and 2 (INSERT INTO <datasource> SELECT … FROM TABLE(EXTERN(…))
  PARTITIONED BY <granularity>), "Segment" (an ID is `<datasource>_<interval_start>_<interval_end>_<version>`) and
  "Errors" 9 (a failed task says why in its report's `errorReport`, whose `error` has an `errorCode`). EXTERN input:
  ingestion-input.feature. Data and sys.segments are read through SQL, awaited (features/README.md, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md §tasks.7, Druid 27.0.0 live;
  docs/facts/ingestion.md):
  - INSERT adds rows to those the datasource already has.
  - PARTITIONED BY DAY and HOUR publish one segment per day or hour with rows, PARTITIONED BY ALL one segment over
    all time, Druid's "eternity" (-146136543-09-08T08:23:32.096Z to 146140482-04-24T15:36:27.903Z); sys.segments
    gives `start` and `end` as ISO 8601 text. A chunk with few rows is one segment, its ID without a partition number.
  - CLUSTERED BY after PARTITIONED BY is accepted.
  - A line of input that does not parse fails the task, nothing published, with `CannotParseExternalData` (or the
    worker's `TooManyWarnings` with that `rootErrorCode`: Druid 27.0.0 reports either, §tasks.7). An INSERT
    whose SELECT has no rows fails with `InsertCannotBeEmpty`; newer releases do so only with the context key
    `failOnEmptyInsert`, which the scenario sends.

  Rule: INSERT adds its rows to those the datasource has

    @TSK-040 @TSK-043 @decided
    Scenario: An INSERT into an ingested datasource adds its rows to the old ones
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |
        | 2015-09-12T01:02:03.004Z | Beta  |         17 |
      And the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T02:00:00.000Z,Gamma,5\n2015-09-13T00:00:00.000Z,Delta,-1"}',
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
        | 2015-09-12T00:46:58.771Z | Alpha |    36 |
        | 2015-09-12T01:02:03.004Z | Beta  |    17 |
        | 2015-09-12T02:00:00.000Z | Gamma |     5 |
        | 2015-09-13T00:00:00.000Z | Delta |    -1 |

  Rule: PARTITIONED BY publishes one segment per time chunk that has rows

    @TSK-043 @decided
    Scenario: PARTITIONED BY DAY publishes one segment for each day
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-12T23:59:59.999Z,Beta\n2015-09-14T01:00:00.000Z,Gamma"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "start", "end" FROM sys.segments WHERE "datasource" = '${unique}' ORDER BY "start"
        """
      Then eventually the SQL result is:
        | start                    | end                      |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z |
        | 2015-09-14T00:00:00.000Z | 2015-09-15T00:00:00.000Z |

    @TSK-043 @decided
    Scenario: PARTITIONED BY HOUR publishes one segment for each hour
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-12T00:59:00.000Z,Beta\n2015-09-12T01:02:03.004Z,Gamma"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY HOUR
        """
      When I run the SQL query:
        """sql
        SELECT "start", "end" FROM sys.segments WHERE "datasource" = '${unique}' ORDER BY "start"
        """
      Then eventually the SQL result is:
        | start                    | end                      |
        | 2015-09-12T00:00:00.000Z | 2015-09-12T01:00:00.000Z |
        | 2015-09-12T01:00:00.000Z | 2015-09-12T02:00:00.000Z |

    @TSK-043 @decided
    Scenario: PARTITIONED BY ALL publishes one segment over all time
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2016-01-01T00:00:00.000Z,Beta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY ALL
        """
      When I run the SQL query:
        """sql
        SELECT "start", "end" FROM sys.segments WHERE "datasource" = '${unique}'
        """
      Then eventually the SQL result is:
        | start                          | end                           |
        | -146136543-09-08T08:23:32.096Z | 146140482-04-24T15:36:27.903Z |

    @SEG-001 @TSK-043 @decided
    Scenario: Each segment's ID is its datasource, start, end and version joined by underscores
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-13T01:02:03.004Z,Beta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "start",
          CASE WHEN "segment_id" = "datasource" || '_' || "start" || '_' || "end" || '_' || "version"
            THEN 'yes' ELSE 'no' END AS "id_is_datasource_start_end_version"
        FROM sys.segments WHERE "datasource" = '${unique}' ORDER BY "start"
        """
      Then eventually the SQL result is:
        | start                    | id_is_datasource_start_end_version |
        | 2015-09-12T00:00:00.000Z | yes                                |
        | 2015-09-13T00:00:00.000Z | yes                                |

    @TSK-043 @decided
    Scenario: An INSERT with CLUSTERED BY is accepted and its rows are queryable
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Beta,17\n2015-09-12T01:02:03.004Z,Alpha,36"}',
          '{"type":"csv","columns":["time","page","added"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        CLUSTERED BY "page"
        """
      When I run the SQL query:
        """sql
        SELECT "page", "added" FROM "${unique}"
        """
      Then eventually the SQL result, in any order, is:
        | page  | added |
        | Alpha |    36 |
        | Beta  |    17 |

  Rule: An INSERT that cannot ingest its rows fails and publishes nothing

    Background:
      Given the SQL task has ended:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"time\":\"2015-09-12T00:46:58.771Z\",\"page\":\"Alpha\"}\n{not json"}',
          '{"type":"json"}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """

    @TSK-021 @TSK-030 @decided
    Scenario: A line that does not parse fails the task with CannotParseExternalData
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report says it failed with CannotParseExternalData, itself or as the root error of TooManyWarnings

    @TSK-040 @decided
    Scenario: A task that failed on a line that does not parse publishes no segment
      When I run the SQL query:
        """sql
        SELECT "segment_id" FROM sys.segments WHERE "datasource" = '${unique}'
        """
      Then the SQL result has 0 rows

  Rule: An INSERT of no rows fails

    @TSK-021 @TSK-040 @decided
    Scenario: An INSERT whose SELECT has no rows fails with InsertCannotBeEmpty
      Given the SQL context contains:
        """json
        { "failOnEmptyInsert": true }
        """
      And the SQL task has ended:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        WHERE "page" = 'no such page'
        PARTITIONED BY DAY
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report contains:
        """json
        {
          "multiStageQuery": {
            "payload": {
              "status": { "status": "FAILED", "errorReport": { "error": { "errorCode": "InsertCannotBeEmpty" } } }
            }
          }
        }
        """
