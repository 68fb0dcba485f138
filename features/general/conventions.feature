@general
Feature: Conventions every endpoint follows
  Spec: "Conventions" and "Versioning". All paths are relative to the Router's base URL and start
  with the service prefix `/analytics`; Coordinator and Overlord paths carry `v1`; bodies are JSON.
  Rows for the other areas join this table as those areas are built.

  Rule: Every API is reachable through the base URL under /analytics with its version

    @GEN-001 @GEN-006 @GEN-009 @GEN-002
    Scenario Outline: <endpoint> answers JSON at its versioned path under the base URL
      When I GET "<path>"
      Then the response status is 200
      And the response content type is "application/json"

      Examples:
        | endpoint                            | path                                        |
        | Coordinator dynamic configuration   | /analytics/coordinator/v1/config            |
        | Coordinator configuration history   | /analytics/coordinator/v1/config/history    |
        | Overlord worker configuration history | /analytics/indexer/v1/worker/history      |
        | Overlord workers                    | /analytics/indexer/v1/workers               |

  Rule: An unknown path is a 404, not a success

    @GEN-001 @decided
    Scenario: A path outside the API answers 404
      When I GET "/analytics/coordinator/v9/${unique}"
      Then the response status is 404
