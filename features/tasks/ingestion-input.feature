@tasks @needs:sql-ingestion
Feature: SQL-based ingestion: reading EXTERN input and the time of each row
  Spec: "SQL-based ingestion tasks" rule 2: an ingestion statement reads `TABLE(EXTERN(<input source JSON>, <input
  format JSON>, <row signature JSON>))`, the row signature a JSON array of `{name, type}`. The spec names no input
  formats and does not say where a row's time comes from. The data is read back through SQL, awaited
  (features/README.md, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/ingestion.md, Druid 27.0.0 live):
  - Inline input in `csv` (with `columns`), `tsv` (with `findColumnsFromHeader`) and `json` (one object per line) is
    read as the row signature types it (docs/facts/ingestion.md, 27.0.0 live; docs/facts/kit-runs.md §kit-runs.2).
  - A row's time is the SELECT's `__time` column: TIME_PARSE of ISO 8601 text or MILLIS_TO_TIMESTAMP of epoch
    milliseconds. Without one every row is at 1970-01-01T00:00:00.000Z, which only `PARTITIONED BY ALL` takes: with
    another granularity the INSERT or REPLACE is refused at submit, 400, saying the query must specify a time column
    named `__time` (docs/facts/sql.md §sql.37, docs/facts/tasks.md §tasks.2 and §tasks.10; 27.0.0 live).
  - Input sources read only where the server allows (Druid's input source security and
    `druid.ingestion.http.allowedProtocols`; here allow-lists of directories and origins): a local source outside
    them, or an http source to an origin not allowed, is refused at submit with a 400 naming the setting. Checked on
    a target the kit starts with the reference's defaults (`@needs:server-properties`); Druid documentation, not
    measured.

  Rule: EXTERN reads inline input in the format its input format names

    @TSK-043 @decided
    Scenario: Inline CSV with named columns is read as the row signature types it
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added", "delta"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha,36,0.5\n2015-09-12T01:02:03.004Z,Beta,-17,1.25"}',
          '{"type":"csv","columns":["time","page","added","delta"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"},{"name":"delta","type":"double"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page", "added", "delta" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page  | added | delta |
        | 2015-09-12T00:46:58.771Z | Alpha |    36 |   0.5 |
        | 2015-09-12T01:02:03.004Z | Beta  |   -17 |  1.25 |

    @TSK-043 @decided
    Scenario: Inline TSV with a header line is read by column name
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"time\tpage\tadded\n2015-09-12T00:46:58.771Z\tAlpha, A\t36\n2015-09-12T01:02:03.004Z\tBeta\t17"}',
          '{"type":"tsv","findColumnsFromHeader":true}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page", "added" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page     | added |
        | 2015-09-12T00:46:58.771Z | Alpha, A |    36 |
        | 2015-09-12T01:02:03.004Z | Beta     |    17 |

    @TSK-043 @decided
    Scenario: Inline JSON with one object per line is read by field name
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"{\"time\":\"2015-09-12T00:46:58.771Z\",\"page\":\"Alpha\",\"added\":36}\n{\"added\":17,\"page\":\"Beta\",\"time\":\"2015-09-12T01:02:03.004Z\"}"}',
          '{"type":"json"}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page", "added" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page  | added |
        | 2015-09-12T00:46:58.771Z | Alpha |    36 |
        | 2015-09-12T01:02:03.004Z | Beta  |    17 |

  Rule: The SELECT's __time column gives each row its time

    @TSK-043 @decided
    Scenario: MILLIS_TO_TIMESTAMP of epoch milliseconds gives the rows their time
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT MILLIS_TO_TIMESTAMP("millis") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"1442018818771,Alpha\n1442019723004,Beta"}',
          '{"type":"csv","columns":["millis","page"]}',
          '[{"name":"millis","type":"long"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page" FROM "${unique}" ORDER BY "__time"
        """
      Then eventually the SQL result is:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-12T01:02:03.004Z | Beta  |

    @TSK-043 @decided
    Scenario: Without a __time column every row is at 1970-01-01T00:00:00.000Z
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"Alpha\nBeta"}',
          '{"type":"csv","columns":["page"]}',
          '[{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY ALL
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page" FROM "${unique}"
        """
      Then eventually the SQL result, in any order, is:
        | __time                   | page  |
        | 1970-01-01T00:00:00.000Z | Alpha |
        | 1970-01-01T00:00:00.000Z | Beta  |

    @TSK-043 @decided
    Scenario Outline: <statement> without a __time column and partitioned by DAY is refused at submit
      When I submit the SQL task:
        """sql
        <statement> INTO "${unique}" <overwrite>
        SELECT "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"Alpha\nBeta"}',
          '{"type":"csv","columns":["page"]}',
          '[{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the task submit is refused with status 400 and a message containing "must specify a time column (named __time)"

      Examples:
        | statement | overwrite     |
        | INSERT    |               |
        | REPLACE   | OVERWRITE ALL |

  Rule: EXTERN reads only where the server allows

    @TSK-043 @decided @needs:server-properties
    Scenario Outline: An input source outside the allowed places is refused at submit: <why>
      Given a target whose input sources may read only its own input directory
      When I submit the SQL task:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE('2015-09-12T00:00:00Z') AS "__time", "line"
        FROM TABLE(EXTERN(
          '<input source>',
          '{"type":"csv","columns":["line"]}',
          '[{"name":"line","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      Then the task submit is refused with status 400 and a message containing "<setting>"

      Examples:
        | input source                                               | setting                             | why                                      |
        | {"type":"local","files":["/etc/passwd"]}                   | ANALYTICS_INPUT_SOURCE_LOCAL_DIRS   | a system file                            |
        | {"type":"local","baseDir":"/etc","filter":"passwd"}        | ANALYTICS_INPUT_SOURCE_LOCAL_DIRS   | a system directory                       |
        | {"type":"http","uris":["http://127.0.0.1:8888/status"]}    | ANALYTICS_INPUT_SOURCE_HTTP_ALLOWED | the server's own API, over loopback      |
        | {"type":"http","uris":["http://169.254.169.254/latest/"]}  | ANALYTICS_INPUT_SOURCE_HTTP_ALLOWED | a cloud metadata service                 |
