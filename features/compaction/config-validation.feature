@compaction
Feature: A body that is not a compaction configuration is refused
  Spec: "Automatic compaction configuration (per datasource)" (only `dataSource`, a string, is required;
  `taskPriority`, `inputSegmentSizeBytes` and `maxRowsPerSegment` are integers, `skipOffsetFromLatest` an ISO 8601
  duration, `tuningConfig` and `granularitySpec` objects, the other specs objects or null) and "Endpoints >
  Automatic compaction" (POST /analytics/coordinator/v1/config/compaction). The spec does not say how a bad
  configuration is answered.

  Decisions (tagged @decided), from the real system:
  - A body the real system cannot read is refused and nothing is stored: no `dataSource`, a field of the wrong JSON
    type, a `skipOffsetFromLatest` that is no ISO 8601 period, an unknown granularity, an array of configurations,
    text that is not JSON. Status 400, or the 500 Druid 27 (and Druid 33 for text) answers, so either passes
    (docs/facts/compaction.md §compaction.3, Druid 33.0.0 and 27.0.0 live).
  - What the JSON reader converts is stored converted, not refused: a fractional `taskPriority` cut to its integer,
    a negative `inputSegmentSizeBytes` and a `maxRowsPerSegment` of 0 kept, another tuningConfig type stored as
    `index_parallel`, an unknown partitionsSpec type read as `hashed` (§compaction.2, Druid 33.0.0 and 27.0.0 live).
  - An empty or numeric `dataSource` is stored as the datasource `""` or `"42"` (§compaction.2, Druid 33.0.0 live);
    the kit sends neither, as they would configure datasources no scenario owns.

  Rule: A body that is not a compaction configuration is refused and stores nothing

    @CMP-001 @decided
    Scenario Outline: A bad configuration is rejected: <why>
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        <body>
        """
      Then the response status is 400 or 500
      And datasource "${unique}" has no compaction configuration

      Examples:
        | body                                                                                              | why                                    |
        | { "taskPriority": 25 }                                                                            | dataSource is required                 |
        | { "dataSource": "${unique}", "taskPriority": "high" }                                             | taskPriority must be an integer        |
        | { "dataSource": "${unique}", "skipOffsetFromLatest": "yesterday" }                                | not an ISO 8601 period                 |
        | { "dataSource": "${unique}", "tuningConfig": "fast" }                                             | tuningConfig must be an object         |
        | { "dataSource": "${unique}", "tuningConfig": { "maxRowsInMemory": "lots" } }                      | a tuning field of the wrong type       |
        | { "dataSource": "${unique}", "granularitySpec": { "segmentGranularity": "FORTNIGHT" } }           | unknown segment granularity            |
        | { "dataSource": "${unique}", "granularitySpec": { "rollup": "yes" } }                             | rollup must be a boolean               |
        | { "dataSource": "${unique}", "taskContext": [1, 2] }                                              | taskContext must be an object          |
        | [{ "dataSource": "${unique}" }]                                                                   | the body must be one configuration     |

    @CMP-001 @decided
    Scenario: A body that is not JSON is rejected
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """
        { "dataSource": "${unique}",
        """
      Then the response status is 400 or 500
      And datasource "${unique}" has no compaction configuration

  Rule: What the real system's JSON reader converts is stored converted

    @CMP-001 @CMP-002 @decided
    Scenario Outline: A configuration with <why> is stored as the real system stores it
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        <body>
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction/${unique}" answers a body containing:
        """json
        <stored>
        """

      Examples:
        | body                                                                                     | stored                                                              | why                              |
        | { "dataSource": "${unique}", "taskPriority": 2.5 }                                       | { "taskPriority": 2 }                                               | a fractional taskPriority        |
        | { "dataSource": "${unique}", "inputSegmentSizeBytes": -1 }                               | { "inputSegmentSizeBytes": -1 }                                     | a negative size                  |
        | { "dataSource": "${unique}", "maxRowsPerSegment": 0 }                                    | { "maxRowsPerSegment": 0 }                                          | a segment of no rows             |
        | { "dataSource": "${unique}", "tuningConfig": { "type": "index_hadoop" } }                | { "tuningConfig": { "type": "index_parallel" } }                    | another tuning type              |
        | { "dataSource": "${unique}", "tuningConfig": { "partitionsSpec": { "type": "magic" } } } | { "tuningConfig": { "partitionsSpec": { "type": "hashed" } } }      | an unknown partitionsSpec type   |
