@sql
Feature: Deeply nested subqueries
  Spec: "Resources and their fields > SQL request object" (`query`). The spec says nothing of how
  deeply subqueries may nest in one another.

  Decided where the spec is silent (tagged @decided), following the real system
  (docs/facts/robustness.md §robustness.7, Druid 33.0.0 live): a query whose scalar subqueries nest
  30 or 50 levels deep is answered like any other, with 200 and its value, within a second; Druid 27.0.0 refuses it
  with 400 ("Aggregation [SINGLE_VALUE($0)] is not supported", live, docs/facts/sql.md §sql.71), which the kit
  accepts too. Neither is a 500 or a hang.

  Rule: Scalar subqueries nested 30 or 50 levels deep are answered

    @SQL-001 @decided
    Scenario Outline: A query of <levels> nested scalar subqueries answers 200 with its value, or 400
      When I run the SQL query of <levels> scalar subqueries nested around "1"
      Then the SQL result is the following, or the query is refused with status 400:
        | EXPR$0 |
        | 1      |

      Examples:
        | levels |
        | 30     |
        | 50     |
