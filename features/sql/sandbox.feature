@sql @hardening
Feature: The SQL of the service cannot reach the engine behind it
  Beyond the spec (tagged @hardening, a generic security check): a query may use the functions and statements of
  the service's SQL dialect only. The table functions, scalar functions and statements of an engine a server may run
  underneath (file readers such as `read_text` and `read_parquet`, `glob`, `COPY … TO`, `SET`, `ATTACH`, `INSTALL`)
  are bad queries like any unknown function or statement: a 400, whatever they name. Nothing here reads or writes a
  file, even on a server that would run them: the paths do not exist or are refused first. An error answer never
  shows where the server keeps its files.

  Decisions:
  - Druid answers these as unknown functions or parse errors, in its unified error body, so the kit checks the
    status and the `errorMessage` both bodies have (docs/facts/sql.md §sql.1, Druid 33.0.0 live).

  Rule: An engine's table function is not a table of the service

    @SQL-011 @SQL-009 @phase:validate
    Scenario Outline: <why> is refused with 400
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400

      Examples:
        | query                                                                              | why                                        |
        | SELECT * FROM TABLE(read_text('/etc/passwd'))                                      | A text file reader in FROM                 |
        | SELECT * FROM TABLE(read_parquet('/var/analytics/segments/${unique}/seg.parquet')) | A Parquet reader of segment files in FROM  |
        | SELECT * FROM TABLE(read_csv('/etc/hostname'))                                     | A CSV reader in FROM                       |
        | SELECT * FROM TABLE(glob('/*'))                                                    | A file listing in FROM                     |
        | SELECT read_text('/etc/passwd') AS "content"                                       | A file reader called as a function         |
        | SELECT current_setting('memory_limit') AS "setting"                                | An engine setting read by a function       |

  Rule: An engine's statements are not statements of the service

    @SQL-011 @SQL-009 @phase:parse
    Scenario Outline: <why> is refused with 400
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400

      Examples:
        | query                                                           | why                                          |
        | SELECT * FROM read_text('/etc/passwd')                          | A file reader in FROM without TABLE(…)       |
        | COPY (SELECT 1 AS "x") TO '/tmp/${unique}.csv'                  | A COPY writing a file                        |
        | SELECT 1 AS "x"; COPY (SELECT 1 AS "x") TO '/tmp/${unique}.csv' | A COPY after a query in the same text        |
        | SET GLOBAL memory_limit = '1MB'                                 | A SET changing an engine setting             |
        | ATTACH '/tmp/${unique}.db'                                      | An ATTACH of another database file           |
        | INSTALL httpfs                                                  | An INSTALL of an engine extension            |

  Rule: An error answer does not show the server's files

    @SQL-011 @SQL-009 @phase:execute
    Scenario Outline: The error of <why> names no server path
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I run the SQL query:
        """sql
        <query>
        """
      Then the SQL request is refused with status 400
      And the response body does not contain the text "/tmp/"
      And the response body does not contain the text "/var/"
      And the response body does not contain the text "/home/"
      And the response body does not contain the text "deep-storage"
      And the response body does not contain the text ".parquet"

      Examples:
        | query                                                           | why                                    |
        | SELECT * FROM "${unique}_missing"                               | a datasource that does not exist       |
        | SELECT * FROM "${shared}" WHERE "no_such_column" = 'x'          | a column the datasource does not have  |
        | SELECT * FROM TABLE(read_parquet('/tmp/${unique}/seg.parquet')) | an engine's reader of a path           |
