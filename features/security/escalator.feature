@security @needs:server-properties
Feature: The escalator: the internal client cluster processes authenticate as
  Spec: "Authentication" item 4: the Escalator defines how cluster processes authenticate to each other (`type`
  basic, `internalClientUsername`, `internalClientPassword`, `authorizerName`); item 3: the internal client's initial
  password is configured (`initialInternalClientPassword`). Runs on a target the kit starts with an escalator
  password it chooses (`@needs:server-properties`), with basic security whose authenticator and authorizer are both `basic`.

  Decisions (tagged @decided), from Druid's documentation and source (docs/facts/security.md §security.13, §security.5;
  the user recorded on Druid 36.0.0; not measured live with an escalator of the kit's choosing):
  - The internal client is the user `<word>_system` of the target, `${internalClient}` in these scenarios: Druid
    names it `druid_system` whatever the escalator says (a constant of its basic-security extension, listed among
    the users of a recorded 36.0.0 cluster), so an escalator works only when its `internalClientUsername` is that
    name, as Druid's documentation configures it; the reference, under `analytics`, names it `analytics_system`.
  - The initial internal client password makes the internal client a user of the first basic authenticator and of
    the escalator's authorizer, with a role of every permission: it authenticates with the escalator's password
    like any user, may read and write everything, and shows in both user lists. Any other password is refused.

  Rule: Cluster processes authenticate as the escalator's internal client, with every permission

    @SEC-019 @decided
    Scenario: The internal client authenticates with the escalator's password and may write configuration
      Given a target with basic security whose escalator's internal client has the password "internal-${unique}"
      When user "${internalClient}" sends POST "/analytics/coordinator/v1/config" with:
        """json
        {"maxSegmentsToMove": 11}
        """
      Then the response status is 200
      And GET "/analytics/coordinator/v1/config" answers a body containing:
        """json
        {"maxSegmentsToMove": 11}
        """

    @SEC-019 @decided
    Scenario: The internal client is a user of the authenticator and of the escalator's authorizer
      Given a target with basic security whose escalator's internal client has the password "internal-${unique}"
      When I GET "/analytics-ext/basic-security/authentication/db/basic/users"
      Then the response body is an array of names including "${internalClient}"
      When I GET "/analytics-ext/basic-security/authorization/db/basic/users"
      Then the response body is an array of names including "${internalClient}"

    @SEC-019
    Scenario: Another password than the escalator's is refused for the internal client
      Given a target with basic security whose escalator's internal client has the password "internal-${unique}"
      When I GET "/analytics/coordinator/v1/config" as user "${internalClient}" with password "not-the-escalators"
      Then the response status is 401
