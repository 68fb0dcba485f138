// SQL built by repetition: a query of many nested subqueries, too long to write out in a feature.
import { When } from '@cucumber/cucumber';
import { sqlQueryBody } from '../kit/core/sql-request.ts';
import type { ApiWorld } from './world.ts';

/** `SELECT (SELECT (… (SELECT <expression>) …))` with `levels` subqueries. */
export function nestedScalarSubqueries(levels: number, expression: string): string {
  let query = expression;
  for (let level = 0; level < levels; level++) query = `(SELECT ${query})`;
  return `SELECT ${query}`;
}

When(
  'I run the SQL query of {int} scalar subqueries nested around {string}',
  function (this: ApiWorld, levels: number, expression: string) {
    const query = nestedScalarSubqueries(levels, this.expand(expression));
    return this.act('POST', '/analytics/v2/sql', sqlQueryBody(this, query));
  },
);
