@compaction
Feature: Automatic compaction configuration of a datasource
  Spec: "Automatic compaction configuration (per datasource)" and "Endpoints > Automatic compaction": POST
  /analytics/coordinator/v1/config/compaction stores the configuration of the datasource it names (200, empty body,
  even for a datasource that does not exist); GET …/config/compaction/:dataSource answers it filled with defaults
  (404 for an invalid datasource or one without compaction); DELETE removes it (404 when there is none); GET
  …/config/compaction answers every configuration with the three cluster-wide fields. The kit deletes the
  configurations its scenarios posted.

  Decisions (tagged @decided), from the real system where it does not contradict the spec:
  - A configuration with only `dataSource` gets `skipOffsetFromLatest` "P1D", `maxRowsPerSegment` null and null
    `granularitySpec`, `dimensionsSpec`, `metricsSpec`, `transformSpec`, `ioConfig` and `taskContext`
    (docs/facts/compaction.md §compaction.6, Druid 33.0.0 live). Its `tuningConfig` is filled (type `index_parallel`,
    `forceGuaranteedRollup` false, other fields null) because the spec shows a dynamic partitionsSpec of 5000000
    rows, where Druid 33 answers null (§compaction.2: a profile entry).
  - A POST replaces the datasource's whole configuration: fields it leaves out take their defaults again; fields
    a configuration does not have are ignored (Druid 33.0.0 live: both scenarios passed, docs/facts/kit-runs.md
    §kit-runs.1).
  - A bad configuration, and that it stores nothing: config-validation.feature.
  - GET and DELETE answer 404 without the body being checked: Druid 33 answers its unified error body, Druid 27
    an empty one (§compaction.9, Druid 33.0.0 and 27.0.0 live).

  Rule: A configuration with only dataSource is stored and read back with its defaults

    @CMP-001 @CMP-020 @CMP-021
    Scenario: POST of a configuration naming only the datasource answers 200 with an empty body
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}" }
        """
      Then the response status is 200
      And the response body is empty

    @CMP-002 @CMP-006 @CMP-007 @CMP-008 @CMP-030
    Scenario: The stored configuration has the spec's defaults
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body matches schema "compaction/compaction-config"
      And the response body contains:
        """json
        {
          "dataSource": "${unique}",
          "taskPriority": 25,
          "inputSegmentSizeBytes": 100000000000000,
          "tuningConfig": { "partitionsSpec": { "type": "dynamic", "maxRowsPerSegment": 5000000 } }
        }
        """

    @CMP-002 @CMP-001 @decided
    Scenario: The other fields of a minimal configuration take the real system's defaults
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body contains:
        """json
        {
          "maxRowsPerSegment": null,
          "skipOffsetFromLatest": "P1D",
          "granularitySpec": null,
          "dimensionsSpec": null,
          "metricsSpec": null,
          "transformSpec": null,
          "ioConfig": null,
          "taskContext": null
        }
        """

    @CMP-021
    Scenario: A configuration for a datasource that does not exist is stored too
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}_never_ingested", "taskPriority": 30 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}_never_ingested"
      Then the response status is 200
      And the response body contains:
        """json
        { "dataSource": "${unique}_never_ingested", "taskPriority": 30 }
        """

  Rule: Submitted fields are kept, and unset tuning fields are returned as null

    @CMP-002 @CMP-003 @CMP-004
    Scenario: A tuningConfig with a few fields comes back with every tuning field, the unset ones null
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        {
          "dataSource": "${unique}",
          "tuningConfig": {
            "type": "index_parallel",
            "partitionsSpec": { "type": "dynamic", "maxRowsPerSegment": 1000 },
            "maxRowsInMemory": 50000
          }
        }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body matches schema "compaction/compaction-config"
      And the response body contains:
        """json
        {
          "tuningConfig": {
            "type": "index_parallel",
            "partitionsSpec": { "type": "dynamic", "maxRowsPerSegment": 1000, "maxTotalRows": null },
            "forceGuaranteedRollup": false,
            "maxRowsInMemory": 50000,
            "appendableIndexSpec": null,
            "maxBytesInMemory": null,
            "maxTotalRows": null,
            "splitHintSpec": null,
            "indexSpec": null,
            "indexSpecForIntermediatePersists": null,
            "maxPendingPersists": null,
            "pushTimeout": null,
            "segmentWriteOutMediumFactory": null,
            "maxNumConcurrentSubTasks": null,
            "maxRetry": null,
            "taskStatusCheckPeriodMs": null,
            "chatHandlerTimeout": null,
            "chatHandlerNumRetries": null,
            "maxNumSegmentsToMerge": null,
            "totalNumMergeTasks": null,
            "maxColumnsToMerge": null
          }
        }
        """

    @CMP-005 @CMP-002
    Scenario: A granularitySpec with only segmentGranularity comes back with queryGranularity and rollup null
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "granularitySpec": { "segmentGranularity": "DAY" } }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body contains:
        """json
        { "granularitySpec": { "segmentGranularity": "DAY", "queryGranularity": null, "rollup": null } }
        """

    @CMP-002 @CMP-005
    Scenario: Every documented field is kept as submitted
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        {
          "dataSource": "${unique}",
          "taskPriority": 40,
          "inputSegmentSizeBytes": 500000000,
          "skipOffsetFromLatest": "PT6H",
          "granularitySpec": { "segmentGranularity": "HOUR", "queryGranularity": "MINUTE", "rollup": false },
          "taskContext": { "priority": 40 }
        }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body contains:
        """json
        {
          "dataSource": "${unique}",
          "taskPriority": 40,
          "inputSegmentSizeBytes": 500000000,
          "skipOffsetFromLatest": "PT6H",
          "granularitySpec": { "segmentGranularity": "HOUR", "queryGranularity": "MINUTE", "rollup": false },
          "taskContext": { "priority": 40 }
        }
        """

    @CMP-001 @CMP-006 @decided
    Scenario: A second POST replaces the configuration, so fields it leaves out return to their defaults
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "taskPriority": 10, "skipOffsetFromLatest": "PT1H" }
        """
      And "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "inputSegmentSizeBytes": 1000 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body contains:
        """json
        { "taskPriority": 25, "inputSegmentSizeBytes": 1000, "skipOffsetFromLatest": "P1D" }
        """

    @CMP-002 @decided
    Scenario: A field the configuration does not have is ignored
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "colour": "blue" }
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction/${unique}" answers a body without the field "colour"

  Rule: GET of all configurations answers them with the three cluster-wide fields

    @CMP-009 @CMP-029
    Scenario: The list holds the posted configuration and the cluster-wide fields
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}", "taskPriority": 33 }
        """
      When I GET "/analytics/coordinator/v1/config/compaction"
      Then the response status is 200
      And the response body matches schema "compaction/compaction-config-list"
      And the response lists a compaction configuration containing:
        """json
        { "dataSource": "${unique}", "taskPriority": 33 }
        """

    @CMP-010 @CMP-011 @CMP-012 @CMP-029 @needs:fresh-target
    Scenario: A cluster whose task slots were never changed answers the default cluster-wide fields
      Given a target on which nothing has been configured
      When I GET "/analytics/coordinator/v1/config/compaction"
      Then the response status is 200
      And the response body is:
        """json
        {
          "compactionConfigs": [],
          "compactionTaskSlotRatio": 0.1,
          "maxCompactionTaskSlots": 2147483647,
          "useAutoScaleSlots": false
        }
        """

  Rule: GET and DELETE of a datasource without compaction answer 404

    @CMP-031
    Scenario: GET of a datasource that does not exist answers 404
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}_nowhere"
      Then the response status is 404

    @CMP-032
    Scenario: GET of an ingested datasource without compaction answers 404
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I GET "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 404

    @CMP-022 @CMP-032
    Scenario: DELETE removes the configuration: 200 with an empty body, then GET answers 404
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the response body is empty
      And datasource "${unique}" has no compaction configuration
      And GET "/analytics/coordinator/v1/config/compaction" answers a body matching schema "compaction/compaction-config-list"

    @CMP-022 @CMP-029
    Scenario: A deleted configuration leaves the list of all configurations
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 200
      And the list of compaction configurations has none for datasource "${unique}"

    @CMP-023
    Scenario: DELETE of an ingested datasource without compaction answers 404
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 404

    @CMP-023
    Scenario: A second DELETE answers 404
      Given "/analytics/coordinator/v1/config/compaction" has been posted with:
        """json
        { "dataSource": "${unique}" }
        """
      And the compaction configuration of datasource "${unique}" has been deleted
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}"
      Then the response status is 404

    @CMP-024
    Scenario: DELETE of a datasource that does not exist answers 404
      When I DELETE "/analytics/coordinator/v1/config/compaction/${unique}_nowhere"
      Then the response status is 404
