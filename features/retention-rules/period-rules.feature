@rules
Feature: Period retention rules are relative to the time the Coordinator runs
  Spec: "Retention rule" (`*ByPeriod` rules carry an ISO 8601 `period`) and "Endpoints > Retention rules" (rules are
  read in array order). The datasource holds one row 20 days ago, one yesterday and one 20 days ahead, each in its
  own day segment; each scenario posts rules and awaits which rows SQL still answers (features/README.md, Waiting).

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md §retention-rules.8, Druid
  documentation; the scenarios passed on Druid 33.0.0 live, §retention-rules.6):
  - The window of a period rule is [now - period, now]. loadByPeriod matches a segment overlapping the window, or
    with `includeFuture` (the default) one ending after the window starts.
  - dropByPeriod matches a segment inside the window, or with `includeFuture` (the default) one starting in it or
    later; dropBeforeByPeriod one ending before the window starts. A dropped segment is unused and leaves SQL.

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time      | page      |
      | ${now-P20D} | old       |
      | ${now-P1D}  | yesterday |
      | ${now+P20D} | ahead     |

  Rule: loadByPeriod keeps the recent segments, and the future ones unless includeFuture is false

    @RUL-003 @decided
    Scenario: loadByPeriod with the default includeFuture keeps yesterday and the future
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "loadByPeriod", "period": "P5D", "tieredReplicants": { "_default_tier": 1 } },
          { "type": "dropForever" }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page      |
        | yesterday |
        | ahead     |

    @RUL-003 @decided
    Scenario: loadByPeriod without includeFuture keeps only what overlaps the window
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "loadByPeriod", "period": "P5D", "includeFuture": false, "tieredReplicants": { "_default_tier": 1 } },
          { "type": "dropForever" }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page      |
        | yesterday |

  Rule: dropByPeriod drops the recent segments, and the future ones unless includeFuture is false

    @RUL-003 @decided
    Scenario: dropByPeriod with the default includeFuture drops yesterday and the future
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "dropByPeriod", "period": "P5D" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page |
        | old  |

    @RUL-003 @decided
    Scenario: dropByPeriod without includeFuture drops only what lies inside the window
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "dropByPeriod", "period": "P5D", "includeFuture": false },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | old   |
        | ahead |

  Rule: dropBeforeByPeriod drops the segments that ended before the window

    @RUL-003 @decided
    Scenario: dropBeforeByPeriod drops the old day and keeps the rest
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "dropBeforeByPeriod", "period": "P5D" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 } }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page      |
        | yesterday |
        | ahead     |
