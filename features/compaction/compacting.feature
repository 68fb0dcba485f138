@compaction
Feature: Automatic compaction rewrites small segments into compacted ones
  Spec: "What the service does" 4, "Automatic compaction configuration" (`skipOffsetFromLatest`,
  `inputSegmentSizeBytes`, a dynamic partitionsSpec's `maxRowsPerSegment`, `segmentGranularity`) and "Compaction
  schedule status": once a datasource's configuration is posted its compaction is RUNNING and the cluster compacts
  its segments. Effects are seen through sys.segments (active: published, used, not overshadowed), segment IDs and
  SQL, each awaited (features/README.md, Waiting). Every scenario starts from rows of 2015-09-12 in several small
  segments, `${segment1}`… in time order (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/compaction.md §compaction.8, Druid documentation,
  and §compaction.6, Druid 33.0.0 live):
  - Compaction rewrites an interval's segments into segments of a newer version, which overshadow the old ones; a
    query answers the same rows (§compaction.8).
  - Without a granularitySpec the new segments keep the old time chunks; with a `segmentGranularity` they take its
    chunks (§compaction.8).
  - With a dynamic partitionsSpec a compacted chunk holds at most `maxRowsPerSegment` rows per segment, partitions
    numbered from 0 (§compaction.6, §compaction.8).
  - Data within `skipOffsetFromLatest` (default `P1D`, §compaction.6) of the end of the newest data is not compacted;
    with a `segmentGranularity` the skipped data starts at the chunk the offset falls in, so the hourly scenario has
    a row in the day's last hour (§compaction.8).
  - A compacted segment records the compaction that made it (`last_compaction_state`); compaction runs as Overlord
    tasks of type `compact` (§compaction.8).

  Rule: The segments of a time chunk become one compacted segment of a newer version

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  | added:long |
        | 2015-09-12T01:00:00.000Z | Alpha | 36         |
      And rows have been appended to datasource "${unique}":
        | __time                   | page | added:long |
        | 2015-09-12T02:00:00.000Z | Beta |         17 |
      And rows have been appended to datasource "${unique}":
        | __time                   | page  | added:long |
        | 2015-09-12T03:00:00.000Z | Gamma |         -5 |
      And the IDs of the 3 used segments of datasource "${unique}" have been read
      And datasource "${unique}" holds the rows:
        | __time                   | page  | added |
        | 2015-09-12T01:00:00.000Z | Alpha | 36    |
        | 2015-09-12T02:00:00.000Z | Beta  | 17    |
        | 2015-09-12T03:00:00.000Z | Gamma | -5    |

    @CMP-018 @CMP-002 @decided
    Scenario: Three appended segments of one day become one segment, and queries answer the same rows
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S" }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             | 3        |
      And every active segment of datasource "${unique}" has a newer version than segment "${segment1}"
      And eventually datasource "${unique}" holds the rows:
        | __time                   | page  | added |
        | 2015-09-12T01:00:00.000Z | Alpha | 36    |
        | 2015-09-12T02:00:00.000Z | Beta  | 17    |
        | 2015-09-12T03:00:00.000Z | Gamma | -5    |

    @CMP-013 @CMP-015 @CMP-018
    Scenario: Once compacted, nothing awaits compaction and the compacted counts cover the new segment
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S" }
        """
      Then the response status is 200
      And eventually the compaction status of datasource "${unique}" is:
        | scheduleStatus                  | RUNNING |
        | bytesAwaitingCompaction         | 0       |
        | segmentCountAwaitingCompaction  | 0       |
        | intervalCountAwaitingCompaction | 0       |
        | bytesCompacted                  | > 0     |
        | segmentCountCompacted           | 1       |
        | intervalCountCompacted          | 1       |
        | segmentCountSkipped             | 0       |
        | intervalCountSkipped            | 0       |
      And GET "/analytics/coordinator/v1/compaction/progress?dataSource=${unique}" answers a body containing:
        """json
        { "remainingSegmentSize": 0 }
        """

    @CMP-003 @CMP-018 @decided
    Scenario: maxRowsPerSegment of a dynamic partitionsSpec splits the compacted day into partitions
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        {
          "dataSource": "${unique}",
          "skipOffsetFromLatest": "PT0S",
          "tuningConfig": { "type": "index_parallel", "partitionsSpec": { "type": "dynamic", "maxRowsPerSegment": 2 } }
        }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             | 2        |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 1             | 1        |
      And every active segment of datasource "${unique}" has a newer version than segment "${segment1}"
      And eventually datasource "${unique}" holds the rows:
        | __time                   | page  | added |
        | 2015-09-12T01:00:00.000Z | Alpha | 36    |
        | 2015-09-12T02:00:00.000Z | Beta  | 17    |
        | 2015-09-12T03:00:00.000Z | Gamma | -5    |

    @CMP-018 @decided
    Scenario: A compacted segment records the compaction that made it
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S" }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             |
      And every active segment of datasource "${unique}" records its compaction state

    @CMP-018 @decided
    Scenario: Compaction runs as a task of type compact
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S" }
        """
      Then the response status is 200
      And eventually GET "/analytics/indexer/v1/tasks?datasource=${unique}&type=compact" answers an element containing:
        """json
        { "type": "compact", "dataSource": "${unique}", "statusCode": "SUCCESS" }
        """

  Rule: segmentGranularity sets the time chunks of the compacted segments

    @CMP-005 @CMP-018 @decided
    Scenario: Hourly segments compacted with DAY granularity become one segment for the day
      Given rows have been appended to datasource "${unique}", partitioned by HOUR:
        | __time                   | page  |
        | 2015-09-12T01:10:00.000Z | Alpha |
        | 2015-09-12T05:20:00.000Z | Beta  |
        | 2015-09-12T23:30:00.000Z | Gamma |
      And the IDs of the 3 used segments of datasource "${unique}" have been read
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S", "granularitySpec": { "segmentGranularity": "DAY" } }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             | 3        |
      And every active segment of datasource "${unique}" has a newer version than segment "${segment3}"
      And eventually datasource "${unique}" holds the rows:
        | __time                   | page  |
        | 2015-09-12T01:10:00.000Z | Alpha |
        | 2015-09-12T05:20:00.000Z | Beta  |
        | 2015-09-12T23:30:00.000Z | Gamma |

  Rule: skipOffsetFromLatest keeps the newest data uncompacted

    @CMP-016 @CMP-002 @CMP-013 @decided
    Scenario: With a one-day offset the last day keeps its segments and the day before is compacted
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | 2015-09-13T01:00:00.000Z | Delta |
      And rows have been appended to datasource "${unique}":
        | __time                   | page    |
        | 2015-09-12T02:00:00.000Z | Beta    |
        | 2015-09-13T02:00:00.000Z | Epsilon |
      And the IDs of the 4 used segments of datasource "${unique}" have been read
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "P1D" }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             | 2        |
        | 2015-09-13T00:00:00.000Z | 2015-09-14T00:00:00.000Z | 0             | 1        |
        | 2015-09-13T00:00:00.000Z | 2015-09-14T00:00:00.000Z | 1             | 1        |
      And eventually the compaction status of datasource "${unique}" is:
        | segmentCountCompacted           | 1 |
        | intervalCountCompacted          | 1 |
        | segmentCountSkipped             | 2 |
        | intervalCountSkipped            | 1 |
        | segmentCountAwaitingCompaction  | 0 |
      And segment "${segment3}" is still active
      And segment "${segment4}" is still active
      And eventually datasource "${unique}" holds the rows:
        | page    |
        | Alpha   |
        | Beta    |
        | Delta   |
        | Epsilon |
