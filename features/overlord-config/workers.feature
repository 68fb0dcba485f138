@overlord-config
Feature: Overlord workers
  Spec: "Endpoints > Overlord dynamic configuration and workers" (GET /analytics/indexer/v1/workers) and "Resources
  and their fields > Worker node object".

  Decisions where the spec is silent: `availabilityGroups` and `runningTasks` are arrays of strings
  (availability-group IDs and task IDs), as the real system answers (docs/facts/overlord-config.md §overlord-config.5,
  §overlord-config.6: Druid 27.0.0 and 33.0.0 live).

  Rule: GET workers answers one worker node object per Middle Manager

    @OCF-013 @OCF-004 @GEN-003
    Scenario: Every worker node has every field of the worker node object
      When I GET "/analytics/indexer/v1/workers"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body is a non-empty array
      And the response body matches schema "overlord/worker-node-list"
      And the field "lastCompletedTaskTime" of every element matches schema "common/timestamp"
