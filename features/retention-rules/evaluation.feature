@rules
Feature: Retention rules decide which data the cluster keeps and serves
  Spec: "Endpoints > Retention rules" (rules are read in array order), "Retention rule" (the load, drop and
  broadcast families, the default tier `_default_tier`) and "Segment usage": the Coordinator makes a used segment
  unused when it matches a drop rule. Effects are seen through SQL, INFORMATION_SCHEMA and sys.segments, each
  awaited, since the Coordinator applies the rules periodically (features/README.md, Waiting). Rows of one day are
  one segment per day (Fixtures).

  Decisions (tagged @decided), from the real system (docs/facts/retention-rules.md §retention-rules.8: Druid
  documentation, with the install default live on Druid 33.0.0; evaluation passed there given a longer deadline,
  §retention-rules.7):
  - For each used segment the datasource's rules, then the default rules, are tried in order; the first that
    matches decides.
  - Matching: a *ByInterval load or broadcast rule matches a segment its interval overlaps, dropByInterval one its
    interval contains. Period rules use the window [now - period, now]: load and broadcast match a segment
    overlapping it or, with `includeFuture` (the default), ending after it starts; dropByPeriod a segment inside
    it or, with `includeFuture`, starting in it or later; dropBeforeByPeriod one ending before it starts.
  - A load rule places the segment on its tiers with their replica counts; a segment with no replica is
    unavailable but stays used, and a datasource with no available segment serves no rows to SQL (unknown to it, or,
    on Druid 33 with its schema cache, listed again about a minute later and answering no row:
    §retention-rules.11); a later load rule with replicas makes it available again.
  - A drop rule marks the segment unused; a later load rule does not make it used again (only marking it used
    does). A broadcast rule loads the segment on every server that serves segments.
  - sys.segments lists a used segment with `is_published` 1, `is_available` 1 when a server serves it, and
    `num_replicas` the number of servers that do (docs/facts/segments.md §segments.7).

  Rule: A drop rule makes the segments it matches unused, and their data leaves SQL

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-12T01:02:03.004Z | Beta  |
        | 2015-09-13T10:20:30.000Z | Gamma |

    @RUL-003 @SEG-013 @SEG-007 @decided
    Scenario: dropForever removes every segment of the datasource from SQL
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [{ "type": "dropForever" }]
        """
      Then the response status is 200
      And eventually datasource "${unique}" is unknown to SQL
      And eventually datasource "${unique}" has no published segment

    @RUL-003 @SEG-013 @RUL-005 @decided
    Scenario: dropByInterval drops the day it contains, and the load rule after it keeps the other day
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "dropByInterval", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |
      And eventually the published segments of datasource "${unique}" are:
        | start                    | end                      | is_available | num_replicas |
        | 2015-09-13T00:00:00.000Z | 2015-09-14T00:00:00.000Z |            1 |            1 |

    @RUL-003 @decided
    Scenario: dropByInterval leaves a segment that its interval only overlaps
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "dropByInterval", "interval": "2015-09-12T12:00:00.000Z/2015-09-14T00:00:00.000Z" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Beta  |
      And eventually the published segments of datasource "${unique}" are:
        | start                    | is_available |
        | 2015-09-12T00:00:00.000Z |            1 |

  Rule: Rules are tried in array order and the first that matches decides

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-13T10:20:30.000Z | Gamma |

    @RUL-022 @decided
    Scenario: A load rule before dropForever keeps the day it matches; the other day is dropped
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "loadByInterval", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z",
            "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true },
          { "type": "dropForever" }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
      And eventually the published segments of datasource "${unique}" are:
        | start                    | is_available |
        | 2015-09-12T00:00:00.000Z |            1 |

    @RUL-022 @decided
    Scenario: A broadcast rule matches first too: the day it matches stays served, the other is dropped
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [
          { "type": "broadcastByInterval", "interval": "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z" },
          { "type": "dropForever" }
        ]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |
      And eventually the published segments of datasource "${unique}" are:
        | start                    | is_available |
        | 2015-09-13T00:00:00.000Z |            1 |

  Rule: The default rules decide for the segments that the datasource's rules do not match

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page   |
        | 2999-01-01T08:00:00.000Z | First  |
        | 2999-01-02T08:00:00.000Z | Second |

    @RUL-022 @RUL-004 @serial @decided
    Scenario: A day the datasource's rule keeps is kept although a default rule would drop it
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadByInterval", "interval": "2999-01-01T00:00:00.000Z/2999-01-02T00:00:00.000Z",
           "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      And the default rules have been extended at the front with:
        """json
        [{ "type": "dropByInterval", "interval": "2999-01-01T00:00:00.000Z/2999-01-03T00:00:00.000Z" }]
        """
      When I run the SQL query:
        """sql
        SELECT "page" FROM "${unique}"
        """
      Then eventually the SQL result is:
        | page  |
        | First |

  Rule: A load rule decides how many replicas serve a segment, and no replica means unavailable

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-13T10:20:30.000Z | Gamma |

    @RUL-002 @RUL-005 @decided
    Scenario: A load rule with zero replicas makes the data unavailable; the segments stay used
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 0 }, "useDefaultTierForNull": true }]
        """
      Then the response status is 200
      And eventually datasource "${unique}" serves no rows to SQL
      And eventually the published segments of datasource "${unique}" are:
        | start                    | is_available | num_replicas |
        | 2015-09-12T00:00:00.000Z |            0 |            0 |
        | 2015-09-13T00:00:00.000Z |            0 |            0 |

    @RUL-002 @RUL-005 @SEG-013 @decided
    Scenario: A load rule brings back the data it had unloaded, not the data a drop rule removed
      Given the rules of datasource "${unique}" have been set to:
        """json
        [
          { "type": "dropByInterval", "interval": "2015-09-12T00:00:00.000Z/2015-09-13T00:00:00.000Z" },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 0 }, "useDefaultTierForNull": true }
        ]
        """
      And datasource "${unique}" has stopped serving rows to SQL
      When I POST "/analytics/coordinator/v1/rules/${unique}" with:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Gamma |
      And the published segments of datasource "${unique}" are:
        | start                    | is_available |
        | 2015-09-13T00:00:00.000Z |            1 |

  Rule: Data a drop rule removed comes back once it is marked used again while a load rule applies

    Background:
      Given datasource "${unique}" has been ingested with rows:
        | __time                   | page  |
        | 2015-09-12T00:46:58.771Z | Alpha |
        | 2015-09-13T10:20:30.000Z | Gamma |

    @SEG-013 @SEG-011 @SEG-012 @RUL-022
    Scenario: Dropped by a rule, then marked used under a load rule, the data is served again
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "dropForever" }]
        """
      And datasource "${unique}" has become unknown to SQL
      And the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 1 }, "useDefaultTierForNull": true }]
        """
      When I POST "/analytics/coordinator/v1/datasources/${unique}" with the headers:
        | Content-Type | application/json             |
        | Accept       | application/json, text/plain |
      Then the response status is 200
      And eventually datasource "${unique}" holds the rows:
        | page  |
        | Alpha |
        | Gamma |
