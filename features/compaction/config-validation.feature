@compaction
Feature: A body that is not a compaction configuration is refused
  Spec: "Resources and their fields > Automatic compaction configuration (per datasource)" (only
  `dataSource`, a string, is required; `taskPriority`, `inputSegmentSizeBytes` and
  `maxRowsPerSegment` are integers, `skipOffsetFromLatest` an ISO 8601 duration, `tuningConfig`
  and `granularitySpec` objects, the other specs objects or null) and "Endpoints > Automatic
  compaction" (POST /analytics/coordinator/v1/config/compaction). The spec does not say how a bad
  configuration is answered.

  Decided where the spec is silent (tagged @decided), following the real system (facts §3.4: 400
  for bad JSON or an invalid configuration): a body that is not a configuration is a 400 with an
  error body, and nothing is stored, so the datasource still has no configuration. Not a
  configuration: no `dataSource` or an empty one, fields of the wrong JSON type, a negative size,
  a segment of no rows, a `skipOffsetFromLatest` that is not an ISO 8601 period, a tuningConfig
  type other than `index_parallel`, an unknown partitionsSpec type or granularity, an array of
  configurations, text that is not JSON.

  Rule: A body that is not a compaction configuration is a 400 and stores nothing

    @CMP-001 @decided
    Scenario Outline: A bad configuration is rejected: <why>
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        <body>
        """
      Then the response is an error with status 400
      And datasource "${unique}" has no compaction configuration

      Examples:
        | body                                                                                              | why                                    |
        | { "taskPriority": 25 }                                                                            | dataSource is required                 |
        | { "dataSource": "" }                                                                              | dataSource must not be empty           |
        | { "dataSource": 42 }                                                                              | dataSource must be a string            |
        | { "dataSource": "${unique}", "taskPriority": "high" }                                             | taskPriority must be an integer        |
        | { "dataSource": "${unique}", "taskPriority": 2.5 }                                                | taskPriority must be an integer        |
        | { "dataSource": "${unique}", "inputSegmentSizeBytes": -1 }                                        | a size cannot be negative              |
        | { "dataSource": "${unique}", "maxRowsPerSegment": 0 }                                             | a segment holds at least one row       |
        | { "dataSource": "${unique}", "skipOffsetFromLatest": "yesterday" }                                | not an ISO 8601 period                 |
        | { "dataSource": "${unique}", "tuningConfig": "fast" }                                             | tuningConfig must be an object         |
        | { "dataSource": "${unique}", "tuningConfig": { "type": "index_hadoop" } }                         | compaction tuning is index_parallel    |
        | { "dataSource": "${unique}", "tuningConfig": { "partitionsSpec": { "type": "magic" } } }          | unknown partitionsSpec type            |
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
      Then the response is an error with status 400
      And datasource "${unique}" has no compaction configuration
