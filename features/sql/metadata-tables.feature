@sql
Feature: Metadata tables through the SQL endpoint
  Spec: "Endpoints > Synchronous SQL" rule 1: POST /analytics/v2/sql can also query metadata tables and answers 200
  with their rows like any query. This file is about the endpoint; each table's columns are in
  features/sql/dialect/metadata-tables.feature.

  Decisions (tagged @decided), from the real system (Druid 33.0.0 live: every scenario of this file passed,
  docs/facts/kit-runs.md §kit-runs.1):
  - The metadata tables are INFORMATION_SCHEMA's SCHEMATA, TABLES and COLUMNS and the `sys` tables (here
    `sys.segments`), with Druid's names. A datasource has TABLE_TYPE `TABLE`; `__time` has the SQL type TIMESTAMP.
  - One day of rows ingested with day partitions is one segment covering that day.

  Rule: The schemas of the metadata tables are listed in INFORMATION_SCHEMA.SCHEMATA

    @SQL-017 @decided
    Scenario: SCHEMATA lists the INFORMATION_SCHEMA and sys schemas
      When I run the SQL query:
        """sql
        SELECT "SCHEMA_NAME" FROM INFORMATION_SCHEMA.SCHEMATA
        WHERE "SCHEMA_NAME" IN ('INFORMATION_SCHEMA', 'sys')
        """
      Then the SQL result, in any order, is:
        | SCHEMA_NAME        |
        | INFORMATION_SCHEMA |
        | sys                |

  Rule: A datasource appears in the metadata tables once it can be queried

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |
        | 2015-09-12T01:02:03.004Z | Beta  |         17 |

    @SQL-017 @decided
    Scenario: INFORMATION_SCHEMA.TABLES lists the datasource as a table
      When I run the SQL query:
        """sql
        SELECT "TABLE_NAME", "TABLE_TYPE" FROM INFORMATION_SCHEMA.TABLES
        WHERE "TABLE_NAME" = '${shared}'
        """
      Then the SQL result is:
        | TABLE_NAME | TABLE_TYPE |
        | ${shared}  | TABLE      |

    @SQL-017 @decided
    Scenario: INFORMATION_SCHEMA.COLUMNS gives the datasource's columns and their SQL types
      When I run the SQL query:
        """sql
        SELECT "COLUMN_NAME", "DATA_TYPE" FROM INFORMATION_SCHEMA.COLUMNS
        WHERE "TABLE_NAME" = '${shared}'
        """
      Then the SQL result, in any order, is:
        | COLUMN_NAME | DATA_TYPE |
        | __time      | TIMESTAMP |
        | page        | VARCHAR   |
        | added       | BIGINT    |

    @SQL-017 @decided
    Scenario: sys.segments lists the datasource's segment
      When I run the SQL query:
        """sql
        SELECT "datasource", "start", "end" FROM sys.segments
        WHERE "datasource" = '${shared}'
        """
      Then the SQL result is:
        | datasource | start                    | end                      |
        | ${shared}  | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z |
