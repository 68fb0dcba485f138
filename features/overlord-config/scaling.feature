@overlord-config
Feature: Overlord scaling events
  Spec: "Endpoints > Overlord dynamic configuration and workers" (GET /analytics/indexer/v1/scaling): an array of
  scaling events when autoscaling runners are in use, an empty body when there are none.

  Decisions where the spec is silent:
  - An event is `{timestamp, event: PROVISION | TERMINATE, data: {nodeIds}}` (docs/facts/overlord-config.md
    §overlord-config.6: Druid's source, not measured; the empty body live on Druid 33.0.0).
  - An autoscaler is in use when the Overlord dynamic configuration has a non-null `autoScaler`; it keeps the
    number of workers between `minNumWorkers` and `maxNumWorkers` (Druid's autoscaling design; scenarios need the
    declared capability `autoscaling`).

  Rule: Without scaling events the answer is an empty body

    @OCF-015 @needs:fresh-target
    Scenario: A target that never scaled answers 200 with an empty body
      Given a target on which nothing has been configured
      When I GET "/analytics/indexer/v1/scaling"
      Then the response status is 200
      And the response body is empty

  Rule: An autoscaler in use reports what it provisioned

    @OCF-014 @needs:fresh-target @needs:autoscaling
    Scenario: An autoscaler asked for more workers reports a PROVISION event
      Given a target on which nothing has been configured
      And "/analytics/indexer/v1/worker" has been posted with:
        """json
        { "type": "default", "selectStrategy": { "type": "fillCapacity" }, "autoScaler": { "type": "ec2", "minNumWorkers": 3, "maxNumWorkers": 3, "envConfig": {} } }
        """
      When I GET "/analytics/indexer/v1/workers"
      Then the response status is 200
      And eventually GET "/analytics/indexer/v1/scaling" answers an element containing:
        """json
        { "event": "PROVISION" }
        """
      And GET "/analytics/indexer/v1/scaling" answers a body matching schema "overlord/scaling-events"
      And GET "/analytics/indexer/v1/workers" answers an array of 3 elements
