@security @needs:server-properties
Feature: TLS: the service answers HTTPS with its certificate, and plaintext is off
  Spec: "Authentication" item 8: TLS is configured with properties that enable the TLS port and
  disable the plaintext port; the server presents a certificate from its key store; self-signed
  certificates are for tests only. Runs on a target the kit starts with a certificate it generates
  for the scenario and trusts (`@needs:server-properties`).

  Clients keep the certificates they trust in a trust store and speak TLSv1.2 (SEC-029): the kit
  checks with a TLSv1.2 client whose trust store holds only the target's certificate. Self-signed
  certificates are not for production (SEC-032) because no client trusts them by default: a client
  that trusts only the public certificate authorities refuses the target's self-signed one.

  The Coordinator listens by default on port 8081 for plain connections and 8281 for TLS (SEC-023).
  The Router hides the ports of the processes behind it, so the kit reads them where the cluster
  reports them, sys.servers: on a target nobody configured the Coordinator has plain port 8081 and
  no TLS port (-1); with TLS on (and plaintext off), TLS port 8281 and no plain port.

  TLS is configured by properties, so it takes effect when the services restart with them (SEC-031):
  the kit starts a target without TLS, writes a configuration, restarts it with TLS on the same data,
  and checks that it answers HTTPS only and kept what was written.

  Decided where the spec is silent (tagged @decided): the reference takes a PEM key and certificate
  rather than a Java key store, and with TLS on it serves HTTPS only.

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
        SELECT "plaintext_port", "tls_port" FROM sys.servers WHERE "server_type" = 'COORDINATOR'
        """
      Then the SQL result is:
        | plaintext_port | tls_port |
        | 8081           | -1       |

    @SEC-023 @decided
    Scenario: With TLS on the Coordinator reports TLS port 8281 and no plain port
      Given a target serving HTTPS only with a certificate generated now
      When I run the SQL query:
        """sql
        SELECT "plaintext_port", "tls_port" FROM sys.servers WHERE "server_type" = 'COORDINATOR'
        """
      Then the SQL result is:
        | plaintext_port | tls_port |
        | -1             | 8281     |
