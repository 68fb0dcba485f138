@statements @needs:sql-ingestion
Feature: Results that durable storage no longer holds
  Spec: GET /analytics/v2/sql/statements/:queryId/results ("Asynchronous SQL on deep storage (statements)", errors):
  a server error while fetching results answers 500 with the statements error object. No request of the public API
  breaks a healthy server, so the scenario uses a fault the real system has by design (`@needs:server-properties`):
  the durable storage cleaner removes results once their retention has passed, while the status still lists the
  pages.

  Decisions (tagged @decided): results the status lists but storage no longer holds are the server's fault, a 500
  with the statements error body, not a 404: the statement exists and succeeded, and the client did nothing wrong.
  Evidence: the spec's 500 for a server error (STM-030); Druid's Overlord runs such a cleaner with time-based
  retention (Druid documentation, durable storage cleaner; not measured, the lab clusters have no durable storage).

  Rule: A server fault while fetching results is a 500 with the statements error object

    @STM-030 @decided @needs:server-properties
    Scenario: Results removed by the durable storage cleaner answer 500 with the statements error body
      Given a target whose durable storage cleaner keeps query results for 1 millisecond
      And datasource "${unique}" has been ingested with rows:
        | page | added:long |
        | A    | 1          |
      And the SQL context contains:
        """json
        { "selectDestination": "durableStorage" }
        """
      And the statement has succeeded:
        """sql
        SELECT "page", "added" FROM "${unique}"
        """
      When I GET "/analytics/v2/sql/statements/${statement}/results"
      Then eventually the response status is 500
      And the response body matches schema "statements/statement-error"
