@tasks @needs:sql-ingestion
Feature: Report of a SQL-based ingestion task: stages and counters
  Spec: "Task report (query task)" (`payload.stages[]`, `payload.stages[].definition`, `payload.counters`) and "Stage
  phase and segment load state": a stage has `stageNumber`, `phase`, `workerCount`, `partitionCount`, `startTime`,
  `duration`, `sort` and `definition`; `phase`, `workerCount`, `startTime` and `duration` appear once it started,
  `partitionCount` once also computed. A definition has `id`, `input`, `processor`, `signature` and, with broadcast
  inputs, `broadcast`. `counters` holds per-stage, per-worker counters. Phases are NEW, READING_INPUT, POST_READING,
  RESULTS_COMPLETE or FAILED. Report paths: features/README.md, step vocabulary ("the task report has …").

  Decisions (tagged @decided), from the real system (docs/facts/tasks.md §tasks.5, §tasks.6: Druid 27.0.0 live):
  - A finished stage may also report RESULTS_READY and FINISHED, Druid's phases (27 reports FINISHED); schema
    `tasks/task-report` accepts them with the spec's five.
  - `counters` is keyed by stage, then worker, then counter: channel counters (`input0`, `output`) give `rows` per
    partition, a stage writing segments has `segmentGenerationProgress` with `rowsProcessed`. The stage reading
    inline EXTERN input counts its rows in `output` only (Druid 27's `input0` there has `totalFiles`, no `rows`);
    the next stage counts them in `input0`. An INSERT of inline rows without GROUP BY is stage 0 (read and sort)
    and stage 1 (generate segments).
  - A join of two inputs reads the second as a broadcast input: its stage lists input 1 in `broadcast`
    (documentation, not measured).
  - The stage writing an INSERT's segments is its last; it starts once the stages before it have read all their
    input (§tasks.6).
  - The checks that every stage of a finished task has started, and that the last stage of a running one has not,
    stand apart from the stated rules they pass by (a `sort` flag on every stage, TSK-022; `multiStageQuery.type` in a
    running task's report, TSK-008): Druid 27 leaves out both (§tasks.6, docs/conformance/apache-druid-27-tasks-statements.md),
    which its profile lists against the scenarios of those rules.

  Rule: Every stage of a finished task has started, and shows its phase, counts, timing and definition

    Background:
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page", "added"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha,36\n2015-09-12T01:02:03.004Z,Beta,17"}',
          '{"type":"csv","columns":["time","page","added"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"},{"name":"added","type":"long"}]'
        ))
        PARTITIONED BY DAY
        """

    @TSK-022
    Scenario: Every stage has its number, phase, worker and partition counts, timing, sort flag and definition
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report has "stages.*" with the fields "stageNumber, phase, workerCount, partitionCount, startTime, duration, sort, definition"

    @TSK-028 @TSK-029 @TSK-033 @decided
    Scenario: Every stage of a finished task has started: its phase, counts and timing are there
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report has "stages.*" with the fields "stageNumber, phase, workerCount, partitionCount, startTime, duration, definition"

    @TSK-023
    Scenario: Every stage definition has its ID, inputs, processor and output signature
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "stages.*.definition" with the fields "id, input, processor, signature"
      And the response body matches schema "tasks/task-report"

    @TSK-024
    Scenario: A stage without broadcast inputs has no broadcast field
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report has "stages.*.definition" without the field "broadcast"

    @TSK-025 @decided
    Scenario: The counters give each stage's rows per worker
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the task report contains:
        """json
        {
          "multiStageQuery": {
            "payload": {
              "counters": {
                "0": { "0": { "output": { "type": "channel", "rows": [2] } } },
                "1": {
                  "0": {
                    "input0": { "type": "channel", "rows": [2] },
                    "segmentGenerationProgress": { "type": "segmentGenerationProgress", "rowsProcessed": 2 }
                  }
                }
              }
            }
          }
        }
        """

  Rule: A stage with a broadcast input lists it

    @TSK-024 @decided
    Scenario: A join of two inline inputs lists the second one as broadcast
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE(e."time") AS "__time", e."page", p."owner"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Alpha\n2015-09-12T01:02:03.004Z,Beta"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        )) AS e
        JOIN TABLE(EXTERN(
          '{"type":"inline","data":"Alpha,ann\nBeta,bob"}',
          '{"type":"csv","columns":["page","owner"]}',
          '[{"name":"page","type":"string"},{"name":"owner","type":"string"}]'
        )) AS p ON e."page" = p."page"
        PARTITIONED BY DAY
        """
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report has a stage containing:
        """json
        { "definition": { "broadcast": [1] } }
        """

  Rule: A stage that has not started shows neither phase, counts nor timing

    @TSK-028 @TSK-029 @decided
    Scenario: The last stage of a task still reading its input has no phase, counts or timing yet
      Given a slow SQL task inserting into "${unique}" is running
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the task report has "stages.last" without the fields "phase, workerCount, partitionCount, startTime, duration"

    @TSK-008 @TSK-009
    Scenario: The report of a task still reading its input matches the task report schema
      Given a slow SQL task inserting into "${unique}" is running
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
