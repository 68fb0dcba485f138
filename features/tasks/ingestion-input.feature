@tasks @needs:sql-ingestion
Feature: SQL-based ingestion: reading EXTERN input and the time of each row
  Spec: "Endpoints > SQL-based ingestion tasks", rule 2: an ingestion statement reads
  `TABLE(EXTERN(<input source JSON>, <input format JSON>, <row signature JSON>))`, the row
  signature being a JSON array of `{name, type}`. The spec names no input formats and does not say
  where a row's time comes from.

  How the kit observes the data: it queries the datasource through synchronous SQL. Published data
  becomes queryable some time after the task ends, so "eventually the SQL result is" sends the
  query again until the result matches or the kit's deadline passes.

  Decided where the spec is silent (tagged @decided), following the real system (facts §4.4):
  - Inline input in the formats `csv` (with `columns`), `tsv` (with `findColumnsFromHeader`) and
    `json` (one object per line) is read as the row signature types it.
  - A row's time is the SELECT's column named `__time`: from TIME_PARSE of ISO 8601 text or
    MILLIS_TO_TIMESTAMP of epoch milliseconds; without one every row is at 1970-01-01T00:00:00.000Z.

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
        PARTITIONED BY DAY
        """
      When I run the SQL query:
        """sql
        SELECT "__time", "page" FROM "${unique}"
        """
      Then eventually the SQL result, in any order, is:
        | __time                   | page  |
        | 1970-01-01T00:00:00.000Z | Alpha |
        | 1970-01-01T00:00:00.000Z | Beta  |
