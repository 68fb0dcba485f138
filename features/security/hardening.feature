@security @needs:security @hardening
Feature: Generic holes in authorization: encoded paths and other users' tasks
  Beyond the spec (tag @hardening; leave these out with --tags 'not @hardening'): checks that hold on any server
  that authorizes as "Authentication" items 5 and 6 say (roles grant resource actions, the finest grain is one
  datasource), whatever its framework. A path is authorized as the route it reaches: a percent-encoded letter
  (`%62` for `b`, `%63` for `c`) must not pick another rule than the plain path. A task is its datasource's: a user
  without READ on that datasource sees neither its rows nor the task's payload (its SQL, inline rows, credentials of
  an external source), status or reports. Runs on a target with basic security (`@needs:security`).

  Where servers differ (these checks are beyond the spec, so not @decided; features/README.md, Security):
  - A refused request may be a 403 or, where the server has no route for the encoded path, a 404, 400 or 405; what
    counts is that nothing is reached, which the scenarios check afterwards where they can. Druid 27.0.0 with basic
    security (live 2026-11-26, docs/facts/security.md §security.11) answers 404 for `%63onfig`, `%77orker`, `%74ask`
    and `%62asic-security`, 400 "Unsupported proxy destination" for `%63oordinator` (its Router), 405 for POST on
    `rules/history`.
  - The query on the task's datasource waits until the Broker serves it: before that Druid answers 400 "Object not
    found" whoever asks (§security.6).

  Background:
    Given the names of the target's authenticator and authorizer have been read
    And a user "${unique}_state" with these permissions has been created:
      | type  | name  | action |
      | STATE | STATE | READ   |
      | STATE | STATE | WRITE  |

  Rule: A percent-encoded path is authorized as the route it decodes to

    @SEC-020 @SEC-027
    Scenario: A STATE user posting to an encoded security path is refused and gains nothing
      When user "${unique}_state" sends POST "/analytics-ext/%62asic-security/authorization/db/${authorizer}/users/${unique}_state/roles/admin"
      Then the response status is 403 or 404
      When I GET "/analytics-ext/basic-security/authorization/db/${authorizer}/users/${unique}_state"
      Then the response status is 200
      And the response body does not contain the text "\"admin\""
      When user "${unique}_state" sends GET "/analytics/coordinator/v1/config"
      Then the response status is 403

    @SEC-020 @SEC-027
    Scenario Outline: A STATE user may not reach a CONFIG or security resource through an encoded path (<path>)
      When user "${unique}_state" sends GET "<path>"
      Then the response status is <refusal>

      Examples:
        | path                                                                     | refusal   |
        | /analytics/coordinator/v1/%63onfig                                       | 403 or 404 |
        | /analytics/%63oordinator/v1/config                                       | 403 or 400 |
        | /analytics/indexer/v1/%77orker                                           | 403 or 404 |
        | /analytics-ext/%62asic-security/authentication/db/${authenticator}/users | 403 or 404 |

    @SEC-020 @SEC-022
    Scenario: Retention rules posted under the name "history" are the rules of a datasource: WRITE on it
      When user "${unique}_state" sends POST "/analytics/coordinator/v1/rules/history" with:
        """json
        []
        """
      Then the response status is 403 or 405

  Rule: A user without READ on a datasource sees neither its rows nor its tasks

    Background:
      Given the SQL task has succeeded:
        """sql
        INSERT INTO "${unique}"
        SELECT TIME_PARSE("time") AS "__time", "page"
        FROM TABLE(EXTERN(
          '{"type":"inline","data":"2015-09-12T00:46:58.771Z,Secret"}',
          '{"type":"csv","columns":["time","page"]}',
          '[{"name":"time","type":"string"},{"name":"page","type":"string"}]'
        ))
        PARTITIONED BY DAY
        """
      And a user "${unique}_nobody" without permissions has been created

    @SEC-022 @SEC-025
    Scenario: The user may not query the datasource's rows
      When user "${unique}_nobody" sends POST "/analytics/v2/sql" with:
        """json
        {"query": "SELECT \"page\" FROM \"${unique}\""}
        """
      Then eventually the response status is 403
      And the response body does not contain the text "Secret"

    @SEC-022
    Scenario Outline: The user may not read the task of the datasource (<path>)
      When user "${unique}_nobody" sends GET "<path>"
      Then the response status is <refusal>
      And the response body does not contain the text "Secret"

      Examples:
        | path                                       | refusal    |
        | /analytics/indexer/v1/task/${task}         | 403        |
        | /analytics/indexer/v1/%74ask/${task}       | 403 or 404 |
        | /analytics/indexer/v1/task/${task}/status  | 403        |
        | /analytics/indexer/v1/task/${task}/reports | 403        |

    @SEC-022
    Scenario: The user's task list leaves the task out
      When user "${unique}_nobody" sends GET "/analytics/indexer/v1/tasks"
      Then the response status is 200
      And the response body does not contain the text "${task}"
