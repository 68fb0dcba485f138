@sql
Feature: SQL numbers: exact 64-bit integers, floating-point text and numeric refusals
  Spec: "SQL request object" (`parameters`: `type` and `value`) and "Endpoints > Synchronous SQL" (200 with the rows
  in the requested format; 400 with the SQL error object for a bad query). The spec says nothing of how numbers are
  written, which literals are in range, or how a parameter's value is read. Bodies holding 64-bit integers are
  compared as text (features/README.md, SQL results).

  Decisions (tagged @decided), from docs/facts/sql.md (Druid 33.0.0 live; Druid 36/37 recorded, xo/dbimp
  docs/DRUID.md):
  - A BIGINT keeps every digit from -9223372036854775808 to 9223372036854775807 in every format, from literals,
    parameters and stored rows (§sql.40; recorded "every type").
  - DOUBLE and FLOAT values are written as Java writes them: `1.0`, `1.0E21`, `1.0E-7`; a FLOAT with the digits of
    its 32-bit value, CAST(0.1 AS FLOAT) as `0.1` (§sql.41).
  - A CAST to TINYINT or SMALLINT fails with 400 when such a value would be returned; a NULL, or the type inside an
    expression, passes (§sql.42; recorded "a smallint").
  - Two result columns of one name both appear under it, twice in an object (§sql.43; recorded "two columns with
    one name as objects").
  - An exact literal beyond 64 bits, and an approximate one beyond the doubles, are refused with 400 `Numeric
    literal '…' out of range`; the minus sign belongs to the literal (§sql.44; recorded "an integer literal out of
    range").
  - INTEGER arithmetic is computed on 64 bits; only a result column typed INTEGER wraps as a Java int, never an
    overflow error (§sql.46; Druid 33.0.0 live, found by Superset's `epoch_to_dttm`).
  - An integer parameter is its number cut toward zero, an INTEGER when it fits in 32 bits; a TIMESTAMP parameter
    may be epoch milliseconds (§sql.45; recorded "a timestamp parameter in milliseconds").
  - A parameter whose JSON value is of another kind than its type (a string for BIGINT or DOUBLE, a number for
    VARCHAR) is refused, not converted: Druid 33.0.0 and 27.0.0 answer 500 (§sql.45, live). Whether such a value is a
    bad query (400) or an unexpected condition (500) the spec leaves open; either answer is an error, whose body the
    spec states (SQL-009): the kit checks that, and Druid's answer, Jetty's HTML page, deviates (profile entries).
  - Not decided: a TIMESTAMP parameter whose text is no time at all is a bad query, 400; Druid 33.0.0 and 27.0.0
    answer a 500 page of a ClassCastException (§sql.45: profile entries).

  @SQL-010 @decided
  Rule: BIGINT values keep every digit

    Scenario Outline: The ends of BIGINT come back digit for digit in <format>
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 9223372036854775807 AS \"big\", -9223372036854775808 AS \"small\", 9007199254740993 AS \"odd\"", "resultFormat": "<format>"}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        <line>
        """

      Examples:
        | format      | line                                                                                 |
        | objectLines | {"big":9223372036854775807,"small":-9223372036854775808,"odd":9007199254740993}      |
        | arrayLines  | [9223372036854775807,-9223372036854775808,9007199254740993]                          |
        | csv         | 9223372036854775807,-9223372036854775808,9007199254740993                            |

    Scenario Outline: The ends of BIGINT come back digit for digit in the JSON format <format>
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 9223372036854775807 AS \"big\", -9223372036854775808 AS \"small\"", "resultFormat": "<format>"}
        """
      Then the response status is 200
      And the response body is this text, then a line break:
        """
        <body>
        """

      Examples:
        | format | body                                                        |
        | array  | [[9223372036854775807,-9223372036854775808]]                |
        | object | [{"big":9223372036854775807,"small":-9223372036854775808}]  |

    Scenario: Arithmetic near the top of BIGINT is exact
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 9223372036854775807 - 1 AS \"a\", 4611686018427387903 * 2 + 1 AS \"b\"", "resultFormat": "arrayLines"}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        [9223372036854775806,9223372036854775807]
        """

    Scenario: A BIGINT parameter keeps every digit
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT ? AS \"big\"", "resultFormat": "arrayLines", "parameters": [{"type": "BIGINT", "value": 9223372036854775807}]}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        [9223372036854775807]
        """

    Scenario: A BIGINT stored by an ingestion keeps every digit
      Given rows have been appended to datasource "${unique}":
        | __time                   | n:long               |
        | 2015-09-12T00:00:00.000Z | 9223372036854775807  |
        | 2015-09-12T01:00:00.000Z | -9223372036854775808 |
      And datasource "${unique}" holds the rows:
        | n                    |
        | 9223372036854775807  |
        | -9223372036854775808 |
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"n\" FROM \"${unique}\" ORDER BY \"__time\"", "resultFormat": "csv"}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        9223372036854775807
        -9223372036854775808
        """

  @STM-023 @decided
  Rule: Statement results keep every digit of a BIGINT

    @needs:sql-ingestion
    Scenario: Statement results hold the ends of BIGINT digit for digit
      Given the statement has succeeded:
        """sql
        SELECT 9223372036854775807 AS "big", -9223372036854775808 AS "small"
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 200
      And the response body text includes "9223372036854775807"
      And the response body text includes "-9223372036854775808"

  @SQL-010 @decided
  Rule: INTEGER arithmetic runs on 64 bits and wraps only where an INTEGER column is written

    Scenario: An epoch in seconds times 1000 is a whole timestamp; the INTEGER product alone wraps
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT MILLIS_TO_TIMESTAMP(1442016000 * 1000) AS \"t\", 1442016000 * 1000 AS \"m\", CAST(2147483647 + 1 AS BIGINT) AS \"b\", 2147483647 * 2 / 2 AS \"d\"", "resultFormat": "csv"}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        2015-09-12T00:00:00.000Z,-1093011456,2147483648,2147483647
        """

  @SQL-010 @decided
  Rule: Floating-point values are written as the real system writes them

    Scenario: DOUBLE and FLOAT values have Java's text; a FLOAT has the digits of its 32-bit value
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT CAST(0.1 AS FLOAT) AS \"f\", CAST(1 AS DOUBLE) AS \"d\", 1e21 AS \"e\", 1e-7 AS \"s\", CAST(100 AS FLOAT) AS \"h\", 0.25 AS \"q\"", "resultFormat": "csv"}
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        0.1,1.0,1.0E21,1.0E-7,100.0,0.25
        """

  @SQL-011 @decided
  Rule: Numeric literals out of range are refused

    @phase:validate
    Scenario Outline: The literal <literal> is out of range
      When I run the SQL query:
        """sql
        SELECT <literal> AS "a"
        """
      Then the SQL request is refused with status 400 and a message containing "Numeric literal '<shown>' out of range"

      Examples:
        | literal                | shown                  |
        | 9223372036854775808    | 9223372036854775808    |
        | -9223372036854775809   | -9223372036854775809   |
        | 1.50000000000000000000 | 1.50000000000000000000 |
        | 1e309                  | 1E309                  |

    Scenario: The most negative BIGINT is a literal in range
      When I run the SQL query:
        """sql
        SELECT -9223372036854775808 AS "a"
        """
      Then the SQL column types are:
        | column | type | sqlType |
        | a      | LONG | BIGINT  |

  @SQL-011 @decided
  Rule: TINYINT and SMALLINT values cannot be returned

    @phase:execute
    Scenario Outline: A <type> value in the result is refused
      When I run the SQL query:
        """sql
        SELECT CAST(1 AS <type>) AS "t"
        """
      Then the SQL request is refused with status 400 and a message containing "Cannot coerce field [t]"

      Examples:
        | type     |
        | TINYINT  |
        | SMALLINT |

    Scenario: A NULL TINYINT and a TINYINT inside arithmetic are answered
      When I run the SQL query:
        """sql
        SELECT CAST(NULL AS TINYINT) AS "n", CAST(1 AS TINYINT) + 1 AS "s"
        """
      Then the SQL result is:
        | n    | s |
        | null | 2 |
      And the SQL column types are:
        | column | type | sqlType |
        | s      | LONG | INTEGER |

  @SQL-010 @decided
  Rule: Two result columns may have one name

    Scenario: Both columns of one name appear, in arrays and in objects
      When I POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT 1 AS \"a\", 2 AS \"a\"", "resultFormat": "object"}
        """
      Then the response status is 200
      And the response body is this text, then a line break:
        """
        [{"a":1,"a":2}]
        """

  @SQL-006 @SQL-010 @decided
  Rule: A parameter is read as the literal of its value

    Scenario Outline: A <type> parameter of <value> reads as <answer> of type <sqlType>
      Given the SQL parameters are:
        """json
        [ { "type": "<type>", "value": <value> } ]
        """
      When I run the SQL query:
        """sql
        SELECT ? AS "a"
        """
      Then the SQL result is:
        | a        |
        | <answer> |
      And the SQL column types are:
        | column | type   | sqlType   |
        | a      | <kind> | <sqlType> |

      Examples:
        | type      | value         | answer                   | kind   | sqlType   |
        | BIGINT    | 12            | 12                       | LONG   | INTEGER   |
        | BIGINT    | 1.9           | 1                        | LONG   | INTEGER   |
        | INTEGER   | -1.9          | -1                       | LONG   | INTEGER   |
        | BIGINT    | 3000000000    | 3000000000               | LONG   | BIGINT    |
        | TIMESTAMP | 1442016000000 | 2015-09-12T00:00:00.000Z | LONG   | TIMESTAMP |

  @SQL-006 @SQL-010
  Rule: A DECIMAL parameter supplies its value

    # Its types are not checked: Druid 33 gives DOUBLE / DECIMAL; Druid 27 answers this valid request with an HTML
    # 500 page, "cannot convert 1.25 (class java.lang.Double) to OBJECT" (live, docs/facts/sql.md §sql.71).
    Scenario: A DECIMAL parameter of 1.25 reads as 1.25
      Given the SQL parameters are:
        """json
        [ { "type": "DECIMAL", "value": 1.25 } ]
        """
      When I run the SQL query:
        """sql
        SELECT ? AS "a"
        """
      Then the SQL result is:
        | a    |
        | 1.25 |

  @SQL-006 @SQL-009
  Rule: A parameter whose value is of another kind than its type is refused with the SQL error object

    @phase:validate
    Scenario Outline: A <type> parameter given <value> is refused with the SQL error object
      Given the SQL parameters are:
        """json
        [ { "type": "<type>", "value": <value> } ]
        """
      When I run the SQL query:
        """sql
        SELECT ? AS "a"
        """
      Then the response status is 400 or 500
      And the response body matches schema "sql/sql-error"

      Examples:
        | type    | value |
        | BIGINT  | "12"  |
        | DOUBLE  | "1.5" |
        | VARCHAR | 12    |

  @SQL-006 @SQL-011
  Rule: A TIMESTAMP parameter that is no time is a bad query

    @phase:validate
    Scenario: A TIMESTAMP parameter given "garbage" answers 400
      Given the SQL parameters are:
        """json
        [ { "type": "TIMESTAMP", "value": "garbage" } ]
        """
      When I run the SQL query:
        """sql
        SELECT ? AS "a"
        """
      Then the SQL query fails with status 400 and a message containing "Parameter"
