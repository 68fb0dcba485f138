@sql
Feature: SQL dialect: string functions and LIKE
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query). The spec names Druid SQL as the
  dialect and states none of its semantics, so every expectation here is what Druid SQL answers. Functions run on
  stored values (features/README.md, SQL results).

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - Positions count from 1: SUBSTRING, STRPOS and POSITION; STRPOS and POSITION answer 0 when the text is not found.
    SUBSTRING takes `SUBSTRING(s, 2, 3)` and `SUBSTRING(s FROM 2 FOR 3)`.
  - Lengths count UTF-16 code units, so an accented letter counts once.
  - TRIM removes every leading or trailing character of the given set (a space when none is given).
  - REGEXP_LIKE matches anywhere unless the pattern is anchored with `^` or `$`.
  - LIKE is case-sensitive; `%` and `_` are wildcards unless preceded by the ESCAPE character.

  @SQL-010
  Rule: String functions transform text

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | page      | fenced |
        | Wikipedia | xyhiyx |

    Scenario: Case changes and concatenation
      When I run the SQL query:
        """sql
        SELECT LOWER(page) AS lower_case, UPPER(page) AS upper_case, CONCAT(page, '-', 'en') AS joined,
          page || '!' AS piped
        FROM "${shared}"
        """
      Then the SQL result is:
        | lower_case | upper_case | joined       | piped      |
        | wikipedia  | WIKIPEDIA  | Wikipedia-en | Wikipedia! |

    Scenario: CHAR_LENGTH counts characters, and the empty string has length 0
      When I run the SQL query:
        """sql
        SELECT CHAR_LENGTH(page) AS plain, CHAR_LENGTH('héllo') AS accented, CHAR_LENGTH('') AS empty_text
        FROM "${shared}"
        """
      Then the SQL result is:
        | plain | accented | empty_text |
        |     9 |        5 |          0 |

    Scenario: STRPOS and POSITION count from 1 and answer 0 when not found
      When I run the SQL query:
        """sql
        SELECT STRPOS(page, 'pedia') AS pedia_at, STRPOS(page, 'i') AS first_i, STRPOS(page, 'x') AS missing,
          POSITION('pedia' IN page) AS via_position
        FROM "${shared}"
        """
      Then the SQL result is:
        | pedia_at | first_i | missing | via_position |
        |        5 |       2 |       0 |            5 |

    Scenario: REPLACE, LPAD and REVERSE
      When I run the SQL query:
        """sql
        SELECT REPLACE(page, 'i', 'I') AS every_i, REPLACE(page, 'pedia', '') AS removed,
          LPAD(page, 12, '*') AS padded, REVERSE(page) AS reversed
        FROM "${shared}"
        """
      Then the SQL result is:
        | every_i   | removed | padded       | reversed  |
        | WIkIpedIa | Wiki    | ***Wikipedia | aidepikiW |

    Scenario Outline: <expression> is <result>: <why>
      When I run the SQL query:
        """sql
        SELECT <expression> AS v FROM "${shared}"
        """
      Then the SQL result is:
        | v        |
        | <result> |

      Examples: substrings
        | expression                   | result | why                                    |
        | SUBSTRING(page, 2, 3)        | iki    | the first character is at position 1   |
        | SUBSTRING(page, 5)           | pedia  | without a length, to the end           |
        | SUBSTRING(page FROM 2 FOR 3) | iki    | the standard syntax                    |
        | SUBSTRING(page, 8, 10)       | ia     | a length past the end stops at the end |

      Examples: trimming
        | expression                       | result | why                                 |
        | TRIM('  hi  ')                   | hi     | spaces by default, on both ends     |
        | TRIM(BOTH 'x' FROM 'xxhixx')     | hi     | every leading and trailing x        |
        | TRIM(LEADING 'x' FROM 'xxhixx')  | hixx   | the leading end only                |
        | TRIM(TRAILING 'x' FROM 'xxhixx') | xxhi   | the trailing end only               |
        | TRIM(BOTH 'xy' FROM fenced)      | hi     | the characters to remove form a set |

      Examples: regular expressions
        | expression                  | result | why                                  |
        | REGEXP_LIKE(page, '^W.*a$') | true   | an anchored pattern                  |
        | REGEXP_LIKE(page, 'ped')    | true   | a pattern may match anywhere         |
        | REGEXP_LIKE(page, '^ped')   | false  | an anchor forbids a match further on |

  @SQL-010
  Rule: LIKE matches % and _ literally only when they are escaped

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | label       |
        | 100%        |
        | 100 percent |
        | a_b         |
        | axb         |
        | it's        |

    Scenario: Unescaped % and _ are wildcards
      When I run the SQL query:
        """sql
        SELECT label FROM "${shared}" WHERE label LIKE '100%' OR label LIKE 'a_b'
        """
      Then the SQL result, in any order, is:
        | label       |
        | 100%        |
        | 100 percent |
        | a_b         |
        | axb         |

    Scenario Outline: Only <label> matches <condition>: <why>
      When I run the SQL query:
        """sql
        SELECT label FROM "${shared}" WHERE <condition>
        """
      Then the SQL result is:
        | label   |
        | <label> |

      Examples:
        | condition                     | label | why                                       |
        | label LIKE '100!%' ESCAPE '!' | 100%  | an escaped % matches a percent sign only  |
        | label LIKE '%!%' ESCAPE '!'   | 100%  | the only label ending in a percent sign   |
        | label LIKE 'a!_b' ESCAPE '!'  | a_b   | an escaped _ matches an underscore only   |
        | label LIKE '%''%'             | it's  | a doubled quote in a pattern is one quote |
        | label = 'it''s'               | it's  | a doubled quote in a literal is one quote |

    Scenario: REGEXP_LIKE filters rows
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE REGEXP_LIKE(label, '^[0-9]+')
        """
      Then the SQL result is:
        | n |
        | 2 |
