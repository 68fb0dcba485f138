@statements @needs:sql-ingestion
Feature: Results of a statement, page by page
  Spec: GET /analytics/v2/sql/statements/:queryId/results (statements endpoints, rules 4 to 6), "Statement status
  object" (pages) and "Synchronous SQL" rule 3 (formats): a completed SELECT's results come in the `resultFormat`
  (`object` by default, `array`, `objectLines`, `arrayLines`, `csv`); `page` selects one page by the `id` the status
  lists, without `page` every page comes in order. An ingestion's results are empty. A query in progress is a 400;
  an unknown, failed or canceled one a 404, with the statements error body. For more than 3000 rows
  `selectDestination` `durableStorage` is recommended. Bodies are compared as in features/README.md, SQL results;
  the 500 of a server fault is in results-lost.feature.

  Decisions (tagged @decided), from the real system (docs/facts/statements.md):
  - Results carry no header rows, and TIMESTAMP values are epoch milliseconds: they are the query's rows, not a
    rendering of them (§statements.6: documentation; Druid 36.0.0 recorded `[[1],…]` without a header; Druid 27.0.0
    live, §statements.10). These checks read the rows in whichever format the body came: whether the target honours
    `resultFormat` is the stated rule (STM-025) its own scenarios check, so a target that writes every result as
    object lines (Druid 27, a deviation its profile lists) is still checked for header rows and values.
  - Without `selectDestination` the rows go to the report of the statement's task, whose ID is the `queryId`
    (§statements.3, Druid 27.0.0 live).
  - With `durableStorage` (a target with durable storage), `rowsPerPage` bounds each page; without durable storage a
    result is one page whatever `rowsPerPage` says (§statements.6, Druid 36.0.0 recorded).
  - A `page` the result does not have (`Page number [1] is out of the range of results`), and a `resultFormat` that
    names no format, are refused with 400 and the statements error body (§statements.6, 36.0.0 recorded, 27.0.0 live;
    the unknown format as synchronous SQL refuses one, docs/facts/sql.md §sql.4). A target that ignores `resultFormat`
    altogether (Druid 27, §statements.10) cannot refuse one: it must then answer `xml` as it answers `array` and
    `csv`, byte for byte.
  - The Router read timeout (rule 5) bounds a response without `page`: one not finished within it ends early, never
    complete. A response with `page` is not held to it (the spec names the bound for results without `page`; a page
    is bounded by `rowsPerPage`). The scenario sets 1 millisecond and reads 10000 rows from three pages.
  - Not decided: failed and canceled results answer the spec's 404; Druid 27 answers 400 (§statements.5: a profile
    entry).

  Rule: The rows of a completed SELECT come in the format resultFormat names, object by default

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page      | added:long |
        | 2015-09-12T00:46:58.771Z | Alpha     |         36 |
        | 2015-09-12T01:02:03.004Z | Beta, "B" |        -17 |
      And the statement has succeeded:
        """sql
        SELECT "page", "added" FROM "${shared}" ORDER BY "__time"
        """

    @STM-023 @STM-018
    Scenario: Without resultFormat the results are JSON objects keyed by column name
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is:
        """json
        [
          { "page": "Alpha", "added": 36 },
          { "page": "Beta, \"B\"", "added": -17 }
        ]
        """

    @STM-025 @STM-023
    Scenario: object answers one JSON object per row
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=object"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is:
        """json
        [
          { "page": "Alpha", "added": 36 },
          { "page": "Beta, \"B\"", "added": -17 }
        ]
        """

    @STM-025
    Scenario: array answers a JSON array of JSON arrays
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is in resultFormat "array"

    @STM-025
    Scenario: objectLines answers one JSON object per line and a trailing blank line
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=objectLines"
      Then the response status is 200
      And the response content type is "text/plain"
      And the response body is these JSON lines, then a blank line:
        """
        { "page": "Alpha", "added": 36 }
        { "page": "Beta, \"B\"", "added": -17 }
        """

    @STM-025
    Scenario: arrayLines answers one JSON array per line and a trailing blank line
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=arrayLines"
      Then the response status is 200
      And the response content type is "text/plain"
      And the response body is in resultFormat "arrayLines"

    @STM-025
    Scenario: csv answers comma-separated lines and a trailing blank line
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=csv"
      Then the response status is 200
      And the response content type is "text/csv"
      And the response body is in resultFormat "csv"

    @STM-025 @STM-023 @decided
    Scenario Outline: The results asked for in <format> are the query's rows in order, without a header row
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=<format>"
      Then the response status is 200
      And the response body holds exactly these rows, in whichever result format it came:
        | page      | added |
        | Alpha     |    36 |
        | Beta, "B" |   -17 |

      Examples:
        | format     |
        | array      |
        | arrayLines |
        | csv        |

    @STM-024 @STM-012
    Scenario: The page the status lists first is fetched by its id
      When I GET page 1 of the pages the status of the statement lists, in resultFormat "array"
      Then the response status is 200
      And the response body is:
        """json
        [["Alpha", 36], ["Beta, \"B\"", -17]]
        """

    @STM-024 @STM-005 @decided
    Scenario: A page the result does not have is refused with 400
      When I GET "/analytics/v2/sql/statements/${statement}/results?page=1000"
      Then the response status is 400
      And the response body matches schema "statements/statement-error"

    @STM-025 @STM-005 @decided
    Scenario: A resultFormat that names no format is refused with 400 where resultFormat is honoured
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=xml"
      Then the response is a 400 with the statements error body, or the answer the target gives for every resultFormat

  Rule: TIMESTAMP values in results are epoch milliseconds

    @STM-023 @decided
    Scenario: A TIMESTAMP column comes as epoch milliseconds
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
      And the statement has succeeded:
        """sql
        SELECT "__time", "page" FROM "${shared}"
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response body holds exactly these rows, in whichever result format it came:
        | __time        | page  |
        | 1442018818771 | Alpha |

  Rule: Without selectDestination the rows are written to the task report

    @STM-002 @decided
    Scenario: The statement runs as a query task whose report holds the rows
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-12T01:02:03.004Z | Beta  |
      And the statement has succeeded:
        """sql
        SELECT "page" FROM "${shared}" ORDER BY "__time"
        """
      When I GET "/analytics/indexer/v1/task/${statement}/reports"
      Then the response status is 200
      And the task report contains:
        """json
        { "multiStageQuery": { "payload": { "results": { "results": [["Alpha"], ["Beta"]] } } } }
        """
      And GET "/analytics/indexer/v1/task/${statement}/status" answers a body containing:
        """json
        { "task": "${statement}", "status": { "type": "query_controller", "status": "SUCCESS" } }
        """

  Rule: A large result goes to durable storage, in pages of at most rowsPerPage rows

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | d:long |
        |      0 |
        |      1 |
        |      2 |
        |      3 |
        |      4 |
        |      5 |
        |      6 |
        |      7 |
        |      8 |
        |      9 |
      And the SQL context contains:
        """json
        { "selectDestination": "durableStorage", "rowsPerPage": 4000 }
        """
      And the statement has succeeded:
        """sql
        SELECT "a"."d" * 1000 + "b"."d" * 100 + "c"."d" * 10 + "e"."d" AS "n"
        FROM "${shared}" AS "a"
        CROSS JOIN "${shared}" AS "b"
        CROSS JOIN "${shared}" AS "c"
        CROSS JOIN "${shared}" AS "e"
        ORDER BY "n"
        """

    @STM-003 @STM-037 @STM-039 @STM-023 @needs:durable-storage
    Scenario: Without page, the 10000 rows of every page come in one response, in order
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 200
      And the response body is an array of 10000 elements
      And element 0 of the response body contains:
        """json
        { "n": 0 }
        """
      And element 9999 of the response body contains:
        """json
        { "n": 9999 }
        """

    @STM-039 @STM-012 @STM-024 @STM-011 @decided @needs:durable-storage
    Scenario: The pages hold at most rowsPerPage rows, and fetched one by one they are the whole result
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the result of the statement has more than one page, each of at most 4000 rows
      And the response body holds the rows of every page of the statement, fetched one by one in page order

  Rule: Without page, the response is bounded by the Router read timeout

    @STM-040 @needs:server-properties @decided
    Scenario: A large result read without page is cut off by the read timeout, but not page by page
      Given a target whose Router read timeout is 1 millisecond
      And datasource "${unique}" has been ingested with rows:
        | d:long |
        |      0 |
        |      1 |
        |      2 |
        |      3 |
        |      4 |
        |      5 |
        |      6 |
        |      7 |
        |      8 |
        |      9 |
      And the SQL context contains:
        """json
        { "selectDestination": "durableStorage", "rowsPerPage": 4000 }
        """
      And the statement has succeeded:
        """sql
        SELECT "a"."d" * 1000 + "b"."d" * 100 + "c"."d" * 10 + "e"."d" AS "n"
        FROM "${unique}" AS "a"
        CROSS JOIN "${unique}" AS "b"
        CROSS JOIN "${unique}" AS "c"
        CROSS JOIN "${unique}" AS "e"
        """
      Then reading the results of the statement without page ends before all 10000 rows arrive
      And reading the results of the statement page by page gives all 10000 rows

  Rule: The results of an ingestion are empty

    @STM-041
    Scenario: The results of an INSERT statement are an empty response
      Given the statement has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 200
      And the response body is empty

  Rule: Only the results of a completed query can be fetched

    @STM-026 @STM-005
    Scenario: The results of a running query are refused with 400
      Given a slow statement is running
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 400
      And the response content type is "application/json"
      And the response body matches schema "statements/statement-error"

    @STM-027 @STM-005
    Scenario: The results of an unknown query answer 404
      When I GET "/analytics/v2/sql/statements/${unique}_no_such_query/results"
      Then the response status is 404
      And the response body matches schema "statements/statement-error"

    @STM-028 @STM-005
    Scenario: The results of a failed query answer 404
      Given the shared datasource "${shared}" has been loaded with rows:
        | page  | added:long |
        | Alpha |         36 |
      And the statement has failed:
        """sql
        SELECT 1 / ("added" - "added") AS "ratio" FROM "${shared}"
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 404
      And the response body matches schema "statements/statement-error"

    @STM-029 @STM-005
    Scenario: The results of a canceled query answer 404
      Given a slow statement is running
      And the statement has been canceled
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then the response status is 404
      And the response body matches schema "statements/statement-error"
