@tasks @needs:sql-ingestion
Feature: Report of a SQL-based ingestion task: stages and counters
  Spec: "Resources and their fields > Task report (query task)" (`payload.stages[]`,
  `payload.stages[].definition`, `payload.counters`) and "States and transitions > Stage phase and
  segment load state". Each stage has `stageNumber`, `phase`, `workerCount`, `partitionCount`,
  `startTime`, `duration`, `sort` (boolean) and `definition`; `phase`, `workerCount`, `startTime`
  and `duration` appear only once the stage has started, `partitionCount` only once it is also
  computed. A definition has `id`, `input` (array), `processor` (object), `signature` and, only if
  the stage has broadcast inputs, `broadcast` (input indexes). `counters` holds per-stage,
  per-worker counters. A phase is one of NEW, READING_INPUT, POST_READING, RESULTS_COMPLETE or
  FAILED.

  Paths in "the task report has <path> with the fields …" start at `multiStageQuery.payload`; `*`
  is every element, `first` and `last` the ends of an array.

  Decided where the spec is silent (tagged @decided), following the real system (facts §1.4, §2.3,
  §5 item 7):
  - A finished stage may also report the phases RESULTS_READY and FINISHED, which the real system
    uses; schema `tasks/task-report` accepts them with the spec's five.
  - `counters` is keyed by stage number, then worker number, then counter name: a stage reading
    input has the channel counter `input0` (its `rows` one number per partition), a stage writing
    segments has `segmentGenerationProgress` with `rowsProcessed`. An INSERT of inline rows
    without GROUP BY runs as stage 0 (read and sort) and stage 1 (generate segments).
  - A join of two inputs reads the second one as a broadcast input: its stage lists input 1 in
    `broadcast`.
  - The stage that writes an INSERT's segments is its last; it starts only once the stages before
    it have read all their input.

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

    @TSK-022 @TSK-028 @TSK-029 @TSK-033 @decided
    Scenario: Every stage has its number, phase, worker and partition counts, timing, sort flag and definition
      When I GET "/analytics/indexer/v1/task/${task}/reports"
      Then the response status is 200
      And the response body matches schema "tasks/task-report"
      And the task report has "stages.*" with the fields "stageNumber, phase, workerCount, partitionCount, startTime, duration, sort, definition"

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
                "0": { "0": { "input0": { "type": "channel", "rows": [2] } } },
                "1": { "0": { "segmentGenerationProgress": { "type": "segmentGenerationProgress", "rowsProcessed": 2 } } }
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
      And the response body matches schema "tasks/task-report"
      And the task report has "stages.last" without the fields "phase, workerCount, partitionCount, startTime, duration"
