@security @needs:server-properties
Feature: TLS: the service answers HTTPS with its certificate, and plaintext is off
  Spec: "Authentication" item 8: TLS is configured by properties that enable the TLS port and disable the plaintext
  port, a client trust store (protocol TLSv1.2) and a server key store; all services are then restarted;
  self-signed certificates are not for production. Item 5: the Coordinator's default ports are 8081 plain and 8281
  TLS. Runs on a target the kit starts with a certificate it generates for the scenario (`@needs:server-properties`,
  and `@needs:fresh-target` where the scenario restarts it or reads its defaults). The kit's TLSv1.2 client trusts
  only that certificate; a client trusting only the public authorities must refuse it (SEC-032); the restart keeps
  the state written before it (SEC-031).

  Decisions (tagged @decided):
  - With TLS on, the service answers HTTPS only: plain HTTP gets no answer (Druid: `druid.enablePlaintextPort=false`,
    docs/facts/security.md §security.17, documentation).
  - The ports are read where the cluster reports them, `sys.servers` (the Router hides the processes' own): plain
    8081 and TLS -1 without TLS, TLS 8281 and plain -1 with it (§security.17: -1 for a port not in use, Druid 33.0.0
    and 27.0.0 live 2026-11-26). `server_type` is compared case-insensitively: Druid names the type `coordinator`
    in lower case (33.0.0 live, 36.0.0 recorded), the documentation and the reference in upper case. Without TLS,
    Druid 33.0.0 answers the first scenario's query with 8081 and -1 (live 2026-11-26).
  - The reference takes a PEM key and certificate rather than a Java key store (Druid's are Java key stores,
    §security.17).

  Rule: With TLS configured, requests go over HTTPS and plain HTTP gets no answer

    @SEC-028 @SEC-030 @decided
    Scenario: A client that trusts the certificate is answered over HTTPS
      Given a target serving HTTPS only with a certificate generated now
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200

    @SEC-028 @decided
    Scenario: The plaintext port is off
      Given a target serving HTTPS only with a certificate generated now
      Then the target does not answer plain HTTP

  Rule: TLS clients trust what their trust store holds, and self-signed certificates only there

    @SEC-029
    Scenario: A TLSv1.2 client whose trust store holds the certificate is answered
      Given a target serving HTTPS only with a certificate generated now
      Then a TLSv1.2 client whose trust store holds the target's certificate is answered

    @SEC-032
    Scenario: A client with only the public certificate authorities refuses a self-signed certificate
      Given a target serving HTTPS only with a certificate generated now
      Then a client trusting only the public certificate authorities refuses the target's certificate

  Rule: TLS takes effect when the service restarts with it

    @SEC-031 @needs:fresh-target
    Scenario: After a restart with TLS the service answers HTTPS only and keeps its state
      Given a target on which nothing has been configured
      And "/analytics/coordinator/v1/config" has been posted with:
        """json
        {"maxSegmentsToMove": 13}
        """
      And the target has restarted with TLS and a certificate generated now
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200
      And the response body contains:
        """json
        {"maxSegmentsToMove": 13}
        """
      And the target does not answer plain HTTP

  Rule: The Coordinator's default ports are 8081 for plain connections and 8281 for TLS

    @SEC-023 @needs:fresh-target @decided
    Scenario: Without TLS the Coordinator reports plain port 8081 and no TLS port
      Given a target on which nothing has been configured
      When I run the SQL query:
        """sql
        SELECT "plaintext_port", "tls_port" FROM sys.servers WHERE UPPER("server_type") = 'COORDINATOR'
        """
      Then the SQL result is:
        | plaintext_port | tls_port |
        | 8081           | -1       |

    @SEC-023 @decided
    Scenario: With TLS on the Coordinator reports TLS port 8281 and no plain port
      Given a target serving HTTPS only with a certificate generated now
      When I run the SQL query:
        """sql
        SELECT "plaintext_port", "tls_port" FROM sys.servers WHERE UPPER("server_type") = 'COORDINATOR'
        """
      Then the SQL result is:
        | plaintext_port | tls_port |
        | -1             | 8281     |
