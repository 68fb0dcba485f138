@sql
Feature: SQL result headers
  Spec: "Endpoints > Synchronous SQL" rules 4 to 6 and "Versioning" 4: with `header` true the column names come
  first; `typesHeader` adds each column's runtime type (`STRING`, `LONG`, …) and `sqlTypesHeader` its SQL type
  (`VARCHAR`, `BIGINT`, `TIMESTAMP`, …), a complex type being `COMPLEX<typeName>`. In `object` the first element maps
  each column to `{type?, sqlType?}`, or null when neither is asked; `array` and `csv` have a names row, then a
  runtime-type row, then a SQL-type row. A service with type headers answers `X-Analytics-SQL-Header-Included: yes`
  whenever `header` is true. `__time` is TIMESTAMP / LONG, a string column VARCHAR / STRING, a long BIGINT / LONG.

  Decisions (tagged @decided), from the real system (Druid 33.0.0 live: every scenario of this file passed,
  docs/facts/kit-runs.md §kit-runs.1; types docs/facts/sql.md §sql.8, 36/37 recorded):
  - `objectLines` and `arrayLines` lay out their header as `object` and `array` do, one header object or row per
    line before the data.
  - Without `header` the response has no `X-Analytics-SQL-Header-Included` header.
  - Complex types (SQL-032): a PARSE_JSON value has the runtime type `COMPLEX<json>` and the SQL type `OTHER`
    (§sql.8, §sql.21); a target without complex values skips it (`@needs:complex-columns`).
  - A value's SQL type is the one the planner gives it (§sql.62: live 33, recorded 36): a bare NULL is `NULL`
    (runtime STRING; Druid 27.0.0 gives it no runtime type, null, live §sql.71), a string literal and a VARCHAR
    parameter `CHAR`, a CAST to REAL `REAL` (runtime DOUBLE).

  Rule: In object, the first element describes each column with the entries asked for

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |

    @SQL-029 @SQL-033
    Scenario Outline: object with header: the first element gives each column <what>
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "object", "header": true,
          "typesHeader": <typesHeader>, "sqlTypesHeader": <sqlTypesHeader>
        }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"
      And the response body is:
        """json
        [
          <header>,
          { "__time": "2015-09-12T00:46:58.771Z", "page": "Alpha", "added": 36 }
        ]
        """

      @SQL-034
      Examples: no type entries asked
        | typesHeader | sqlTypesHeader | what | header                                          |
        | false       | false          | null | { "__time": null, "page": null, "added": null } |

      @SQL-030
      Examples: runtime types asked
        | typesHeader | sqlTypesHeader | what             | header                                                                                      |
        | true        | false          | its runtime type | { "__time": { "type": "LONG" }, "page": { "type": "STRING" }, "added": { "type": "LONG" } } |

      @SQL-031
      Examples: SQL types asked
        | typesHeader | sqlTypesHeader | what         | header                                                                                                       |
        | false       | true           | its SQL type | { "__time": { "sqlType": "TIMESTAMP" }, "page": { "sqlType": "VARCHAR" }, "added": { "sqlType": "BIGINT" } } |

      @SQL-030 @SQL-031
      Examples: both asked
        | typesHeader | sqlTypesHeader | what           | header                                                                                                                                                         |
        | true        | true           | both its types | { "__time": { "type": "LONG", "sqlType": "TIMESTAMP" }, "page": { "type": "STRING", "sqlType": "VARCHAR" }, "added": { "type": "LONG", "sqlType": "BIGINT" } } |

  Rule: In array and csv, the names row comes first, then a runtime-type row, then a SQL-type row

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |

    @SQL-029 @SQL-035
    Scenario Outline: array with header: the names row, <what>, then the data rows
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "array", "header": true,
          "typesHeader": <typesHeader>, "sqlTypesHeader": <sqlTypesHeader>
        }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"
      And the response body is:
        """json
        [
          ["__time", "page", "added"],
          <typeRows>
          ["2015-09-12T00:46:58.771Z", "Alpha", 36]
        ]
        """

      Examples: no type rows asked
        | typesHeader | sqlTypesHeader | what         | typeRows |
        | false       | false          | no type rows |          |

      @SQL-030
      Examples: runtime types asked
        | typesHeader | sqlTypesHeader | what                 | typeRows                    |
        | true        | false          | the runtime-type row | ["LONG", "STRING", "LONG"], |

      @SQL-031
      Examples: SQL types asked
        | typesHeader | sqlTypesHeader | what             | typeRows                            |
        | false       | true           | the SQL-type row | ["TIMESTAMP", "VARCHAR", "BIGINT"], |

      @SQL-030 @SQL-031
      Examples: both asked
        | typesHeader | sqlTypesHeader | what                                   | typeRows                                                        |
        | true        | true           | the runtime-type row, the SQL-type row | ["LONG", "STRING", "LONG"], ["TIMESTAMP", "VARCHAR", "BIGINT"], |

    @SQL-029 @SQL-036
    Scenario: csv with header alone: the names line, then the data lines
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT __time, page, added FROM \"${shared}\"", "resultFormat": "csv", "header": true }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"
      And the response body is these lines, then a blank line:
        """
        __time,page,added
        2015-09-12T00:46:58.771Z,Alpha,36
        """

    @SQL-030 @SQL-036
    Scenario: csv with typesHeader: the names line, the runtime-type line, then the data lines
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "csv", "header": true, "typesHeader": true
        }
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        __time,page,added
        LONG,STRING,LONG
        2015-09-12T00:46:58.771Z,Alpha,36
        """

    @SQL-031 @SQL-036
    Scenario: csv with sqlTypesHeader: the names line, the SQL-type line, then the data lines
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "csv", "header": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        __time,page,added
        TIMESTAMP,VARCHAR,BIGINT
        2015-09-12T00:46:58.771Z,Alpha,36
        """

    @SQL-030 @SQL-031 @SQL-036
    Scenario: csv with both type headers: the names, runtime-type and SQL-type lines, then the data lines
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "csv", "header": true, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        __time,page,added
        LONG,STRING,LONG
        TIMESTAMP,VARCHAR,BIGINT
        2015-09-12T00:46:58.771Z,Alpha,36
        """

  Rule: The line formats put their header lines before the data lines

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha |         36 |

    @SQL-029 @SQL-030 @SQL-031 @decided
    Scenario: objectLines with both type headers: the header object is the first line
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "objectLines", "header": true, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"
      And the response body is these JSON lines, then a blank line:
        """
        {"__time":{"type":"LONG","sqlType":"TIMESTAMP"},"page":{"type":"STRING","sqlType":"VARCHAR"},"added":{"type":"LONG","sqlType":"BIGINT"}}
        {"__time":"2015-09-12T00:46:58.771Z","page":"Alpha","added":36}
        """

    @SQL-029 @SQL-034 @decided
    Scenario: objectLines with header alone: the first line maps every column to null
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT __time, page, added FROM \"${shared}\"", "resultFormat": "objectLines", "header": true }
        """
      Then the response status is 200
      And the response body is these JSON lines, then a blank line:
        """
        {"__time":null,"page":null,"added":null}
        {"__time":"2015-09-12T00:46:58.771Z","page":"Alpha","added":36}
        """

    @SQL-029 @SQL-030 @SQL-031 @decided
    Scenario: arrayLines with both type headers: the names, runtime-type and SQL-type lines come first
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\"",
          "resultFormat": "arrayLines", "header": true, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"
      And the response body is these JSON lines, then a blank line:
        """
        ["__time","page","added"]
        ["LONG","STRING","LONG"]
        ["TIMESTAMP","VARCHAR","BIGINT"]
        ["2015-09-12T00:46:58.771Z","Alpha",36]
        """

    @SQL-029 @decided
    Scenario: arrayLines with header alone: the names line, then the data lines
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT __time, page, added FROM \"${shared}\"", "resultFormat": "arrayLines", "header": true }
        """
      Then the response status is 200
      And the response body is these JSON lines, then a blank line:
        """
        ["__time","page","added"]
        ["2015-09-12T00:46:58.771Z","Alpha",36]
        """

  Rule: A complex type is reported as COMPLEX<typeName>

    @SQL-032 @decided @needs:complex-columns
    Scenario: A JSON value is of runtime type COMPLEX<json> and SQL type OTHER
      When I run the SQL query:
        """sql
        SELECT PARSE_JSON('{"a": 1}') AS "j"
        """
      Then the SQL column types are:
        | column | type          | sqlType |
        | j      | COMPLEX<json> | OTHER   |

  Rule: A value's SQL type is the one the SQL planner gives it

    @SQL-029 @decided
    Scenario: A bare NULL is of SQL type NULL, a literal and a VARCHAR parameter CHAR, a cast to REAL REAL
      Given the SQL parameters are:
        """json
        [{ "type": "VARCHAR", "value": "p" }]
        """
      When I run the SQL query:
        """sql
        SELECT NULL AS "n", 'x' AS "c", ? AS "p", CAST(1.5 AS REAL) AS "r"
        """
      Then the SQL column types are one of:
        | column | type   | sqlType |
        | n      | STRING | NULL    |
        | n      | null   | NULL    |
        | c      | STRING | CHAR    |
        | p      | STRING | CHAR    |
        | r      | DOUBLE | REAL    |

  Rule: With header, the response says the type headers are supported

    @SQL-037
    Scenario Outline: <resultFormat> with header answers X-Analytics-SQL-Header-Included: yes, <why>
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT 1 AS \"one\"", "resultFormat": "<resultFormat>", "header": true,
          "typesHeader": <typesHeader>, "sqlTypesHeader": <sqlTypesHeader>
        }
        """
      Then the response status is 200
      And the response header "X-Analytics-SQL-Header-Included" is "yes"

      Examples:
        | resultFormat | typesHeader | sqlTypesHeader | why                       |
        | object       | false       | false          | with no type header asked |
        | array        | true        | false          | with runtime types asked  |
        | objectLines  | false       | true           | with SQL types asked      |
        | arrayLines   | true        | true           | with both type headers    |
        | csv          | false       | false          | in csv too                |

    @SQL-037 @decided
    Scenario: Without header the response has no X-Analytics-SQL-Header-Included header
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "resultFormat": "array" }
        """
      Then the response status is 200
      And the response has no header "X-Analytics-SQL-Header-Included"
