@statements @needs:sql-ingestion
Feature: Statements read segments from deep storage
  Spec: "What the service does" 2 (statements run SQL against segments that exist only in deep storage) and rule 2 of
  "Asynchronous SQL on deep storage (statements)": at least one segment of the datasource must be available on a
  Historical, so the Broker can plan the query. A segment only in deep storage is one a retention rule loads with
  zero replicas: still used, served by no Historical (features/README.md, Fixtures).

  Decisions (tagged @decided), from the real system:
  - Once one segment of the datasource is served, a statement reads every used segment of it, served or not
    (Druid 27.0.0 live: the results held the rows of an unserved day, docs/facts/kit-runs.md §kit-runs.2). The rows
    are read in whichever format they come: Druid 27 writes object lines whatever `resultFormat` says
    (docs/facts/statements.md §statements.10), a deviation results-pages.feature checks.
  - A datasource none of whose segments is served cannot be planned: the statement is refused at submit with 400 and
    the submit error body, as one naming an unknown datasource is (the spec's rule 2 and the refusal of an unknown
    datasource, docs/facts/statements.md §statements.1; not measured live).

  Background:
    Given datasource "${unique}" has been ingested with rows:
      | __time                   | page  |
      | 2015-09-12T00:46:58.771Z | Alpha |
      | 2015-09-12T01:02:03.004Z | Beta  |
      | 2015-09-13T10:20:30.000Z | Gamma |

  Rule: A statement reads the segments that no Historical serves

    @STM-035 @STM-023 @decided
    Scenario: A statement reads a day that no Historical serves, beside a day one serves
      Given the rules of datasource "${unique}" have been set to:
        """json
        [
          {
            "type": "loadByInterval",
            "interval": "2015-09-13T00:00:00.000Z/2015-09-14T00:00:00.000Z",
            "tieredReplicants": { "_default_tier": 1 },
            "useDefaultTierForNull": true
          },
          { "type": "loadForever", "tieredReplicants": { "_default_tier": 0 }, "useDefaultTierForNull": true }
        ]
        """
      And datasource "${unique}" holds the rows:
        | page  |
        | Gamma |
      And the statement has succeeded:
        """sql
        SELECT "page" FROM "${unique}" ORDER BY "__time"
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results?resultFormat=array"
      Then the response status is 200
      And the response body holds exactly these rows, in whichever result format it came:
        | page  |
        | Alpha |
        | Beta  |
        | Gamma |

  Rule: A statement needs at least one segment of its datasource served

    @STM-035 @STM-020 @STM-004 @decided
    Scenario: A statement on a datasource that no Historical serves is refused at submit with 400
      Given the rules of datasource "${unique}" have been set to:
        """json
        [{ "type": "loadForever", "tieredReplicants": { "_default_tier": 0 }, "useDefaultTierForNull": true }]
        """
      And datasource "${unique}" has become unknown to SQL
      When I submit the statement:
        """sql
        SELECT "page" FROM "${unique}"
        """
      # The submit error body's fields are STM-004's, judged in submit.feature (Druid 27 sends its unified body).
      Then the SQL request is refused with status 400
