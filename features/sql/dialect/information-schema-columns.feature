@sql @decided
Feature: SQL dialect: what INFORMATION_SCHEMA.COLUMNS says about each column
  Spec: "Endpoints > Synchronous SQL", rule 1 (the endpoint can also query metadata tables). The spec
  does not describe INFORMATION_SCHEMA.COLUMNS; SQL clients (pydruid's SQLAlchemy dialect, Apache
  Superset, Airflow's Druid hook) reflect tables from it, so every value here is what real Druid
  answers (docs/facts/information-schema.md §information-schema.1 to §information-schema.3: live Druid 33.0.0 and 27.0.0):
  - COLUMN_DEFAULT is the empty string, never null: clients map "" to "no default" and would show a
    null as the text 'None'.
  - IS_NULLABLE is NO for `__time` and YES for every other datasource column (the metadata tables' own
    columns: metadata-table-columns.feature).
  - BIGINT has precision 19, radix 10, scale 0; DOUBLE and FLOAT precision 15, radix 10 and the
    scale -2147483648 (Calcite's "unknown"); TIMESTAMP a datetime precision of 3; VARCHAR the
    character set UTF-16LE and its collation. JDBC_TYPE is java.sql.Types' code of the SQL type.
  - CHARACTER_MAXIMUM_LENGTH is null.

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | added:long | channel | delta:double | weight:float |
      | 2015-09-12T00:00:00.000Z |          1 | #en     |          0.5 |          1.5 |

  @SQL-017
  Rule: Each column of a datasource is described the way SQL clients reflect it

    Scenario: COLUMNS gives every column an empty default, its nullability and its JDBC type
      When I run the SQL query:
        """sql
        SELECT COLUMN_NAME, COLUMN_DEFAULT, IS_NULLABLE, DATA_TYPE, JDBC_TYPE FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'druid' AND TABLE_NAME = '${unique}'
        ORDER BY ORDINAL_POSITION
        """
      Then the SQL result is:
        | COLUMN_NAME | COLUMN_DEFAULT | IS_NULLABLE | DATA_TYPE | JDBC_TYPE |
        | __time      | ""             | NO          | TIMESTAMP |        93 |
        | added       | ""             | YES         | BIGINT    |        -5 |
        | channel     | ""             | YES         | VARCHAR   |        12 |
        | delta       | ""             | YES         | DOUBLE    |         8 |
        | weight      | ""             | YES         | FLOAT     |         6 |

    Scenario: COLUMNS gives numeric columns their precision and scale and strings their character set
      When I run the SQL query:
        """sql
        SELECT COLUMN_NAME, NUMERIC_PRECISION, NUMERIC_PRECISION_RADIX, NUMERIC_SCALE, DATETIME_PRECISION,
          CHARACTER_SET_NAME, CHARACTER_MAXIMUM_LENGTH
        FROM INFORMATION_SCHEMA.COLUMNS
        WHERE TABLE_SCHEMA = 'druid' AND TABLE_NAME = '${unique}'
        ORDER BY ORDINAL_POSITION
        """
      Then the SQL result is:
        | COLUMN_NAME | NUMERIC_PRECISION | NUMERIC_PRECISION_RADIX | NUMERIC_SCALE | DATETIME_PRECISION | CHARACTER_SET_NAME | CHARACTER_MAXIMUM_LENGTH |
        | __time      | null              | null                    | null          |                  3 | null               | null                     |
        | added       | 19                | 10                      | 0             | null               | null               | null                     |
        | channel     | null              | null                    | null          | null               | UTF-16LE           | null                     |
        | delta       | 15                | 10                      | -2147483648   | null               | null               | null                     |
        | weight      | 15                | 10                      | -2147483648   | null               | null               | null                     |
