@general
Feature: Conventions every endpoint follows
  Spec: "Conventions" and "Versioning". All paths are relative to the Router's base URL and start with the service
  prefix `/analytics`; Coordinator and Overlord paths carry `v1`; bodies are JSON. An interval given as a path
  segment has `_` between its start and its end (the legacy metadata endpoints take such paths).

  Decisions (tagged @decided):
  - An unknown path answers 404 (docs/facts/http.md §http.2, Druid 33.0.0 live).
  - An interval path segment may also have `/` URL-encoded (`%2F`) between its ends (docs/facts/legacy-metadata.md
    §legacy-metadata.14, Druid 33.0.0 live).
  - A path segment that is not an interval where one is expected is refused: 400 from the reference (bad input is
    never a server error there), 500 from Druid 27.0.0 and 33.0.0, whose error page names the missing separator
    (live 2026-11-26, §legacy-metadata.15); the kit accepts both.

  Rule: Every API is reachable through the base URL under /analytics with its version

    @GEN-001 @GEN-006 @GEN-009 @GEN-002
    Scenario Outline: <endpoint> answers JSON at its versioned path under the base URL
      When I GET "<path>"
      Then the response status is 200
      And the response content type is "application/json"

      Examples:
        | endpoint                              | path                                           |
        | Coordinator dynamic configuration     | /analytics/coordinator/v1/config               |
        | Coordinator configuration history     | /analytics/coordinator/v1/config/history       |
        | Overlord worker configuration history | /analytics/indexer/v1/worker/history           |
        | Overlord workers                      | /analytics/indexer/v1/workers                  |
        | Segment load status                   | /analytics/coordinator/v1/loadstatus           |
        | Segment load queues                   | /analytics/coordinator/v1/loadqueue            |
        | Metadata store segments               | /analytics/coordinator/v1/metadata/segments    |
        | Metadata store datasources            | /analytics/coordinator/v1/metadata/datasources |
        | Served datasources                    | /analytics/coordinator/v1/datasources          |
        | Intervals                             | /analytics/coordinator/v1/intervals            |
        | Servers                               | /analytics/coordinator/v1/servers              |
        | Broker datasources                    | /analytics/v2/datasources                      |

  Rule: An interval in a path segment has `_` between its start and its end

    Background:
      Given the shared datasource "${shared}" has been loaded with rows:
        | __time                   | page  |
        | 2015-09-12T01:00:00.000Z | Alpha |
        | 2015-09-13T01:00:00.000Z | Beta  |
      And the IDs of the 2 used segments of datasource "${shared}" have been read

    @GEN-005
    Scenario: The segments of an interval written with `_` are those it contains
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-13T00:00:00.000Z_2015-09-14T00:00:00.000Z"
      Then eventually the response body is:
        """json
        ["${segment2}"]
        """

    @GEN-005 @decided
    Scenario: An interval with `/` URL-encoded in the path is read the same
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-13T00:00:00.000Z%2F2015-09-14T00:00:00.000Z"
      Then eventually the response body is:
        """json
        ["${segment2}"]
        """

    @GEN-005 @decided
    Scenario: An interval in a path without `_` is refused, not read as an interval
      When I GET "/analytics/coordinator/v1/datasources/${shared}/intervals/2015-09-13T00:00:00.000Z"
      Then the response status is 400 or 500

  Rule: An unknown path is a 404, not a success

    @GEN-001 @decided
    Scenario: A path outside the API answers 404
      When I GET "/analytics/coordinator/v9/${unique}"
      Then the response status is 404
