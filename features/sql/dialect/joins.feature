@sql
Feature: SQL dialect: joins
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query). The spec names Druid SQL as the
  dialect and states none of its semantics, so every expectation here is what Druid SQL answers. Each scenario joins
  two shared datasources: edits in "${shared}" and a channel-to-language table in "${shared.b}".

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - INNER JOIN and LEFT JOIN are supported on an equality between an expression of each side; the right side may be
    a datasource or a subquery.
  - A LEFT JOIN keeps every left row, an unmatched one with NULL for every right column; unmatched right rows appear
    in neither join. A left row matching several right rows appears once per match.
  - A datasource may be named with its schema, `druid`.
  - Rows of a join without aggregation come in no particular order: they are compared in any order.

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | channel | page   | added:long |
      | 2015-09-12T00:00:00.000Z | #en     | Apple  |         10 |
      | 2015-09-12T01:00:00.000Z | #fr     | Banana |         20 |
      | 2015-09-12T02:00:00.000Z | #de     | Cherry |         30 |
      | 2015-09-12T03:00:00.000Z | #en     | Date   |         40 |
    And the shared datasource "${shared.b}" has been loaded with rows:
      | channel | lang    |
      | #en     | English |
      | #fr     | French  |
      | #es     | Spanish |

  @SQL-010
  Rule: INNER JOIN keeps the pairs of rows whose condition holds

    Scenario: An inner join drops the rows without a match on either side
      When I run the SQL query:
        """sql
        SELECT e.page AS page, l.lang AS lang
        FROM "${shared}" e INNER JOIN "${shared.b}" l ON e.channel = l.channel
        """
      Then the SQL result, in any order, is:
        | page   | lang    |
        | Apple  | English |
        | Banana | French  |
        | Date   | English |

    Scenario: Joined rows can be grouped and ordered
      When I run the SQL query:
        """sql
        SELECT l.lang AS lang, SUM(e.added) AS total
        FROM druid."${shared}" e JOIN druid."${shared.b}" l ON e.channel = l.channel
        GROUP BY l.lang ORDER BY l.lang
        """
      Then the SQL result is:
        | lang    | total |
        | English |    50 |
        | French  |    20 |

    Scenario: A datasource can be joined with a subquery
      When I run the SQL query:
        """sql
        SELECT e.page AS page, t.total AS channel_total
        FROM "${shared}" e
        INNER JOIN (SELECT channel, SUM(added) AS total FROM "${shared}" GROUP BY channel) t ON e.channel = t.channel
        """
      Then the SQL result, in any order, is:
        | page   | channel_total |
        | Apple  |            50 |
        | Banana |            20 |
        | Cherry |            30 |
        | Date   |            50 |

    Scenario: A left row matching two right rows appears twice
      Given the shared datasource "${shared.c}" has been loaded with rows:
        | channel | lang    |
        | #en     | English |
        | #en     | Anglais |
      When I run the SQL query:
        """sql
        SELECT e.page AS page, l.lang AS lang
        FROM "${shared}" e INNER JOIN "${shared.c}" l ON e.channel = l.channel
        """
      Then the SQL result, in any order, is:
        | page  | lang    |
        | Apple | English |
        | Apple | Anglais |
        | Date  | English |
        | Date  | Anglais |

  @SQL-010
  Rule: LEFT JOIN keeps every left row and fills unmatched ones with NULL

    Scenario: An unmatched left row gets NULL for the right columns
      When I run the SQL query:
        """sql
        SELECT e.page AS page, l.lang AS lang, l.channel AS matched_channel
        FROM "${shared}" e LEFT JOIN "${shared.b}" l ON e.channel = l.channel
        """
      Then the SQL result, in any order, is:
        | page   | lang    | matched_channel |
        | Apple  | English | #en             |
        | Banana | French  | #fr             |
        | Cherry | null    | null            |
        | Date   | English | #en             |

    Scenario: Unmatched left rows group under NULL
      When I run the SQL query:
        """sql
        SELECT l.lang AS lang, COUNT(*) AS edits
        FROM "${shared}" e LEFT JOIN "${shared.b}" l ON e.channel = l.channel
        GROUP BY l.lang ORDER BY l.lang
        """
      Then the SQL result is:
        | lang    | edits |
        | null    |     1 |
        | English |     2 |
        | French  |     1 |

    Scenario: A datasource can be left-joined with a filtered subquery
      When I run the SQL query:
        """sql
        SELECT e.page AS page, l.lang AS lang
        FROM "${shared}" e
        LEFT JOIN (SELECT channel, lang FROM "${shared.b}" WHERE lang <> 'French') l ON e.channel = l.channel
        """
      Then the SQL result, in any order, is:
        | page   | lang    |
        | Apple  | English |
        | Banana | null    |
        | Cherry | null    |
        | Date   | English |
