@sql
Feature: SQL arrays
  Spec: "Endpoints > Synchronous SQL" (a valid query answers 200 with its results) and its rules 4 to 6 (the type
  headers). The spec states nothing about arrays, so every expectation here is what real Druid answers. Values come
  from a stored row (features/README.md, SQL results).

  Decisions (tagged @decided), from docs/facts/sql.md §sql.20 and §sql.22 (Druid 33.0.0 live; Druid 36.0.0/37.0.0
  recorded, xo/dbimp docs/DRUID.md "Types"):
  - `ARRAY[…]` builds an array of runtime type `ARRAY<LONG>`, `ARRAY<DOUBLE>` or `ARRAY<STRING>`, SQL type `ARRAY`.
    By default (`sqlStringifyArrays` true) a result shows it as its JSON text, doubles as Java writes them (`2.0`);
    with `sqlStringifyArrays` false as a JSON array. `ARRAY[]` is refused with `Require at least 1 argument`.
  - Offsets count from 0, ordinals from 1; a position outside the array, or a value it does not hold, gives NULL.
    ARRAY_TO_STRING writes a NULL element as `null`.
  - A function given an argument of a type it does not take (a string offset, arrays of strings and numbers
    together) refuses the query with 400 and `Cannot apply '<function>' …`.

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | page  | n:long |
      | Alpha |      1 |

  @SQL-010 @SQL-030 @SQL-031 @decided
  Rule: An array is reported as ARRAY, and shown as its JSON text unless sqlStringifyArrays is false

    Scenario: Arrays of numbers and strings show their JSON text and their element types
      When I run the SQL query:
        """sql
        SELECT ARRAY[n, 2, 3] AS longs, ARRAY[page, NULL] AS strings, ARRAY[n + 0.5, 2.0] AS doubles FROM "${shared}"
        """
      Then the SQL result is:
        | longs     | strings            | doubles     |
        | "[1,2,3]" | "[\"Alpha\",null]" | "[1.5,2.0]" |
      And the SQL column types are:
        | column  | type          | sqlType |
        | longs   | ARRAY<LONG>   | ARRAY   |
        | strings | ARRAY<STRING> | ARRAY   |
        | doubles | ARRAY<DOUBLE> | ARRAY   |

    Scenario: With sqlStringifyArrays false an array is a JSON array
      Given the SQL context contains:
        """json
        { "sqlStringifyArrays": false }
        """
      When I run the SQL query:
        """sql
        SELECT ARRAY[n, 2, 3] AS longs, ARRAY[page, 'b'] AS strings FROM "${shared}"
        """
      Then the SQL result is:
        | longs   | strings         |
        | [1,2,3] | ["Alpha","b"]   |

  @SQL-010 @decided
  Rule: Array functions read, search and build arrays

    Scenario: Length, offsets, ordinals and positions
      When I run the SQL query:
        """sql
        SELECT ARRAY_LENGTH(ARRAY[n, 2, 3]) AS len, ARRAY_OFFSET(ARRAY[n, 2, 3], 1) AS at_offset,
          ARRAY_ORDINAL(ARRAY[n, 2, 3], 1) AS at_ordinal, ARRAY_OFFSET(ARRAY[n, 2, 3], 5) AS outside,
          ARRAY_OFFSET_OF(ARRAY[n, 2, 3], 2) AS offset_of, ARRAY_ORDINAL_OF(ARRAY[n, 2, 3], 2) AS ordinal_of,
          ARRAY_OFFSET_OF(ARRAY[n, 2, 3], 9) AS missing
        FROM "${shared}"
        """
      Then the SQL result is:
        | len | at_offset | at_ordinal | outside | offset_of | ordinal_of | missing |
        |   3 |         2 |          1 | null    |         1 |          2 | null    |

    Scenario: Containment and overlap
      When I run the SQL query:
        """sql
        SELECT ARRAY_CONTAINS(ARRAY[n, 2, 3], 2) AS has_value, ARRAY_CONTAINS(ARRAY[n, 2, 3], ARRAY[2, 3]) AS has_all,
          ARRAY_CONTAINS(ARRAY[n, 2, 3], ARRAY[2, 4]) AS lacks_one, ARRAY_OVERLAP(ARRAY[n, 2], ARRAY[2, 4]) AS shares,
          ARRAY_OVERLAP(ARRAY[n, 2], ARRAY[3, 4]) AS disjoint
        FROM "${shared}"
        """
      Then the SQL result is:
        | has_value | has_all | lacks_one | shares | disjoint |
        | true      | true    | false     | true   | false    |

    Scenario: Appending, prepending, concatenating and slicing
      When I run the SQL query:
        """sql
        SELECT ARRAY_APPEND(ARRAY[n, 2], 3) AS appended, ARRAY_PREPEND(0, ARRAY[n, 2]) AS prepended,
          ARRAY_CONCAT(ARRAY[n, 2], ARRAY[3]) AS joined, ARRAY_SLICE(ARRAY[n, 2, 3, 4], 1, 3) AS middle,
          ARRAY_SLICE(ARRAY[n, 2, 3, 4], 2) AS tail
        FROM "${shared}"
        """
      Then the SQL result is:
        | appended  | prepended | joined    | middle  | tail    |
        | "[1,2,3]" | "[0,1,2]" | "[1,2,3]" | "[2,3]" | "[3,4]" |

    Scenario: Arrays to and from strings
      When I run the SQL query:
        """sql
        SELECT ARRAY_TO_STRING(ARRAY[page, NULL, 'b'], ',') AS joined, STRING_TO_ARRAY('a,b,c', ',') AS split
        FROM "${shared}"
        """
      Then the SQL result is:
        | joined        | split                   |
        | Alpha,null,b  | "[\"a\",\"b\",\"c\"]"   |

    Scenario: ARRAY_AGG gathers a column into an array
      When I run the SQL query:
        """sql
        SELECT ARRAY_AGG(page) AS pages FROM "${shared}"
        """
      Then the SQL result is:
        | pages         |
        | "[\"Alpha\"]" |
      And the SQL column types are:
        | column | type          | sqlType |
        | pages  | ARRAY<STRING> | ARRAY   |

  @SQL-011 @decided @phase:validate
  Rule: Array arguments of the wrong type or count are refused

    Scenario Outline: <call> is refused
      When I run the SQL query:
        """sql
        SELECT <call> FROM "${shared}"
        """
      Then the SQL request is refused with status 400 and a message containing "<message>"

      Examples:
        | call                                    | message                                             |
        | ARRAY_OFFSET(ARRAY[n, 2], 'x')          | Cannot apply 'ARRAY_OFFSET'                         |
        | ARRAY_LENGTH(ARRAY[n], 2)               | Invalid number of arguments to function 'ARRAY_LENGTH' |
        | ARRAY_LENGTH(ARRAY[])                   | Require at least 1 argument                         |
