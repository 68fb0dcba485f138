@sql
Feature: SQL dialect: time functions and the query time zone
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query) and "SQL request object" (a context
  parameter sets the query time zone; its name is not given). The spec names Druid SQL as the dialect and states none
  of its semantics, so every expectation here is what Druid SQL answers. The datasource holds one row at
  2015-09-12T17:46:58.771Z, a Saturday; CURRENT_TIMESTAMP is checked against a range (features/README.md, SQL results).

  Druid SQL's semantics, which the spec adopts by naming it (docs/facts/sql-dialect.md §sql-dialect.1, Druid 33.0.0
  live):
  - The time-zone parameter is `sqlTimeZone` (a zone name or an offset), UTC by default. It sets where days and hours
    start for TIME_FLOOR, FLOOR, EXTRACT, TIME_EXTRACT, TIME_FORMAT and TIME_PARSE, how TIMESTAMP literals are read
    and the offset TIMESTAMP results carry; a function's time-zone argument wins over it.
  - Weeks start on Monday, days of the week are Monday 1 to Sunday 7 (ISO) in TIME_EXTRACT and EXTRACT(DOW); WEEK is
    the ISO week; EPOCH is in seconds.
  - TIME_PARSE reads ISO 8601 or SQL format without a pattern and answers NULL for text it cannot parse;
    TIME_FORMAT without a pattern writes ISO 8601 with milliseconds and offset.
  - TIMESTAMPDIFF counts whole units; month arithmetic follows the calendar.

  @SQL-010
  Rule: Time functions compute in UTC unless told otherwise

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page |
        | 2015-09-12T17:46:58.771Z | Zoo  |

    Scenario Outline: <expression> is <result>: <why>
      When I run the SQL query:
        """sql
        SELECT <expression> AS v FROM "${shared}"
        """
      Then the SQL result is:
        | v        |
        | <result> |

      Examples: rounding and shifting
        | expression                                                  | result                   | why                              |
        | TIME_FLOOR(__time, 'PT1H')                                  | 2015-09-12T17:00:00.000Z | floor to the hour                |
        | TIME_FLOOR(__time, 'P1W')                                   | 2015-09-07T00:00:00.000Z | weeks start on Monday            |
        | TIME_FLOOR(__time, 'PT1H', TIMESTAMP '2015-09-12 00:30:00') | 2015-09-12T17:30:00.000Z | an origin moves the bucket edges |
        | TIME_CEIL(__time, 'P1D')                                    | 2015-09-13T00:00:00.000Z | ceiling to the day               |
        | TIME_CEIL(TIME_FLOOR(__time, 'P1D'), 'P1D')                 | 2015-09-12T00:00:00.000Z | a bucket edge is its own ceiling |
        | TIME_SHIFT(__time, 'PT1H', -3)                              | 2015-09-12T14:46:58.771Z | a negative step shifts back      |
        | FLOOR(__time TO MONTH)                                      | 2015-09-01T00:00:00.000Z | FLOOR to a unit                  |
        | CEIL(__time TO YEAR)                                        | 2016-01-01T00:00:00.000Z | CEIL to a unit                   |

      Examples: arithmetic
        | expression                         | result                   | why                                   |
        | MILLIS_TO_TIMESTAMP(1442080018771) | 2015-09-12T17:46:58.771Z | milliseconds to a TIMESTAMP           |
        | TIMESTAMPADD(HOUR, 7, __time)      | 2015-09-13T00:46:58.771Z | adding hours crosses midnight         |
        | TIMESTAMPADD(MONTH, -1, __time)    | 2015-08-12T17:46:58.771Z | a negative count goes back            |
        | __time + INTERVAL '1' MONTH        | 2015-10-12T17:46:58.771Z | a month interval follows the calendar |

      Examples: parsing
        | expression                                                     | result                   | why                                |
        | TIME_PARSE('2015-09-12T17:46:58.771Z')                         | 2015-09-12T17:46:58.771Z | ISO 8601 by default                |
        | TIME_PARSE('2015-09-12 17:46:58')                              | 2015-09-12T17:46:58.000Z | the SQL format is read too         |
        | TIME_PARSE('12/09/2015 17:46', 'dd/MM/yyyy HH:mm')             | 2015-09-12T17:46:00.000Z | a Joda pattern                     |
        | TIME_PARSE('2015-09-12 10:00:00', NULL, 'America/Los_Angeles') | 2015-09-12T17:00:00.000Z | a zone for text without an offset  |
        | TIME_PARSE('yesterday')                                        | null                     | text that is not a time gives NULL |

    Scenario: TIME_EXTRACT reads the fields of a timestamp
      When I run the SQL query:
        """sql
        SELECT TIME_EXTRACT(__time, 'HOUR') AS h, TIME_EXTRACT(__time, 'DOW') AS day_of_week,
          TIME_EXTRACT(__time, 'DOY') AS day_of_year,
          TIME_EXTRACT(__time, 'WEEK') AS week_no, TIME_EXTRACT(__time, 'QUARTER') AS q,
          TIME_EXTRACT(__time, 'HOUR', 'America/Los_Angeles') AS la_h
        FROM "${shared}"
        """
      Then the SQL result is:
        | h  | day_of_week | day_of_year | week_no | q | la_h |
        | 17 |           6 |         255 |      37 | 3 |   10 |

    Scenario: EXTRACT reads the fields with the standard syntax, EPOCH in seconds
      When I run the SQL query:
        """sql
        SELECT EXTRACT(YEAR FROM __time) AS y, EXTRACT(MONTH FROM __time) AS m, EXTRACT(MINUTE FROM __time) AS mi,
          EXTRACT(EPOCH FROM __time) AS epoch_s, TIMESTAMP_TO_MILLIS(__time) AS millis
        FROM "${shared}"
        """
      Then the SQL result is:
        | y    | m | mi | epoch_s    | millis        |
        | 2015 | 9 | 46 | 1442080018 | 1442080018771 |

    Scenario: TIMESTAMPDIFF counts whole units
      When I run the SQL query:
        """sql
        SELECT TIMESTAMPDIFF(DAY, __time, TIMESTAMP '2015-09-20 00:00:00') AS n_days,
          TIMESTAMPDIFF(MINUTE, TIMESTAMP '2015-09-12 17:00:00', __time) AS n_minutes,
          TIMESTAMPDIFF(MONTH, __time, TIMESTAMP '2016-01-01 00:00:00') AS n_months
        FROM "${shared}"
        """
      Then the SQL result is:
        | n_days | n_minutes | n_months |
        |      7 |        46 |        3 |

    Scenario: TIME_IN_INTERVAL includes the start of the interval and excludes its end
      When I run the SQL query:
        """sql
        SELECT TIME_IN_INTERVAL(__time, '2015-09-12/P1D') AS inside,
          TIME_IN_INTERVAL(__time, '2015-09-12T17:46:58.771Z/PT1H') AS at_start,
          TIME_IN_INTERVAL(__time, '2015-09-12/2015-09-12T17:46:58.771Z') AS at_end
        FROM "${shared}"
        """
      Then the SQL result is:
        | inside | at_start | at_end |
        | true   | true     | false  |

    Scenario: TIME_FORMAT writes a timestamp with a Joda pattern
      When I run the SQL query:
        """sql
        SELECT TIME_FORMAT(__time, 'yyyy-MM-dd') AS d, TIME_FORMAT(__time, 'dd/MM/yyyy HH:mm:ss.SSS') AS full_time,
          TIME_FORMAT(__time, 'yyyy-MM-dd''T''HH') AS quoted, TIME_FORMAT(__time, 'HH:mm', 'America/Los_Angeles') AS la
        FROM "${shared}"
        """
      Then the SQL result is:
        | d          | full_time               | quoted        | la    |
        | 2015-09-12 | 12/09/2015 17:46:58.771 | 2015-09-12T17 | 10:46 |

  @SQL-010
  Rule: sqlTimeZone sets the zone of time functions, TIMESTAMP literals and TIMESTAMP results

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page |
        | 2015-09-12T17:46:58.771Z | Zoo  |
      And the SQL context contains:
        """json
        { "sqlTimeZone": "America/Los_Angeles" }
        """

    Scenario Outline: In Los Angeles time <expression> is <result>: <why>
      When I run the SQL query:
        """sql
        SELECT <expression> AS v FROM "${shared}"
        """
      Then the SQL result is:
        | v        |
        | <result> |

      Examples:
        | expression                                           | result                        | why                                    |
        | __time                                               | 2015-09-12T10:46:58.771-07:00 | a TIMESTAMP is written with the offset |
        | TIME_FLOOR(__time, 'P1D')                            | 2015-09-12T00:00:00.000-07:00 | days start at local midnight           |
        | EXTRACT(HOUR FROM __time)                            | 10                            | the local hour                         |
        | TIME_EXTRACT(__time, 'HOUR', 'UTC')                  | 17                            | a time-zone argument wins              |
        | TIME_FORMAT(__time)                                  | 2015-09-12T10:46:58.771-07:00 | the default format carries the offset  |
        | TIMESTAMP_TO_MILLIS(TIMESTAMP '2015-09-12 00:00:00') | 1442041200000                 | a TIMESTAMP literal is local time      |
        | TIME_PARSE('2015-09-12 10:00:00')                    | 2015-09-12T10:00:00.000-07:00 | text without an offset is local time   |
        | MILLIS_TO_TIMESTAMP(0)                               | 1969-12-31T16:00:00.000-08:00 | the offset is the one of that instant  |

  Rule: sqlTimeZone also takes a fixed offset

    @SQL-010
    Scenario: TIMESTAMP results are written with a fixed offset
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page |
        | 2015-09-12T17:46:58.771Z | Zoo  |
      And the SQL context contains:
        """json
        { "sqlTimeZone": "+05:30" }
        """
      When I run the SQL query:
        """sql
        SELECT __time AS t, TIME_FLOOR(__time, 'P1D') AS day_start FROM "${shared}"
        """
      Then the SQL result is:
        | t                             | day_start                     |
        | 2015-09-12T23:16:58.771+05:30 | 2015-09-12T00:00:00.000+05:30 |

  Rule: Days of the week run from Monday 1 to Sunday 7

    @SQL-010
    Scenario: Sunday is day 7, not 0 or 1
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page |
        | 2015-09-13T08:00:00.000Z | Zoo  |
      When I run the SQL query:
        """sql
        SELECT TIME_EXTRACT(__time, 'DOW') AS day_of_week, EXTRACT(DOW FROM __time) AS day_of_week_sql FROM "${shared}"
        """
      Then the SQL result is:
        | day_of_week | day_of_week_sql |
        |           7 |               7 |

  Rule: CURRENT_TIMESTAMP is the time the query runs

    @SQL-010
    Scenario: CURRENT_TIMESTAMP lies in a plausible range
      When I run the SQL query:
        """sql
        SELECT CURRENT_TIMESTAMP > TIMESTAMP '2020-01-01 00:00:00' AS after_2020,
          CURRENT_TIMESTAMP < TIMESTAMP '2100-01-01 00:00:00' AS before_2100
        """
      Then the SQL result is:
        | after_2020 | before_2100 |
        | true       | true        |

    @SQL-010
    Scenario: CURRENT_TIMESTAMP is a TIMESTAMP
      When I run the SQL query:
        """sql
        SELECT CURRENT_TIMESTAMP AS ts_now
        """
      Then the SQL result has 1 row
      And the SQL column types are:
        | column | type | sqlType   |
        | ts_now | LONG | TIMESTAMP |
