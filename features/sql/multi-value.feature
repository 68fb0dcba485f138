@sql
Feature: SQL multi-value strings
  Spec: "Endpoints > Synchronous SQL" (a valid query answers 200 with its results). The spec states nothing about
  multi-value strings, so every expectation here is what real Druid answers. Values are built from stored text with
  STRING_TO_MV, so they come from data on any target (features/README.md, SQL results).

  Decisions (tagged @decided), from docs/facts/sql.md §sql.20 and §sql.23 (Druid 33.0.0 live, Druid 27.0.0 live on a
  stored multi-value column, Druid 36.0.0/37.0.0 recorded, xo/dbimp docs/DRUID.md "Types"):
  - A multi-value string has the SQL type VARCHAR and the runtime type STRING. One value is shown as that string,
    more as the JSON text of the list, whatever `sqlStringifyArrays` says.
  - GROUP BY a multi-value string gives one group per value; a row counts in the group of each of its values.
  - A comparison holds when any value satisfies it.
  - Not checked: a string function applies to each value of a stored multi-value column (27.0.0), but on a value
    built by an expression Druid 33 applies it to the text `[a, b]` (§sql.23).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | tags  | n:long |
      | x,y   |      1 |
      | y     |      2 |

  @SQL-010 @SQL-030 @SQL-031 @decided
  Rule: A multi-value string is a VARCHAR shown as its value or the JSON text of its values

    Scenario: One value is a string, two are the JSON text of a list, even with sqlStringifyArrays false
      Given the SQL context contains:
        """json
        { "sqlStringifyArrays": false }
        """
      When I run the SQL query:
        """sql
        SELECT n, STRING_TO_MV(tags, ',') AS mv FROM "${shared}"
        """
      Then the SQL result, in any order, is:
        | n | mv                |
        | 1 | "[\"x\",\"y\"]"   |
        | 2 | y                 |
      And the SQL column types are:
        | column | type   | sqlType |
        | mv     | STRING | VARCHAR |

  @SQL-010 @decided
  Rule: MV functions read and build multi-value strings

    Scenario: Length, offsets, containment and text
      When I run the SQL query:
        """sql
        SELECT n, MV_LENGTH(STRING_TO_MV(tags, ',')) AS len, MV_OFFSET(STRING_TO_MV(tags, ','), 0) AS head_value,
          MV_ORDINAL(STRING_TO_MV(tags, ','), 2) AS next_value, MV_CONTAINS(STRING_TO_MV(tags, ','), 'x') AS has_x,
          MV_OFFSET_OF(STRING_TO_MV(tags, ','), 'y') AS y_at, MV_TO_STRING(STRING_TO_MV(tags, ','), '|') AS joined
        FROM "${shared}"
        """
      Then the SQL result, in any order, is:
        | n | len | head_value | next_value | has_x | y_at | joined |
        | 1 |   2 | x           | y            | true  |    1 | x\|y   |
        | 2 |   1 | y           | null         | false |    0 | y      |

    Scenario: Filtering and appending
      When I run the SQL query:
        """sql
        SELECT MV_FILTER_ONLY(STRING_TO_MV(tags, ','), ARRAY['y']) AS only_y,
          MV_FILTER_NONE(STRING_TO_MV(tags, ','), ARRAY['y']) AS no_y, MV_APPEND(STRING_TO_MV(tags, ','), 'z') AS appended
        FROM "${shared}" WHERE n = 1
        """
      Then the SQL result is:
        | only_y | no_y | appended                  |
        | y      | x    | "[\"x\",\"y\",\"z\"]"     |

    # Druid 27 takes only a column in ARRAY_TO_MV and refuses a constant with 500 (live, docs/facts/sql.md §sql.71).
    Scenario: ARRAY_TO_MV converts a constant array, or is refused as Druid 27 does
      When I run the SQL query:
        """sql
        SELECT ARRAY_TO_MV(ARRAY['p', 'q']) AS from_array FROM "${shared}" WHERE n = 1
        """
      Then the SQL result is the following, or the query is refused with status 500:
        | from_array        |
        | "[\"p\",\"q\"]"   |

  @SQL-010 @decided
  Rule: Grouping, functions and filters apply to each value

    Scenario: GROUP BY a multi-value string gives one group per value
      When I run the SQL query:
        """sql
        SELECT STRING_TO_MV(tags, ',') AS tag, COUNT(*) AS rows_with_tag, SUM(n) AS total
        FROM "${shared}" GROUP BY 1 ORDER BY 1
        """
      Then the SQL result is:
        | tag | rows_with_tag | total |
        | x   |             1 |     1 |
        | y   |             2 |     3 |

    Scenario: A comparison holds when any value matches
      When I run the SQL query:
        """sql
        SELECT n FROM "${shared}" WHERE STRING_TO_MV(tags, ',') = 'x'
        """
      Then the SQL result is:
        | n |
        | 1 |
