@sql
Feature: Statement lists: SET before the query, one statement per request, and sqlOuterLimit
  Spec: "SQL request object" (`context` holds query context parameters) and "Endpoints > Synchronous SQL" (400 for a
  bad query). The spec does not say that the query text may set context parameters, nor how many statements a
  request may hold, nor name `sqlOuterLimit`.

  Decisions (tagged @decided), from the real system (docs/facts/sql.md §sql.32, §sql.33, §sql.36):
  - `SET key = value;` before the query sets a context parameter for it, over the request's `context` (Druid 36/37
    recorded). Druid 33 and 27 have no SET: those scenarios need the capability `set-statements`, probed with one SET.
  - A request holds one statement to run: two are a 400 on every release (§sql.33).
  - `context.sqlOuterLimit` cuts the result at that many rows, after the query's own LIMIT (Druid 33.0.0 live;
    36/37 recorded).

  Rule: SET statements before the query set its context

    @SQL-001 @SQL-010 @decided @needs:set-statements
    Scenario: SET sqlTimeZone makes the query run in that zone
      When I run the SQL query:
        """sql
        SET sqlTimeZone = 'America/Los_Angeles';
        SELECT TIME_FORMAT(MILLIS_TO_TIMESTAMP(0), 'yyyy-MM-dd HH:mm') AS "t"
        """
      Then the SQL result is:
        | t                |
        | 1969-12-31 16:00 |

    @SQL-001 @SQL-010 @decided @needs:set-statements
    Scenario: A SET wins over the same key in the request's context
      Given the SQL context contains:
        """json
        { "sqlTimeZone": "Asia/Tokyo" }
        """
      When I run the SQL query:
        """sql
        SET sqlTimeZone = 'America/Los_Angeles';
        SELECT TIME_FORMAT(MILLIS_TO_TIMESTAMP(0), 'yyyy-MM-dd HH:mm') AS "t"
        """
      Then the SQL result is:
        | t                |
        | 1969-12-31 16:00 |

    @SQL-001 @SQL-010 @decided @needs:set-statements
    Scenario: Several SETs each set their key
      When I run the SQL query:
        """sql
        SET sqlTimeZone = 'Asia/Tokyo';
        SET sqlOuterLimit = 2;
        SELECT TIME_FORMAT(MILLIS_TO_TIMESTAMP(0), 'HH:mm') AS "t", "x" FROM (VALUES (1), (2), (3)) AS v("x")
        """
      Then the SQL result has 2 rows

  Rule: A request holds one statement to run

    @SQL-011 @phase:parse @decided
    Scenario: Two queries in one request are a 400
      When I run the SQL query:
        """sql
        SELECT 1 AS "a"; SELECT 2 AS "b"
        """
      Then the SQL request is refused with status 400

    @SQL-011 @decided @needs:set-statements
    Scenario Outline: <why> is a 400 whose message names the problem
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400 and a message containing "<message>"

      Examples:
        | query                                    | message                                       | why                               |
        | SET sqlTimeZone = 'UTC'                  | missing a non-SET statement                   | A SET without a query             |
        | SELECT 1 AS "a"; SET sqlTimeZone = 'UTC' | Only SET statements can appear before         | A SET after the query             |
        | SET sqlOuterLimit = 1 + 1; SELECT 1      | must be a literal                             | A SET of an expression            |

  Rule: sqlOuterLimit in the context cuts the result at that many rows

    @SQL-001 @SQL-010 @decided
    Scenario Outline: sqlOuterLimit <limit> answers <rows> of the three rows
      Given the SQL context contains:
        """json
        { "sqlOuterLimit": <limit> }
        """
      When I run the SQL query:
        """sql
        SELECT "x" FROM (VALUES (1), (2), (3)) AS v("x")
        """
      Then the SQL result has <rows> rows

      Examples:
        | limit | rows |
        | 2     | 2    |
        | 0     | 0    |
        | 10    | 3    |
        | "2"   | 2    |
        | null  | 3    |

    @SQL-001 @SQL-010 @decided
    Scenario: The query's own smaller LIMIT still holds under sqlOuterLimit
      Given the SQL context contains:
        """json
        { "sqlOuterLimit": 2 }
        """
      When I run the SQL query:
        """sql
        SELECT "x" FROM (VALUES (1), (2), (3)) AS v("x") LIMIT 1
        """
      Then the SQL result has 1 row
