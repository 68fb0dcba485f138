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
  - JSON_OBJECT takes `KEY k VALUE v`, `k: v` and `k, v` entries; its keys come in the order of a Java HashMap (a
    repeated key keeps its first place and its last value), booleans are 1 or 0, doubles in Java's form (§sql.66).
    JSON_PATHS lists the path of every leaf in the order of a Java HashSet of them, and `["$"]` for a value that is
    not JSON (§sql.67). TO_JSON_STRING writes booleans as 1 or 0 and times as milliseconds (§sql.68).
    JSON_QUERY_ARRAY reads an array as its members and a scalar as a list of one; an object or nothing is NULL
    (§sql.69: measured through ARRAY_LENGTH and ARRAY_OFFSET, as Druid 33 fails with a StackOverflowError when the
    array itself is a result column, and Druid 27 lacks the function). Druid 33.0.0 live, 2026-11-26; Druid 27.0.0
    answers the same but for the comma between a key and its value (a syntax error there) and JSON_QUERY_ARRAY.
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

  @SQL-010 @SQL-032 @decided @needs:complex-columns
  Rule: JSON_OBJECT builds a JSON value from keys and values, keys in the real system's order

    Scenario: JSON_OBJECT takes KEY … VALUE and colon entries
      When I run the SQL query:
        """sql
        SELECT JSON_OBJECT('a': 1, 'b': 'x') AS colon_form, JSON_OBJECT(KEY 'a' VALUE 1) AS key_form,
          JSON_OBJECT() AS no_entries
        """
      Then the SQL result is:
        | colon_form              | key_form      | no_entries |
        | "{\"a\":1,\"b\":\"x\"}" | "{\"a\":1}" | "{}"       |
      And the SQL column types are:
        | column     | type          | sqlType |
        | colon_form | COMPLEX<json> | OTHER   |
        | key_form   | COMPLEX<json> | OTHER   |

    @needs:newer-json-syntax
    Scenario: A comma may separate a key from its value, among entries of the other forms
      When I run the SQL query:
        """sql
        SELECT JSON_OBJECT('a', 1, KEY 'b' VALUE 2, 'c': 3) AS mixed
        """
      Then the SQL result is:
        | mixed                           |
        | "{\"a\":1,\"b\":2,\"c\":3}" |

    Scenario: Keys come in Java HashMap order, a repeated key keeps its last value, values keep their JSON form
      When I run the SQL query:
        """sql
        SELECT JSON_OBJECT('z': 1, 'a': 2, 'big': 9223372036854775807, 'd': 1e300, 'f': TRUE, 'm': 'q') AS ordered,
          JSON_OBJECT('a': 1, 'a': 2) AS repeated,
          JSON_OBJECT('a': ARRAY[1, 2], 'b': PARSE_JSON('{"y":[1.5]}')) AS nested
        """
      Then the SQL result is:
        | ordered                                                                                        | repeated      | nested                                  |
        | "{\"a\":2,\"big\":9223372036854775807,\"d\":1.0E300,\"f\":1,\"z\":1,\"m\":\"q\"}" | "{\"a\":2}" | "{\"a\":[1,2],\"b\":{\"y\":[1.5]}}" |

  @SQL-010 @decided @needs:complex-columns
  Rule: JSON_PATHS lists the path of every leaf, in the real system's order

    Scenario: Leaves are scalars and arrays of scalars, listed in Java HashSet order; a value that is not JSON is $
      When I run the SQL query:
        """sql
        SELECT JSON_PATHS(PARSE_JSON('{"z":1,"a":{"b":1,"a":2},"c":[1,2],"d":[{"e":1}],"f":null,"g":{},"h":[]}')) AS leaves,
          JSON_PATHS(PARSE_JSON('{"m":[1,{"b":2}],"n":[[1,2],[3]],"o":[null,1],"p":[{},{"q":1}],"x.y":1,"u":true,"v":"s","w":1.5}')) AS nested,
          JSON_PATHS(PARSE_JSON('[1,[2,3],{"a":1}]')) AS top_array,
          JSON_PATHS('text') AS scalar
        """
      Then the SQL result is:
        | leaves                                                                        | nested                                                                                                                          | top_array                          | scalar      |
        | "[\"$.a.a\",\"$.c\",\"$.a.b\",\"$.f\",\"$.d[0].e\",\"$.h\",\"$.z\"]" | "[\"$['x.y']\",\"$.u\",\"$.n[0]\",\"$.v\",\"$.m[0]\",\"$.n[1]\",\"$.w\",\"$.p[1].q\",\"$.o\",\"$.m[1].b\"]" | "[\"$[2].a\",\"$[0]\",\"$[1]\"]" | "[\"$\"]" |
      And the SQL column types are:
        | column | type          | sqlType |
        | leaves | ARRAY<STRING> | ARRAY   |

  @SQL-010 @SQL-032 @decided @needs:complex-columns
  Rule: JSON_QUERY_ARRAY reads the members of an array, TO_JSON_STRING writes any value as JSON text

    @needs:newer-json-syntax
    Scenario: JSON_QUERY_ARRAY gives an array's members, a scalar as a list of one, NULL for an object or nothing
      When I run the SQL query:
        """sql
        SELECT ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('{"a":[1,{"b":2}],"s":5,"o":{"k":1}}'), '$.a')) AS of_array,
          ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('{"a":[1,{"b":2}],"s":5,"o":{"k":1}}'), '$.s')) AS of_scalar,
          ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('{"a":[1,{"b":2}],"s":5,"o":{"k":1}}'), '$.o')) AS of_object,
          ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('{"a":[1,{"b":2}],"s":5,"o":{"k":1}}'), '$.zz')) AS of_missing,
          ARRAY_OFFSET(JSON_QUERY_ARRAY(PARSE_JSON('{"a":[1,{"b":2}]}'), '$.a'), 1) AS member_1
        """
      Then the SQL result is:
        | of_array | of_scalar | of_object | of_missing | member_1        |
        | 2        | 1         | null      | null       | "{\"b\":2}"   |
      And the SQL column types are:
        | column   | type          | sqlType |
        | member_1 | COMPLEX<json> | OTHER   |

    Scenario: TO_JSON_STRING writes arrays, booleans as 1, times as milliseconds, and NULL as NULL
      When I run the SQL query:
        """sql
        SELECT TO_JSON_STRING(ARRAY[1, 2]) AS longs, TO_JSON_STRING(ARRAY['a', NULL]) AS strings,
          TO_JSON_STRING(ARRAY[1.5, 2.0]) AS doubles, TO_JSON_STRING('x') AS text, TO_JSON_STRING(TRUE) AS flag,
          TO_JSON_STRING(TIMESTAMP '2020-01-01 00:00:00') AS instant, TO_JSON_STRING(NULL) AS nothing,
          TO_JSON_STRING(PARSE_JSON('{"a":[1,2]}')) AS doc
        """
      Then the SQL result is:
        | longs   | strings          | doubles     | text      | flag | instant         | nothing | doc                     |
        | "[1,2]" | "[\"a\",null]" | "[1.5,2.0]" | "\"x\"" | "1"  | "1577836800000" | null    | "{\"a\":[1,2]}"       |

  @SQL-011 @decided @phase:validate
  Rule: A bad JSONPath is refused

    Scenario: A JSONPath must start with $
      When I run the SQL query:
        """sql
        SELECT JSON_VALUE(PARSE_JSON('{"a": 1}'), 'a') AS v
        """
      Then the SQL request is refused with status 400 and a message containing "JSONPath [a] is invalid"

    @needs:newer-json-syntax
    Scenario: JSON_QUERY_ARRAY refuses a JSONPath not starting with $
      When I run the SQL query:
        """sql
        SELECT ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('{}'), 'a')) AS n
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
