@sql
Feature: SQL request object
  Spec: "SQL request object" and "Endpoints > Synchronous SQL": POST /analytics/v2/sql takes a JSON object whose only
  required field is `query`, the SQL text; the optional fields are `resultFormat`, `header`, `typesHeader`,
  `sqlTypesHeader`, `context` and `parameters`, a parameter being `{type, value}` in the place of one `?`, in order.

  Decisions (tagged @decided), from the real system (docs/facts/sql.md, Druid 33.0.0 live, 36/37 recorded):
  - Without `resultFormat` the result is `object`: the spec names that default for statements results only, and the
    synchronous endpoint has it too (§sql.4).
  - A request without a usable `query` (none, empty, null, malformed JSON, not an object), and a `resultFormat`
    outside the five names, are refused with 400; Druid answers them with bodies of two shapes, so the kit checks
    the status and `errorMessage` only (§sql.1, §sql.4).
  - The spec says `typesHeader` and `sqlTypesHeader` require `header` true; a request with either and without
    `header` is refused with 400, as Druid 33 does (`Cannot include 'typesHeader' without 'header'`, §sql.5).

  Rule: A request may carry every field of the SQL request object

    @SQL-001 @SQL-006
    Scenario: A request with all seven fields is answered as each field asks
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT CAST(? AS BIGINT) + 1 AS \"answer\"",
          "resultFormat": "array",
          "header": true,
          "typesHeader": true,
          "sqlTypesHeader": true,
          "context": { "sqlQueryId": "${unique}" },
          "parameters": [{ "type": "BIGINT", "value": 41 }]
        }
        """
      Then the response status is 200
      And the response body is:
        """json
        [["answer"], ["LONG"], ["BIGINT"], [42]]
        """

  Rule: query is the only required field

    @SQL-002 @SQL-019 @decided
    Scenario: A request with only query is answered in the object format
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 + 1 AS \"two\"" }
        """
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is:
        """json
        [{ "two": 2 }]
        """

    @SQL-002 @decided
    Scenario Outline: A request without a usable query is refused with 400: <why>
      When I POST "/analytics/v2/sql" with:
        """json
        <body>
        """
      Then the SQL request is refused with status 400

      Examples:
        | body                                        | why                           |
        | { "resultFormat": "array", "header": true } | no query field                |
        | { "query": "" }                             | an empty query                |
        | { "query": null }                           | a null query                  |
        | { "query": "SELECT 1"                       | malformed JSON                |
        | ["SELECT 1"]                                | an array instead of an object |

  Rule: resultFormat takes exactly the five format names

    @SQL-003 @SQL-010
    Scenario Outline: resultFormat <format> is accepted and answered as <type>
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "resultFormat": "<format>" }
        """
      Then the response status is 200
      And the response content type is "<type>"

      Examples: accepted formats
        | format      | type             |
        | object      | application/json |
        | array       | application/json |
        | objectLines | text/plain       |
        | arrayLines  | text/plain       |
        | csv         | text/csv         |

    @SQL-003 @decided
    Scenario Outline: resultFormat <format> is refused with 400: <why>
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "resultFormat": <format> }
        """
      Then the SQL request is refused with status 400

      Examples: rejected formats
        | format    | why                                    |
        | "tsv"     | a format the service does not offer    |
        | "json"    | the name of a media type, not a format |
        | "lines"   | part of a format name                  |
        | ""        | an empty name                          |
        | 1         | a number instead of a name             |
        | ["array"] | a list instead of a name               |

  Rule: Type headers come only with the column-name header

    @SQL-004 @SQL-005 @decided
    Scenario Outline: <flags> without header is refused with 400 (<format>)
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 'a' AS \"s\", 1 AS \"n\"", "resultFormat": "<format>", <header>, <flags> }
        """
      Then the SQL request is refused with status 400 and a message containing "without 'header'"

      Examples:
        | format | header          | flags                                            |
        | array  | "header": false | "typesHeader": true, "sqlTypesHeader": true      |
        | object | "context": {}   | "typesHeader": true                              |
        | csv    | "header": false | "sqlTypesHeader": true                           |

    @SQL-004 @SQL-005
    Scenario: With header, typesHeader and sqlTypesHeader add their rows after the names
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT 'a' AS \"s\", 1 AS \"n\"",
          "resultFormat": "array", "header": true, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response body is:
        """json
        [["s", "n"], ["STRING", "LONG"], ["CHAR", "INTEGER"], ["a", 1]]
        """

  Rule: parameters bind values to the question marks, in order

    @SQL-006
    Scenario: Each parameter takes the place of one question mark, in order
      Given the SQL parameters are:
        """json
        [{ "type": "VARCHAR", "value": "x" }, { "type": "BIGINT", "value": 41 }]
        """
      When I run the SQL query:
        """sql
        SELECT ? AS "first", ? + 1 AS "second"
        """
      Then the SQL result is:
        | first | second |
        | x     |     42 |

    @SQL-006
    Scenario: A parameter filters the rows of a datasource
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  | added:long |
        | Alpha |         36 |
        | Beta  |         17 |
        | Gamma |          5 |
      And the SQL parameters are:
        """json
        [{ "type": "BIGINT", "value": 10 }, { "type": "VARCHAR", "value": "Alpha" }]
        """
      When I run the SQL query:
        """sql
        SELECT "page", "added" FROM "${shared}" WHERE "added" > ? AND "page" <> ?
        """
      Then the SQL result is:
        | page | added |
        | Beta |    17 |
