@sql
Feature: SQL JSON values and lookups
  Spec: "Endpoints > Synchronous SQL" (200 with the results of a valid query, 400 for a bad one) and rule 4 (a
  complex type is reported as `COMPLEX<typeName>`). The spec states nothing else about JSON, so the rest is what
  real Druid answers.

  Decisions (tagged @decided), from docs/facts/sql.md §sql.21 and §sql.25 (Druid 33.0.0 live; Druid 36.0.0/37.0.0
  recorded, xo/dbimp docs/DRUID.md "Types"):
  - A JSON value (PARSE_JSON, JSON_QUERY) is shown as its compact JSON text, whatever `sqlStringifyArrays` says.
  - JSON_VALUE reads a scalar as VARCHAR, or as the type after RETURNING; an object, an array or a value that does
    not convert is NULL. JSON_KEYS lists an object's keys. A JSONPath not starting with `$` is refused (400).
  - Not decided: LOOKUP of a lookup the server does not have is a bad query (SQL-011: 400) whose message names it;
    Druid 33 answers 500 with that message (§sql.25: a profile entry).
  - A map lookup posted to the Coordinator's `…/lookups/config` (202) is what LOOKUP reads, a missing key NULL, and
    the `lookup` schema shows it as a table of `k` and `v` (docs/facts/lookups.md: recorded 36 `-005-`, `-006-`,
    `-049-`, `-050-`). Posting lookups changes a cluster's configuration, so the scenario runs only on a target the kit
    starts (`@needs:fresh-target`).

  @SQL-010 @SQL-032 @decided @needs:complex-columns
  Rule: JSON values are shown as their JSON text and read by JSONPath

    Scenario: PARSE_JSON and JSON_QUERY give JSON text of type COMPLEX<json>
      Given the SQL context contains:
        """json
        { "sqlStringifyArrays": false }
        """
      When I run the SQL query:
        """sql
        SELECT PARSE_JSON('{"a": 1, "b": [1, 2]}') AS doc, JSON_QUERY(PARSE_JSON('{"a": {"x": 1}}'), '$.a') AS inner_doc
        """
      Then the SQL result is:
        | doc                         | inner_doc     |
        | "{\"a\":1,\"b\":[1,2]}"     | "{\"x\":1}"   |
      And the SQL column types are:
        | column    | type          | sqlType |
        | doc       | COMPLEX<json> | OTHER   |
        | inner_doc | COMPLEX<json> | OTHER   |

    Scenario: JSON_VALUE reads scalars, with RETURNING for other types, and JSON_KEYS lists keys
      When I run the SQL query:
        """sql
        SELECT JSON_VALUE(PARSE_JSON('{"a": 1}'), '$.a') AS as_text,
          JSON_VALUE(PARSE_JSON('{"a": 1}'), '$.a' RETURNING BIGINT) AS as_long,
          JSON_VALUE(PARSE_JSON('{"a": "x"}'), '$.a' RETURNING BIGINT) AS not_a_number,
          JSON_VALUE(PARSE_JSON('{"b": [1, 2]}'), '$.b[1]') AS b_item,
          JSON_KEYS(PARSE_JSON('{"a": {"x": 1, "y": 2}}'), '$.a') AS inner_keys
        """
      Then the SQL result is:
        | as_text | as_long | not_a_number | b_item  | inner_keys          |
        | "1"     |       1 | null         | "2"     | "[\"x\",\"y\"]"     |
      And the SQL column types are:
        | column       | type          | sqlType |
        | as_text      | STRING        | VARCHAR |
        | as_long      | LONG          | BIGINT  |
        | inner_keys   | ARRAY<STRING> | ARRAY   |

  @SQL-011 @decided @phase:validate
  Rule: A bad JSONPath is refused

    Scenario: A JSONPath must start with $
      When I run the SQL query:
        """sql
        SELECT JSON_VALUE(PARSE_JSON('{"a": 1}'), 'a') AS v
        """
      Then the SQL request is refused with status 400 and a message containing "JSONPath [a] is invalid"

  @SQL-011 @phase:validate
  Rule: An unknown lookup is a bad query

    Scenario: LOOKUP of an unknown lookup is refused, naming it
      When I run the SQL query:
        """sql
        SELECT LOOKUP('a', 'kit_no_such_lookup') AS v
        """
      Then the SQL request is refused with status 400 and a message containing "Lookup [kit_no_such_lookup] not found"

  @SQL-010 @decided @needs:fresh-target
  Rule: A lookup posted to the Coordinator is what SQL reads

    Scenario: LOOKUP and the lookup schema read a map lookup of the default tier
      Given a target on which nothing has been configured
      When I POST "/analytics/coordinator/v1/lookups/config" with:
        """json
        { "__default": { "kit_fruit": { "version": "v1",
          "lookupExtractorFactory": { "type": "map", "map": { "a": "apple", "b": "banana" } } } } }
        """
      Then the response status is 202
      When I run the SQL query:
        """sql
        SELECT LOOKUP('a', 'kit_fruit') AS "a", LOOKUP('q', 'kit_fruit') AS "q"
        """
      Then the SQL result is:
        | a     | q    |
        | apple | null |
      When I run the SQL query:
        """sql
        SELECT "k", "v" FROM lookup."kit_fruit" ORDER BY "k"
        """
      Then the SQL result is:
        | k | v      |
        | a | apple  |
        | b | banana |
