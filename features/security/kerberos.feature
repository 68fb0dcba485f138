@security @needs:server-properties
Feature: The Kerberos authenticator: SPNEGO with tickets of a realm, then a signed cookie
  Spec: "Authentication" item 2: an authenticator verifies identities; the kinds are HTTP basic, LDAP and Kerberos;
  authenticators are chained. Runs on a target the kit starts with chosen properties (`@needs:server-properties`):
  basic security whose chain is `basic` (the kit's admin lives there), then `kerberos`, whose `serverPrincipal` is
  `HTTP/_HOST@EXAMPLE.COM` and whose `serverKeytab` holds the service key of a realm the kit plays the KDC of.
  Clients send `Authorization: Negotiate <SPNEGO token>` (RFC 4559).

  Decisions (tagged @decided), from Druid's Kerberos authenticator, SPNEGO as Hadoop does it (docs/facts/security.md
  §security.15, documentation and source; not measured live):
  - The identity is the client principal's short name (`authToLocal` DEFAULT: `alice@EXAMPLE.COM` is `alice`), which
    the basic authorizer authorizes like any name; a principal of another realm is not mapped and is refused.
  - After a negotiation the answer carries `WWW-Authenticate: Negotiate <token>` (mutual authentication: the server
    holds the service key) and a signed `hadoop.auth` cookie that authenticates later requests.
  - A request without Negotiate credentials moves on along the chain; the 401 of a request no authenticator accepts
    offers both challenges, `Basic` and `Negotiate` (§security.12).
  - Kerberos credentials that fail are refused with 401 or 403 and any body, never let in: a ticket that does not
    decrypt, an expired one, an authenticator from a clock more than five minutes off, a replay, a token that is
    not Kerberos, a principal no `authToLocal` rule maps, and a cookie the client changed. Druid's filter answers
    the failures of its authentication handler with its web server's error page, 403 in the source read (401 where
    the handler has set a `Negotiate` challenge); the reference answers 401 with the legacy error body. For a
    principal no rule maps, the source read leaves Druid's answer open (the mapping's I/O error is not turned into
    a refusal, perhaps a 500): the kit still asks for the refusal, as for all bad credentials.

  Background:
    Given a Kerberos realm "EXAMPLE.COM" the kit plays the KDC of, with the service "HTTP/127.0.0.1"
    And a target with basic security whose authenticator chain is:
      | name     | type     | skipOnFailure |
      | basic    | basic    | false         |
      | kerberos | kerberos | false         |

  Rule: A ticket of the realm authenticates its client

    @SEC-013 @SEC-014
    Scenario: A client with a ticket of the realm is let in, and the server proves it holds the key
      When I GET "/analytics/coordinator/v1/datasources" with a Kerberos ticket for "alice@EXAMPLE.COM"
      Then the response status is 200
      And the Negotiate answer proves the server holds the service key
      And the response sets the cookie "hadoop.auth"

    @SEC-013 @SEC-020 @decided
    Scenario: The client's short name is the identity the authorizer knows
      Given a user "${unique}" with these permissions has been created:
        | type   | name   | action |
        | CONFIG | CONFIG | READ   |
      When I GET "/analytics/coordinator/v1/config" with a Kerberos ticket for "${unique}@EXAMPLE.COM"
      Then the response status is 200
      When I GET "/analytics/coordinator/v1/config" with a Kerberos ticket for "${unique}_other@EXAMPLE.COM"
      Then the response status is 403

    @SEC-013 @decided
    Scenario: The signed cookie authenticates later requests without a ticket
      Given I GET "/analytics/coordinator/v1/datasources" with a Kerberos ticket for "alice@EXAMPLE.COM"
      When I GET "/analytics/coordinator/v1/datasources" with only the cookie I was given
      Then the response status is 200

    @SEC-013 @decided
    Scenario: A cookie the client changed is not accepted
      Given I GET "/analytics/coordinator/v1/datasources" with a Kerberos ticket for "alice@EXAMPLE.COM"
      When I GET "/analytics/coordinator/v1/datasources" with the cookie I was given changed to user "admin"
      Then the response status is 401 or 403

  Rule: Kerberos credentials that fail are refused, whatever is wrong with them

    @SEC-013 @decided
    Scenario Outline: A ticket that does not prove its client is refused (<flaw>)
      When I GET "/analytics/coordinator/v1/datasources" with a Kerberos ticket for "<client>" that is <flaw>
      Then the response status is 401 or 403

      Examples:
        | client            | flaw                               |
        | alice@EXAMPLE.COM | expired                            |
        | alice@EXAMPLE.COM | sealed with a key the server lacks |
        | alice@EXAMPLE.COM | sent from a clock 10 minutes ahead |
        | carol@OTHER.ORG   | otherwise sound                    |

    @SEC-013 @decided
    Scenario: The same Negotiate header sent again is a replay and is refused
      Given I GET "/analytics/coordinator/v1/datasources" with a Kerberos ticket for "alice@EXAMPLE.COM"
      When I GET "/analytics/coordinator/v1/datasources" with the same Negotiate header again
      Then the response status is 401 or 403

    @SEC-013 @decided
    Scenario Outline: A Negotiate token that is not Kerberos is refused, not a server error (<token>)
      When I GET "/analytics/coordinator/v1/datasources" with the headers:
        | Authorization | Negotiate <token> |
      Then the response status is 401 or 403

      Examples:
        | token            |
        | AAAA             |
        | YIIBAgYGKwYBBQUC |
        | !!!              |

  Rule: The chain goes on without Negotiate credentials, and a 401 offers both kinds

    @SEC-013 @SEC-014 @decided
    Scenario: Basic credentials still reach the basic authenticator ahead of Kerberos
      When I GET "/analytics/coordinator/v1/config"
      Then the response status is 200

    @SEC-013 @SEC-014 @decided
    Scenario: Without credentials the 401 offers Basic and Negotiate
      When I GET "/analytics/coordinator/v1/datasources" without credentials
      Then the response status is 401
      And the response header "WWW-Authenticate" includes "Negotiate"
      And the response header "WWW-Authenticate" includes "Basic"
