@compaction @serial
Feature: Compaction task slots
  Spec: "Endpoints > Automatic compaction" (POST /analytics/coordinator/v1/config/compaction/taskslots with `ratio`,
  an optional float defaulting to 0.1, and `max`, an optional int defaulting to 2147483647: 200 with an empty body,
  404 for an invalid `max`), "Resources and their fields" (the configurations list carries
  `compactionTaskSlotRatio`, `maxCompactionTaskSlots` and `useAutoScaleSlots`) and "Limits" (at least 1 slot, at most
  2147483647). The slots are cluster-wide: every scenario is @serial (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/compaction.md §compaction.4, Druid 33.0.0 live):
  - Any int up to 2147483647 is a valid `max` (Druid 33 stores a negative one).
  - Any number is a valid `ratio` (Druid 33 stores 1.5 and -0.1); one that is not a number changes nothing and is
    refused with 400, or the 404 Druid answers.
  - Not decided, the spec's: at least one compaction task can run whatever `ratio` and `max` say (CMP-043), so
    compaction still happens with `ratio=0` and `max=0` (Druid 33.0.0 live; Druid 27.0.0 does not compact then,
    a profile entry, §compaction.11). An omitted parameter takes its default, the answer is an empty body, and
    `useAutoScaleSlots` (a query parameter of Druid 27, false when omitted) sets the third field (CMP-026, CMP-027,
    CMP-029). Druid 33 keeps an omitted parameter's value, answers `{"success":true}` and has no `useAutoScaleSlots`:
    profile entries (§compaction.4).

  Rule: ratio and max set the cluster-wide slot fields

    @CMP-025 @CMP-029
    Scenario: POST with ratio and max answers 200 with an empty body and sets both
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=0.5&max=7"
      Then the response status is 200
      And the response body is empty
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.5, "maxCompactionTaskSlots": 7 }
        """

    @CMP-026
    Scenario: Without ratio the ratio is set to 0.1
      Given the compaction task slots have been set with "ratio=0.5&max=7"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?max=9"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.1, "maxCompactionTaskSlots": 9 }
        """

    @CMP-027
    Scenario: Without max the maximum is set to 2147483647
      Given the compaction task slots have been set with "ratio=0.5&max=7"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=0.25"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.25, "maxCompactionTaskSlots": 2147483647 }
        """

    @CMP-026 @CMP-027
    Scenario: Without either parameter both return to their defaults
      Given the compaction task slots have been set with "ratio=0.5&max=7"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.1, "maxCompactionTaskSlots": 2147483647 }
        """

    @CMP-044
    Scenario: The largest max is 2147483647
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=1&max=2147483647"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 1, "maxCompactionTaskSlots": 2147483647 }
        """

    @CMP-025 @CMP-026 @CMP-027 @CMP-029
    Scenario: useAutoScaleSlots sets the third field
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?useAutoScaleSlots=true"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.1, "maxCompactionTaskSlots": 2147483647, "useAutoScaleSlots": true }
        """

    @CMP-025 @CMP-012 @CMP-029
    Scenario: Without useAutoScaleSlots the field is set to false
      Given the compaction task slots have been set with "useAutoScaleSlots=true"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=0.2"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.2, "useAutoScaleSlots": false }
        """

  Rule: An invalid max answers 404 and changes nothing

    @CMP-028 @CMP-044
    Scenario Outline: max=<max> is not a valid slot count: <why>
      Given the compaction task slots have been set with "ratio=0.5&max=7"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=0.3&max=<max>"
      Then the response status is 404
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.5, "maxCompactionTaskSlots": 7 }
        """

      Examples:
        | max        | why                       |
        | many       | not a number              |
        | 2.5        | not an integer            |
        | 2147483648 | above the maximum         |

    @CMP-028 @CMP-043 @decided
    Scenario: A negative max is stored as sent
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=0.3&max=-1"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.3, "maxCompactionTaskSlots": -1 }
        """

  Rule: A ratio that is not a number changes nothing

    @CMP-025 @decided
    Scenario: ratio=half is refused and changes nothing
      Given the compaction task slots have been set with "ratio=0.5&max=7"
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=half&max=3"
      Then the response status is 400 or 404
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": 0.5, "maxCompactionTaskSlots": 7 }
        """

    @CMP-025 @decided
    Scenario Outline: ratio=<ratio> outside 0..1 is stored as sent
      When I POST "/analytics/coordinator/v1/config/compaction/taskslots?ratio=<ratio>&max=3"
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config/compaction" answers a body containing:
        """json
        { "compactionTaskSlotRatio": <ratio>, "maxCompactionTaskSlots": 3 }
        """

      Examples:
        | ratio |
        | 1.5   |
        | -0.1  |

  Rule: At least one compaction task can run, whatever the slot settings

    @CMP-043 @CMP-018
    Scenario: With ratio 0 and max 0 a datasource is still compacted
      Given the compaction task slots have been set with "ratio=0&max=0"
      And datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
      And rows have been appended to datasource "${unique}":
        | __time                   | page |
        | 2015-09-12T02:00:00.000Z | Beta |
      And the IDs of the 2 used segments of datasource "${unique}" have been read
      When I POST "/analytics/coordinator/v1/config/compaction" with:
        """json
        { "dataSource": "${unique}", "skipOffsetFromLatest": "PT0S" }
        """
      Then the response status is 200
      And eventually the active segments of datasource "${unique}" are:
        | start                    | end                      | partition_num | num_rows |
        | 2015-09-12T00:00:00.000Z | 2015-09-13T00:00:00.000Z | 0             | 2        |
      And every active segment of datasource "${unique}" has a newer version than segment "${segment1}"
