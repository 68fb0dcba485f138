@tasks @needs:sql-ingestion
Feature: SQL-based ingestion stores JSON, arrays, multi-value strings and booleans as the real system does
  Spec: "Endpoints > SQL-based ingestion tasks" (INSERT and REPLACE … SELECT … FROM TABLE(EXTERN(…))) and
  "Endpoints > Synchronous SQL > Rules" 4 (the type header rows; a complex type is `COMPLEX<typeName>`). The spec
  says nothing of which types a stored column keeps, so every expectation here is @decided after the real system
  (docs/facts/sql.md §sql.21 and §sql.26):
  - A JSON value (PARSE_JSON, or an EXTERN column of type `COMPLEX<json>`) is stored as `COMPLEX<json>`: runtime type
    `COMPLEX<json>`, SQL type OTHER, INFORMATION_SCHEMA `DATA_TYPE` `COMPLEX<json>`, shown as its JSON text. Druid
    27.0.0 + MSQ live; Druid 36.0.0 recorded (xo/dbimp `testdata/druid`, "every type", "schema: the columns of a
    datasource").
  - A boolean is stored as BIGINT 1 or 0 (Druid 27.0.0 live; 36.0.0 recorded).
  - A multi-value string (STRING_TO_MV, ARRAY_TO_MV, or an EXTERN `string` column fed JSON arrays) is stored as a
    string column holding several values: runtime type STRING, SQL type VARCHAR; GROUP BY it gives one group per
    value (and one null group for a row without values), a string function or `||` applies to each value, a
    comparison holds when one value does. Druid 27.0.0 live; 36.0.0 recorded ("feature: multi-value strings",
    "feature: a multi-value string grouped"). Functions and filter are checked in separate queries: under a filter
    `tags = 'y'` Druid 27's planner folds `UPPER(tags)` to the constant `'Y'` (§sql.23, live).
  - Arrays: real versions differ and the spec is silent, so the kit accepts each real form. Druid 36.0.0 (recorded:
    "every type", "every type with arrays as arrays") stores an array column, `ARRAY<STRING>`, `ARRAY<LONG>`
    (integers), `ARRAY<DOUBLE>`, SQL type ARRAY, INFORMATION_SCHEMA `DATA_TYPE` `ARRAY`; the reference does so.
    Druid 27.0.0 (live) stores a string array as a multi-value string (STRING / VARCHAR, `DATA_TYPE` VARCHAR) and
    fails a task storing `ARRAY<LONG>` with `Cannot create dimension for type [ARRAY<LONG>]` (§sql.26). So a stored
    string array is checked through what both forms answer alike (its JSON text, ARRAY_LENGTH, ARRAY_OFFSET, and
    ARRAY_CONCAT, which reads either form as an `ARRAY<STRING>`: Druid 27.0.0 live), with either type accepted;
    numeric arrays are checked where the task succeeds, and a target that refuses them with that error makes the
    scenario unsupported, not failed.
  - Rows are read in `__time` order (each row has its own time): Druid 27.0.0 refuses a scan ordered by another
    column (live: "SQL query requires order by non-time column").

  @TSK-041 @TSK-043 @SQL-030 @SQL-031 @SQL-032 @decided
  Rule: JSON stays COMPLEX<json>, booleans become BIGINT 1 or 0

    Scenario: JSON from PARSE_JSON and from EXTERN, and a boolean, read back with their stored types
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("t") AS "__time", "id", PARSE_JSON("jt") AS "parsed", "obj", "id" = 1 AS "flag"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"t\":\"2026-01-01T00:00:00Z\",\"id\":1,\"jt\":\"{\\\"k\\\":[1,\\\"two\\\",null]}\",\"obj\":{\"a\":1,\"b\":{\"c\":\"d\"}}}\n{\"t\":\"2026-01-01T00:00:01Z\",\"id\":2,\"jt\":\"[]\",\"obj\":\"text\"}\n{\"t\":\"2026-01-01T00:00:02Z\",\"id\":3,\"jt\":null,\"obj\":null}"}',
          '{"type":"json"}',
          '[{"name":"t","type":"string"},{"name":"id","type":"long"},{"name":"jt","type":"string"},{"name":"obj","type":"COMPLEX<json>"}]'
        ))
        PARTITIONED BY ALL
        """
      When I run the SQL query:
        """sql
        SELECT "id", "parsed", "obj", "flag" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | id | parsed                             | obj                                 | flag |
        | 1  | "{\"k\":[1,\"two\",null]}"         | "{\"a\":1,\"b\":{\"c\":\"d\"}}"     | 1    |
        | 2  | "[]"                               | "\"text\""                          | 0    |
        | 3  | null                               | null                                | 0    |
      And the SQL column types are:
        | column | type          | sqlType |
        | parsed | COMPLEX<json> | OTHER   |
        | obj    | COMPLEX<json> | OTHER   |
        | flag   | LONG          | BIGINT  |

    Scenario: INFORMATION_SCHEMA shows the stored types, and JSON functions read the stored JSON
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("t") AS "__time", "obj", "obj" IS NOT NULL AS "has_obj"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"t\":\"2026-01-01T00:00:00Z\",\"obj\":{\"a\":7,\"b\":[\"x\",\"y\"]}}"}',
          '{"type":"json"}',
          '[{"name":"t","type":"string"},{"name":"obj","type":"COMPLEX<json>"}]'
        ))
        PARTITIONED BY ALL
        """
      When I run the SQL query:
        """sql
        SELECT JSON_VALUE("obj", '$.a' RETURNING BIGINT) AS "a", JSON_QUERY("obj", '$.b') AS "b"
        FROM "${unique}"
        """
      Then eventually the SQL result is:
        | a | b               |
        | 7 | "[\"x\",\"y\"]" |
      When I run the SQL query:
        """sql
        SELECT "COLUMN_NAME", "DATA_TYPE", "JDBC_TYPE" FROM INFORMATION_SCHEMA.COLUMNS
        WHERE "TABLE_SCHEMA" = 'druid' AND "TABLE_NAME" = '${unique}' ORDER BY "ORDINAL_POSITION"
        """
      Then eventually the SQL result is:
        | COLUMN_NAME | DATA_TYPE     | JDBC_TYPE |
        | __time      | TIMESTAMP     | 93        |
        | obj         | COMPLEX<json> | 1111      |
        | has_obj     | BIGINT        | -5        |

  @TSK-041 @TSK-043 @SQL-030 @SQL-031 @decided
  Rule: A stored multi-value string is one VARCHAR column whose values group, filter and map one by one

    Background:
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("t") AS "__time", "id", "tags", STRING_TO_MV("csv", ',') AS "mv"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"t\":\"2026-01-01T00:00:00Z\",\"id\":1,\"tags\":[\"x\",\"y\"],\"csv\":\"p,q\"}\n{\"t\":\"2026-01-01T00:00:01Z\",\"id\":2,\"tags\":\"z\",\"csv\":\"r\"}\n{\"t\":\"2026-01-01T00:00:02Z\",\"id\":3,\"tags\":null,\"csv\":null}"}',
          '{"type":"json"}',
          '[{"name":"t","type":"string"},{"name":"id","type":"long"},{"name":"tags","type":"string"},{"name":"csv","type":"string"}]'
        ))
        PARTITIONED BY ALL
        """

    Scenario: A JSON array fed to a string column and STRING_TO_MV are stored as multi-value strings
      When I run the SQL query:
        """sql
        SELECT "id", "tags", "mv", MV_LENGTH("tags") AS "n" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | id | tags            | mv              | n    |
        | 1  | "[\"x\",\"y\"]" | "[\"p\",\"q\"]" | 2    |
        | 2  | z               | r               | 1    |
        | 3  | null            | null            | null |
      And the SQL column types are:
        | column | type   | sqlType |
        | tags   | STRING | VARCHAR |
        | mv     | STRING | VARCHAR |

    Scenario: GROUP BY a stored multi-value string gives one group per value and one null group
      When I run the SQL query:
        """sql
        SELECT "tags", COUNT(*) AS "c" FROM "${unique}" GROUP BY "tags" ORDER BY "tags"
        """
      Then eventually the SQL result is:
        | tags | c |
        | null | 1 |
        | x    | 1 |
        | y    | 1 |
        | z    | 1 |

    Scenario: String functions and || apply to each value
      When I run the SQL query:
        """sql
        SELECT "id", UPPER("tags") AS "up", "tags" || '!' AS "marked" FROM "${unique}" WHERE "id" < 3 ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | id | up              | marked            |
        | 1  | "[\"X\",\"Y\"]" | "[\"x!\",\"y!\"]" |
        | 2  | Z               | z!                |

    Scenario: A filter matches a row by one of its values
      When I run the SQL query:
        """sql
        SELECT "id", "tags" FROM "${unique}" WHERE "tags" = 'y'
        """
      Then eventually the SQL result is:
        | id | tags            |
        | 1  | "[\"x\",\"y\"]" |

  @TSK-041 @TSK-043 @SQL-030 @SQL-031 @decided
  Rule: A string ARRAY is stored as an array of strings or as a multi-value string, and reads back as its list

    Background:
      Given the SQL task has succeeded:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("t") AS "__time", "id", CASE WHEN "id" = 1 THEN ARRAY['a', NULL, 'c'] END AS "sa"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"t\":\"2026-01-01T00:00:00Z\",\"id\":1}\n{\"t\":\"2026-01-01T00:00:01Z\",\"id\":2}"}',
          '{"type":"json"}',
          '[{"name":"t","type":"string"},{"name":"id","type":"long"}]'
        ))
        PARTITIONED BY ALL
        """

    Scenario: A stored string array shows its JSON text, typed ARRAY<STRING> or a multi-value STRING
      When I run the SQL query:
        """sql
        SELECT "id", "sa" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | id | sa                   |
        | 1  | "[\"a\",null,\"c\"]" |
        | 2  | null                 |
      And the SQL column types are one of:
        | column | type          | sqlType |
        | sa     | ARRAY<STRING> | ARRAY   |
        | sa     | STRING        | VARCHAR |
      When I run the SQL query:
        """sql
        SELECT CASE WHEN "DATA_TYPE" IN ('ARRAY', 'VARCHAR') THEN 'ARRAY or VARCHAR' ELSE "DATA_TYPE" END AS "stored"
        FROM INFORMATION_SCHEMA.COLUMNS
        WHERE "TABLE_SCHEMA" = 'druid' AND "TABLE_NAME" = '${unique}' AND "COLUMN_NAME" = 'sa'
        """
      Then eventually the SQL result is:
        | stored           |
        | ARRAY or VARCHAR |

    Scenario: Array functions read the stored list either way, and sqlStringifyArrays false answers JSON arrays
      Given the SQL context contains:
        """json
        { "sqlStringifyArrays": false }
        """
      When I run the SQL query:
        """sql
        SELECT ARRAY_LENGTH("sa") AS "n", ARRAY_OFFSET("sa", 2) AS "third", ARRAY_CONCAT("sa", ARRAY['z']) AS "more"
        FROM "${unique}" WHERE "id" = 1
        """
      Then eventually the SQL result is:
        | n | third | more                  |
        | 3 | c     | ["a", null, "c", "z"] |
      And the SQL column types are:
        | column | type          | sqlType |
        | more   | ARRAY<STRING> | ARRAY   |

  @TSK-041 @TSK-043 @SQL-030 @SQL-031 @decided
  Rule: Numeric ARRAYs are stored as arrays of longs or doubles, or refused by a version that cannot store them

    Scenario: Long and double arrays read back with their array types and 64-bit ends, as JSON text by default
      Given the SQL task has been submitted:
        """sql
        REPLACE INTO "${unique}" OVERWRITE ALL
        SELECT TIME_PARSE("t") AS "__time", "id",
          CASE WHEN "id" = 1 THEN ARRAY[-9223372036854775808, 9223372036854775807] END AS "la",
          CASE WHEN "id" = 1 THEN ARRAY[0.5, 1.5e300] END AS "da"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"t\":\"2026-01-01T00:00:00Z\",\"id\":1}\n{\"t\":\"2026-01-01T00:00:01Z\",\"id\":2}"}',
          '{"type":"json"}',
          '[{"name":"t","type":"string"},{"name":"id","type":"long"}]'
        ))
        PARTITIONED BY ALL
        """
      Then the task eventually succeeds, or fails with an error message containing "Cannot create dimension for type [ARRAY<"
      When I run the SQL query:
        """sql
        SELECT "id", "la", "da" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | id | la                                           | da              |
        | 1  | "[-9223372036854775808,9223372036854775807]" | "[0.5,1.5E300]" |
        | 2  | null                                         | null            |
      And the SQL column types are:
        | column | type          | sqlType |
        | la     | ARRAY<LONG>   | ARRAY   |
        | da     | ARRAY<DOUBLE> | ARRAY   |
