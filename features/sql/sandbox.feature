@sql @hardening
Feature: The SQL of the service cannot reach the engine behind it
  Beyond the spec (tagged @hardening, a generic security check): a query may use the functions and
  statements of the service's SQL dialect only. The table functions, scalar functions and statements of
  an execution engine a server may run underneath (file readers such as `read_text` and `read_parquet`,
  `glob`, `COPY … TO`, `SET`, `ATTACH`, `INSTALL`) are bad queries like any unknown function or
  statement: 400 with the synchronous SQL error body (spec "Errors" 1), whatever they name. The real
  system answers them as unknown functions or parse errors; the kit checks only the status and the
  error body, which both share. Nothing here reads or writes a file, even on a server that would
  run them: the paths do not exist or are refused first.

  Rule: An engine's table function is not a table of the service

    @SQL-011 @SQL-009 @phase:validate
    Scenario Outline: <why> is a 400 with the SQL error body
      When I run the SQL query:
        """sql
        <query>
        """
      Then the response is a SQL error with status 400

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
    Scenario Outline: <why> is a 400 with the SQL error body
      When I run the SQL query:
        """sql
        <query>
        """
      Then the response is a SQL error with status 400

      Examples:
        | query                                                           | why                                          |
        | SELECT * FROM read_text('/etc/passwd')                          | A file reader in FROM without TABLE(…)       |
        | COPY (SELECT 1 AS "x") TO '/tmp/${unique}.csv'                  | A COPY writing a file                        |
        | SELECT 1 AS "x"; COPY (SELECT 1 AS "x") TO '/tmp/${unique}.csv' | A COPY after a query in the same text        |
        | SET GLOBAL memory_limit = '1MB'                                 | A SET changing an engine setting             |
        | ATTACH '/tmp/${unique}.db'                                      | An ATTACH of another database file           |
        | INSTALL httpfs                                                  | An INSTALL of an engine extension            |
