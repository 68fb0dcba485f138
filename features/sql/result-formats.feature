@sql
Feature: SQL result formats
  Spec: "Endpoints > Synchronous SQL" rule 3 and "Conventions" (timestamps are ISO 8601 in UTC): POST
  /analytics/v2/sql answers 200 with the rows in the format `resultFormat` names: `object` and `array` are JSON
  (application/json); `objectLines` and `arrayLines` one JSON value per line (text/plain); `csv` comma-separated
  values (text/csv). The line formats end with a trailing blank line. Every scenario reads the same two rows: a
  timestamp, a string (with a comma and double quotes in the second) and a long. Bodies are compared as in
  features/README.md, SQL results.

  Decisions, from the real system:
  - CSV quotes a value only when it holds a comma, a double quote or a line break, and doubles the double quotes
    inside it (RFC 4180): `Beta, "B"` is written `"Beta, ""B"""` (tagged @decided; docs/facts/sql-dialect.md
    §sql-dialect.2, Druid 33.0.0 live).
  - Not decided: the content types are the spec's; Druid answers `application/json` for every format
    (docs/facts/sql.md §sql.6: profile entries).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | page      | added:long |
      | 2015-09-12T00:46:58.771Z | Alpha     |         36 |
      | 2015-09-12T01:02:03.004Z | Beta, "B" |        -17 |

  Rule: object is a JSON array with one JSON object per row, as application/json

    @SQL-010 @SQL-019 @SQL-020
    Scenario: object answers one JSON object per row, keyed by column name
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "object"
        }
        """
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is:
        """json
        [
          { "__time": "2015-09-12T00:46:58.771Z", "page": "Alpha", "added": 36 },
          { "__time": "2015-09-12T01:02:03.004Z", "page": "Beta, \"B\"", "added": -17 }
        ]
        """

  Rule: array is a JSON array with one JSON array per row, as application/json

    @SQL-010 @SQL-021 @SQL-022
    Scenario: array answers one JSON array per row, in column order
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "array"
        }
        """
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is:
        """json
        [
          ["2015-09-12T00:46:58.771Z", "Alpha", 36],
          ["2015-09-12T01:02:03.004Z", "Beta, \"B\"", -17]
        ]
        """

  Rule: objectLines is one JSON object per line, then a blank line, as text/plain

    @SQL-010 @SQL-023 @SQL-024
    Scenario: objectLines answers one JSON object per line and a trailing blank line
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "objectLines"
        }
        """
      Then the response status is 200
      And the response content type is "text/plain"
      And the response body is these JSON lines, then a blank line:
        """
        {"__time":"2015-09-12T00:46:58.771Z","page":"Alpha","added":36}
        {"__time":"2015-09-12T01:02:03.004Z","page":"Beta, \"B\"","added":-17}
        """

  Rule: arrayLines is one JSON array per line, then a blank line, as text/plain

    @SQL-010 @SQL-025 @SQL-026
    Scenario: arrayLines answers one JSON array per line and a trailing blank line
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, page, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "arrayLines"
        }
        """
      Then the response status is 200
      And the response content type is "text/plain"
      And the response body is these JSON lines, then a blank line:
        """
        ["2015-09-12T00:46:58.771Z","Alpha",36]
        ["2015-09-12T01:02:03.004Z","Beta, \"B\"",-17]
        """

  Rule: csv is one line of comma-separated values per row, then a blank line, as text/csv

    @SQL-010 @SQL-027 @SQL-028
    Scenario: csv answers one line of values per row and a trailing blank line
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT __time, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "csv"
        }
        """
      Then the response status is 200
      And the response content type is "text/csv"
      And the response body is these lines, then a blank line:
        """
        2015-09-12T00:46:58.771Z,36
        2015-09-12T01:02:03.004Z,-17
        """

    @SQL-027 @decided
    Scenario: csv quotes a value that holds a comma or a double quote, and doubles its double quotes
      When I POST "/analytics/v2/sql" with:
        """json
        {
          "query": "SELECT page, added FROM \"${shared}\" ORDER BY __time",
          "resultFormat": "csv"
        }
        """
      Then the response status is 200
      And the response body is these lines, then a blank line:
        """
        Alpha,36
        "Beta, ""B""",-17
        """
