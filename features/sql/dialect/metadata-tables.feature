@sql
Feature: SQL dialect: metadata tables
  Spec: "Endpoints > Synchronous SQL" rule 1 (the endpoint can also query metadata tables). The spec names neither
  the tables nor their columns; every expectation here is what Druid SQL answers. The shared datasource has three
  rows over two days, so it is stored as two day segments; the data-setup step returns once the ingestion task
  succeeded and the data is queryable (features/README.md, "Data setup and slow queries").

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live, except where noted):
  - The schemas are `druid` (datasources), `lookup`, `sys` and `INFORMATION_SCHEMA`; the catalog is `druid`.
  - A datasource is a TABLE of schema `druid`, neither joinable nor broadcast; metadata tables are SYSTEM_TABLEs.
  - INFORMATION_SCHEMA.COLUMNS lists `__time` first as a never-null TIMESTAMP, then string columns as VARCHAR, long
    as BIGINT, double as DOUBLE and float as FLOAT, all nullable; ORDINAL_POSITION orders them, its values are not
    asserted.
  - sys.segments has one row per segment, `start` and `end` as ISO 8601 text and 0/1 BIGINT flags; sys.tasks shows
    a finished SQL ingestion as `query_controller` with status SUCCESS (docs/facts/tasks.md §tasks.8, Druid 27.0.0
    live; Druid 33 without MSQ ingests with native tasks).
  - `server_type` of sys.servers is compared case-insensitively: the documentation writes it upper case.

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | added:long | channel | delta:double | weight:float |
      | 2015-09-12T00:00:00.000Z |          1 | #en     |          0.5 |          1.5 |
      | 2015-09-12T01:00:00.000Z |          2 | #fr     |          1.5 |          2.5 |
      | 2015-09-13T00:00:00.000Z |          3 | #en     |          2.5 |          3.5 |

  @SQL-017
  Rule: INFORMATION_SCHEMA describes the schemas, tables and columns

    Scenario: SCHEMATA lists the druid, lookup, sys and INFORMATION_SCHEMA schemas
      When I run the SQL query:
        """sql
        SELECT CATALOG_NAME, SCHEMA_NAME FROM INFORMATION_SCHEMA.SCHEMATA
        WHERE SCHEMA_NAME IN ('druid', 'lookup', 'sys', 'INFORMATION_SCHEMA')
        """
      Then the SQL result, in any order, is:
        | CATALOG_NAME | SCHEMA_NAME        |
        | druid        | druid              |
        | druid        | lookup             |
        | druid        | sys                |
        | druid        | INFORMATION_SCHEMA |

    Scenario: TABLES lists an ingested datasource as a TABLE of the druid schema
      When I run the SQL query:
        """sql
        SELECT TABLE_CATALOG, TABLE_SCHEMA, TABLE_TYPE, IS_JOINABLE, IS_BROADCAST
        FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = '${shared}'
        """
      Then the SQL result is:
        | TABLE_CATALOG | TABLE_SCHEMA | TABLE_TYPE | IS_JOINABLE | IS_BROADCAST |
        | druid         | druid        | TABLE      | NO          | NO           |

    Scenario: TABLES lists the metadata tables as system tables
      When I run the SQL query:
        """sql
        SELECT TABLE_SCHEMA, TABLE_NAME, TABLE_TYPE FROM INFORMATION_SCHEMA.TABLES
        WHERE (TABLE_SCHEMA = 'sys' AND TABLE_NAME IN ('segments', 'servers', 'tasks'))
          OR (TABLE_SCHEMA = 'INFORMATION_SCHEMA' AND TABLE_NAME IN ('SCHEMATA', 'TABLES', 'COLUMNS'))
        """
      Then the SQL result, in any order, is:
        | TABLE_SCHEMA       | TABLE_NAME | TABLE_TYPE   |
        | sys                | segments   | SYSTEM_TABLE |
        | sys                | servers    | SYSTEM_TABLE |
        | sys                | tasks      | SYSTEM_TABLE |
        | INFORMATION_SCHEMA | SCHEMATA   | SYSTEM_TABLE |
        | INFORMATION_SCHEMA | TABLES     | SYSTEM_TABLE |
        | INFORMATION_SCHEMA | COLUMNS    | SYSTEM_TABLE |

    Scenario: COLUMNS lists __time first, then each column with its SQL type
      When I run the SQL query:
        """sql
        SELECT COLUMN_NAME, DATA_TYPE, IS_NULLABLE FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'druid' AND TABLE_NAME = '${shared}'
        ORDER BY ORDINAL_POSITION
        """
      Then the SQL result is:
        | COLUMN_NAME | DATA_TYPE | IS_NULLABLE |
        | __time      | TIMESTAMP | NO          |
        | added       | BIGINT    | YES         |
        | channel     | VARCHAR   | YES         |
        | delta       | DOUBLE    | YES         |
        | weight      | FLOAT     | YES         |

  @SQL-017
  Rule: The sys schema describes segments, servers and tasks

    Scenario: sys.segments has one published, available segment per day of data
      When I run the SQL query:
        """sql
        SELECT "start", "end", is_published, is_available, is_overshadowed, is_realtime, num_rows
        FROM sys.segments WHERE datasource = '${shared}' ORDER BY "start"
        """
      # num_rows comes from the Broker's segment metadata refresh, which may follow availability by a cycle
      # (Druid 27.0.0 and 33.0.0 live answered 0 for the first day once, docs/facts/information-schema.md §information-schema.5).
      Then eventually the SQL result is:
        | start                    | end                      | is_published | is_available | is_overshadowed | is_realtime | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z |            1 |            1 |               0 |           0 |        2 |
        | 2015-09-13T00:00:00.000Z | 2015-09-14T00:00:00.000Z |            1 |            1 |               0 |           0 |        1 |
      And the SQL column types are:
        | column       | type   | sqlType |
        | start        | STRING | VARCHAR |
        | is_published | LONG   | BIGINT  |
        | num_rows     | LONG   | BIGINT  |

    Scenario: sys.servers lists at least a Broker and a Historical
      When I run the SQL query:
        """sql
        SELECT DISTINCT UPPER(server_type) AS server_type FROM sys.servers
        WHERE UPPER(server_type) IN ('BROKER', 'HISTORICAL') ORDER BY 1
        """
      Then the SQL result is:
        | server_type |
        | BROKER      |
        | HISTORICAL  |

    # The loading task's type is the target's: query_controller for SQL ingestion, index_parallel (and its
    # sub-tasks) for the native batch loader on a target without it (docs/facts/ingestion.md).
    Scenario: sys.tasks shows the succeeded ingestion of the datasource
      When I run the SQL query:
        """sql
        SELECT DISTINCT status FROM sys.tasks WHERE datasource = '${shared}' AND status = 'SUCCESS'
        """
      Then the SQL result is:
        | status  |
        | SUCCESS |

  @SQL-011 @phase:validate
  Rule: A metadata table that does not exist is a bad query

    Scenario: Querying an unknown sys table answers 400
      When I run the SQL query:
        """sql
        SELECT * FROM sys.no_such_table
        """
      Then the SQL query fails with status 400 and a message containing "not found"
