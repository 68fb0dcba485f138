@sql @decided
Feature: SQL dialect: how the metadata tables describe their own columns
  Spec: "Endpoints > Synchronous SQL", rule 1 (the endpoint can also query metadata tables). The spec does
  not list the columns of the metadata tables; clients that reflect them (SQLAlchemy's inspector through
  INFORMATION_SCHEMA) see what real Druid answers (docs/facts/information-schema.md, live Druid 33.0.0 and
  27.0.0; every scenario here passed on live 33.0.0 in read-only mode):
  - The INFORMATION_SCHEMA tables declare their identifying columns NOT NULL (IS_NULLABLE NO), all 13 of
    SCHEMATA and TABLES included; only the type details of COLUMNS are nullable, and its character lengths
    are VARCHAR columns (§information-schema.1, §information-schema.2).
  - sys.servers has at least ten columns in this order, the size a server holds named `curr_size`; Druid 33.0.0
    and 27.0.0 have exactly these, 36.0.0 adds `version` (recorded), later sources more (§information-schema.4).

  @SQL-017
  Rule: sys.servers has the real system's columns in its order

    Scenario: INFORMATION_SCHEMA lists the ten columns of sys.servers with their types, in their order
      # Later releases add columns among them (version, storage_size, labels…): only these ten are checked.
      When I run the SQL query:
        """sql
        SELECT COLUMN_NAME, DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'sys' AND TABLE_NAME = 'servers'
          AND COLUMN_NAME IN ('server', 'host', 'plaintext_port', 'tls_port', 'server_type', 'tier', 'curr_size',
                              'max_size', 'is_leader', 'start_time')
        ORDER BY ORDINAL_POSITION
        """
      Then the SQL result is:
        | COLUMN_NAME    | DATA_TYPE |
        | server         | VARCHAR   |
        | host           | VARCHAR   |
        | plaintext_port | BIGINT    |
        | tls_port       | BIGINT    |
        | server_type    | VARCHAR   |
        | tier           | VARCHAR   |
        | curr_size      | BIGINT    |
        | max_size       | BIGINT    |
        | is_leader      | BIGINT    |
        | start_time     | VARCHAR   |

  @SQL-017
  Rule: The INFORMATION_SCHEMA tables describe their own columns like any table

    Scenario: The identifying columns of INFORMATION_SCHEMA.COLUMNS are never null, its details may be
      When I run the SQL query:
        """sql
        SELECT COLUMN_NAME, IS_NULLABLE, DATA_TYPE FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'INFORMATION_SCHEMA' AND TABLE_NAME = 'COLUMNS'
          AND COLUMN_NAME IN ('TABLE_NAME', 'COLUMN_DEFAULT', 'JDBC_TYPE', 'CHARACTER_MAXIMUM_LENGTH', 'NUMERIC_SCALE')
        """
      Then the SQL result, in any order, is:
        | COLUMN_NAME              | IS_NULLABLE | DATA_TYPE |
        | TABLE_NAME               | NO          | VARCHAR   |
        | COLUMN_DEFAULT           | NO          | VARCHAR   |
        | JDBC_TYPE                | NO          | BIGINT    |
        | CHARACTER_MAXIMUM_LENGTH | YES         | VARCHAR   |
        | NUMERIC_SCALE            | YES         | BIGINT    |

    Scenario: The 13 columns of SCHEMATA and TABLES are all declared never null
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS never_null FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'INFORMATION_SCHEMA' AND TABLE_NAME IN ('SCHEMATA', 'TABLES') AND IS_NULLABLE = 'NO'
        """
      Then the SQL result is:
        | never_null |
        |         13 |
