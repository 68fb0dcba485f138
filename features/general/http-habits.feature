@general
Feature: HTTP habits every service shares
  Spec: "Conventions" (paths relative to the Router, JSON bodies). The spec says nothing of status paths, wrong
  methods, media types, compression or size limits; these scenarios hold what the real system does.

  Decisions (tagged @decided), from docs/facts/http.md (Druid 33.0.0 live, 36.0.0 recorded):
  - `GET /status/health` answers `true` and `GET /status` the version and modules (§http.1).
  - A method a known path does not take is a 405 whose `Allow` header names the methods it takes (§http.3).
  - A JSON route refuses a body without a Content-Type with 415; the SQL endpoint refuses it with 400 from 36.0.0
    on and 415 before, so either passes (§http.4).
  - A POST with Content-Type application/json and no body reaches a route that reads none (§http.4).
  - A gzip request body (`Content-Encoding: gzip`) is inflated (§http.6); answers are compressed for a client that
    accepts gzip, however short (§http.7: live 33 compresses `/status/health`'s 4 bytes, recorded 36 a 192-byte SQL
    result).
  - `…/coordinator/v1/leader` and `…/indexer/v1/leader` answer the leader's URL as bare text, and the Router passes
    `/proxy/coordinator/<path>` and `/proxy/overlord/<path>` to those services (§http.12: live 33, recorded 36).
  - A request URI over 8 KiB is a 414; a request header of 20 000 characters a 431 (§http.5).
  - A JSON answer is labelled `application/json` with no charset parameter (§http.10).

  Rule: Every service answers its status paths

    @GEN-001 @decided
    Scenario: The health check answers true
      When I GET "/status/health"
      Then the response status is 200
      And the response body is:
        """json
        true
        """

    @GEN-001 @GEN-002 @decided
    Scenario: The status path answers the version and the modules
      When I GET "/status"
      Then the response status is 200
      And the response content type is "application/json"
      And the response body matches schema "common/status"

    @GEN-002 @decided
    Scenario: A JSON answer is labelled application/json without a charset
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200
      And the response header "Content-Type" is "application/json"

    @GEN-001 @decided
    Scenario Outline: The <service> names its leader's URL
      When I GET "<path>"
      Then the response status is 200
      And the response body text includes "://"

      Examples:
        | service     | path                               |
        | Coordinator | /analytics/coordinator/v1/leader   |
        | Overlord    | /analytics/indexer/v1/leader       |

  Rule: The Router passes management paths to the Coordinator and the Overlord

    @GEN-001 @decided
    Scenario Outline: A path under /proxy/<service>/ reaches the <service>
      When I GET "/proxy/<service>/status/health"
      Then the response status is 200
      And the response body is:
        """json
        true
        """

      Examples:
        | service     |
        | coordinator |
        | overlord    |

  Rule: A method a known path does not take is a 405 naming the ones it takes

    @GEN-001 @decided
    Scenario: PUT on the Coordinator dynamic configuration is a 405 allowing GET and POST
      When I PUT "/analytics/coordinator/v1/config"
      Then the response status is 405
      And the response header "Allow" lists "GET, POST"

    @GEN-001 @decided
    Scenario: GET on the SQL endpoint is a 405 allowing POST
      When I GET "/analytics/v2/sql"
      Then the response status is 405
      And the response header "Allow" lists "POST"

  Rule: Request bodies are typed; a bodyless POST is no body

    @GEN-002 @decided
    Scenario: A rules body without a Content-Type is refused with 415
      When I POST "/analytics/coordinator/v1/rules/${unique}" with the header "Content-Type" set to "" and the body:
        """json
        []
        """
      Then the response status is 415

    @GEN-002 @decided
    Scenario: A SQL request without a Content-Type is refused, not run
      When I POST "/analytics/v2/sql" with the header "Content-Type" set to "" and the body:
        """json
        {"query": "SELECT 1 AS x"}
        """
      Then the response status is 400 or 415

    @GEN-002 @decided
    Scenario: A bodyless POST with Content-Type application/json reaches the route
      When I POST "/analytics/indexer/v1/task/${unique}/shutdown" with the headers:
        | name         | value            |
        | Content-Type | application/json |
      Then the response status is 404

  Rule: Bodies may be compressed with gzip both ways

    @GEN-002 @decided
    Scenario: A SQL request compressed with gzip is inflated and run
      When I POST "/analytics/v2/sql" with the header "Content-Encoding" set to "gzip" and the body:
        """json
        {"query": "SELECT 1 AS x"}
        """
      Then the response status is 200
      And the response body is:
        """json
        [{"x": 1}]
        """

    @GEN-002 @decided
    Scenario: An answer is compressed for a client that accepts gzip
      When I GET "/status" with the headers:
        | name            | value |
        | Accept-Encoding | gzip  |
      Then the response status is 200
      And the response header "Content-Encoding" is "gzip"
      And the response body matches schema "common/status"

    @GEN-002 @decided
    Scenario: A short answer is compressed too
      When I GET "/status/health" with the headers:
        | name            | value |
        | Accept-Encoding | gzip  |
      Then the response status is 200
      And the response header "Content-Encoding" is "gzip"
      And the response body is:
        """json
        true
        """

  Rule: Requests larger than a server takes are refused with the status naming the part

    @GEN-001 @decided
    Scenario: A request URI over 8 KiB is a 414
      When I GET "/analytics/coordinator/v1/datasources/${unique}" made 9000 characters longer
      Then the response status is 414

    @GEN-001 @decided
    Scenario: A request header of 20000 characters is a 431
      When I GET "/status/health" with a header "X-Kit-Padding" of 20000 characters
      Then the response status is 431
