@sql
Feature: SQL request object
  Spec: "Resources and their fields > SQL request object" and "Endpoints > Synchronous SQL".
  POST /analytics/v2/sql takes a JSON object whose only required field is `query`, the SQL text.
  The optional fields are `resultFormat`, `header`, `typesHeader`, `sqlTypesHeader`, `context` and
  `parameters`; a parameter is `{type, value}` and takes the place of one `?`, in order.

  Decided where the spec is silent (tagged @decided), following the real system:
  - Without `resultFormat` the result is in the `object` format. The spec names `object` as the
    default only for statements results; the synchronous endpoint has the same default in the real
    system.
  - A request without a usable `query`, and a `resultFormat` outside the five names, are bad
    queries: 400 with the synchronous SQL error body.
  - `typesHeader` and `sqlTypesHeader` without `header` are not an error: they add nothing, since
    the spec says they require `header` = true.

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

    @SQL-002 @SQL-009 @decided
    Scenario Outline: A request without a usable query is a 400 with the SQL error body: <why>
      When I POST "/analytics/v2/sql" with:
        """json
        <body>
        """
      Then the response is a SQL error with status 400

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

    @SQL-003 @SQL-009 @decided
    Scenario Outline: resultFormat <format> is a 400 with the SQL error body: <why>
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 1 AS \"one\"", "resultFormat": <format> }
        """
      Then the response is a SQL error with status 400

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
    Scenario: Without header, typesHeader and sqlTypesHeader add no rows to an array result
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT 'a' AS \"s\", 1 AS \"n\"",
          "resultFormat": "array", "header": false, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response body is:
        """json
        [["a", 1]]
        """

    @SQL-004 @SQL-005 @decided
    Scenario: With header omitted, typesHeader and sqlTypesHeader add no header object to an object result
      When I POST "/analytics/v2/sql" with:
        """json
        { "query": "SELECT 'a' AS \"s\", 1 AS \"n\"", "resultFormat": "object", "typesHeader": true, "sqlTypesHeader": true }
        """
      Then the response status is 200
      And the response body is:
        """json
        [{ "s": "a", "n": 1 }]
        """

    @SQL-004 @SQL-005 @decided
    Scenario: Without header, typesHeader and sqlTypesHeader add no lines to a csv result
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT 'a' AS \"s\", 1 AS \"n\"",
          "resultFormat": "csv", "header": false, "typesHeader": true, "sqlTypesHeader": true
        }
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        a,1
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
      Given datasource "${unique}" has been ingested with rows:
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
        SELECT "page", "added" FROM "${unique}" WHERE "added" > ? AND "page" <> ?
        """
      Then the SQL result is:
        | page | added |
        | Beta |    17 |
