@sql
Feature: SQL dialect: dynamic parameters
  Spec: "SQL request object" (`parameters` is an array of objects, each with `type`, a SQL type name such as VARCHAR,
  and `value`) and "Endpoints > Synchronous SQL" (a bad query answers 400). Every expectation here is what Druid SQL
  answers.

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - Each `?` is bound, in order, to the element of `parameters` at its position, as a literal of the given type; a
    `?` inside a string literal is text. A parameter may stand wherever a literal may, LIMIT included.
  - A TIMESTAMP parameter may be text in SQL format, `2015-09-12 01:00:00`, read in the query time zone.
  - A parameter whose type does not fit its use is not an error: a VARCHAR compared with a number column matches
    nothing. A null `value` binds a NULL of the given type.

  Decisions (tagged @decided): a query with fewer parameters than `?` answers 400 with a message mentioning
  "parameter", and nothing more of the wording; Druid 33 answers it with its unified error body, so these scenarios
  check the status and `errorMessage` only (docs/facts/sql.md §sql.1, §sql.2, Druid 33.0.0 live).

  Background:
    Given the shared datasource "${shared}" has been loaded with rows:
      | __time                   | channel | page   | added:long | delta:double |
      | 2015-09-12T00:00:00.000Z | #en     | Apple  |         10 |          1.5 |
      | 2015-09-12T01:00:00.000Z | #en     | Banana |         25 |         -3.0 |
      | 2015-09-12T02:00:00.000Z | #fr     | Cherry |          3 |          0.5 |

  @SQL-006 @SQL-010
  Rule: Each ? is bound to the parameter at the same position

    Scenario Outline: A <type> parameter is bound as a literal of that type: <why>
      Given the SQL parameters are:
        """json
        [ { "type": "<type>", "value": <value> } ]
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE <condition>
        """
      Then the SQL result is:
        | n   |
        | <n> |

      Examples:
        | type      | value                 | condition       | n | why                             |
        | VARCHAR   | "#en"                 | channel = ?     | 2 | a string                        |
        | BIGINT    | 5                     | added > ?       | 2 | an integer                      |
        | DOUBLE    | 0.0                   | delta < ?       | 1 | a floating-point number         |
        | TIMESTAMP | "2015-09-12 01:00:00" | __time >= ?     | 2 | a timestamp given in SQL format |
        | BOOLEAN   | true                  | (added > 5) = ? | 2 | a boolean                       |
        | VARCHAR   | "A%"                  | page LIKE ?     | 1 | a LIKE pattern                  |

    Scenario: Several parameters are bound in the order of the ? marks
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": "#en" }, { "type": "BIGINT", "value": 20 } ]
        """
      When I run the SQL query:
        """sql
        SELECT page FROM "${shared}" WHERE channel = ? AND added > ?
        """
      Then the SQL result is:
        | page   |
        | Banana |

    Scenario: Parameters fill an IN list
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": "Apple" }, { "type": "VARCHAR", "value": "Cherry" } ]
        """
      When I run the SQL query:
        """sql
        SELECT SUM(added) AS total FROM "${shared}" WHERE page IN (?, ?)
        """
      Then the SQL result is:
        | total |
        |    13 |

    Scenario: A parameter may be used in the SELECT list
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": "abc" }, { "type": "BIGINT", "value": 2 } ]
        """
      When I run the SQL query:
        """sql
        SELECT UPPER(?) AS up, COUNT(*) * ? AS doubled FROM "${shared}"
        """
      Then the SQL result is:
        | up  | doubled |
        | ABC |       6 |

    Scenario: A parameter may give the LIMIT
      Given the SQL parameters are:
        """json
        [ { "type": "INTEGER", "value": 2 } ]
        """
      When I run the SQL query:
        """sql
        SELECT page FROM "${shared}" LIMIT ?
        """
      Then the SQL result has 2 rows

    Scenario: A question mark inside a string literal is not a parameter
      When I run the SQL query:
        """sql
        SELECT 'why?' AS q FROM "${shared}" WHERE page = 'Apple'
        """
      Then the SQL result is:
        | q    |
        | why? |

    Scenario: A null parameter value binds a NULL
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": null } ]
        """
      When I run the SQL query:
        """sql
        SELECT COALESCE(?, 'fallback') AS v FROM "${shared}" WHERE page = 'Apple'
        """
      Then the SQL result is:
        | v        |
        | fallback |

    Scenario: A VARCHAR parameter compared with a number column matches nothing
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": "many" } ]
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE added > 0 AND delta = ?
        """
      Then the SQL result is:
        | n |
        | 0 |

  @SQL-006 @SQL-011
  Rule: A query with more ? marks than parameters is a bad query

    @phase:validate @decided
    Scenario: A missing parameter answers 400
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE added > ?
        """
      Then the SQL request is refused with status 400 and a message containing "parameter"

    @phase:validate @decided
    Scenario: A parameter missing at the end answers 400
      Given the SQL parameters are:
        """json
        [ { "type": "VARCHAR", "value": "#en" } ]
        """
      When I run the SQL query:
        """sql
        SELECT COUNT(*) AS n FROM "${shared}" WHERE channel = ? AND added > ?
        """
      Then the SQL request is refused with status 400 and a message containing "parameter"
