// Parser tests of the statement level and FROM forms clients use: SET lists, VALUES, UNNEST, alias column lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SqlError } from './errors.ts';
import { parseStatementList } from './parse.ts';
import { query, select, shape } from './parse-test-support.ts';

const failure = (sql: string): SqlError => {
  try {
    parseStatementList(sql);
  } catch (error) {
    assert.ok(error instanceof SqlError, String(error));
    return error;
  }
  assert.fail(`expected ${sql} to fail`);
};

describe('statement lists: SET before the statement', () => {
  it('turns each SET into a context value, the later SET of a key winning', () => {
    const { statement, settings } = parseStatementList(
      'SET sqlTimeZone = \'Asia/Tokyo\'; SET timeout = 500; SET "useCache" = FALSE; SET x = NULL;\n' +
        "SET d = 1.5; SET n = -3; SET big = 123456789012345678901; SET sqlTimeZone = 'UTC'; SELECT 1;",
    );
    assert.equal(statement.kind, 'queryStatement');
    assert.deepEqual(settings, {
      sqlTimeZone: 'UTC',
      timeout: 500,
      useCache: false,
      x: null,
      d: 1.5,
      n: -3,
      big: '123456789012345678901',
    });
  });

  it('reads a statement without SET as before, an optional trailing semicolon included', () => {
    assert.deepEqual(parseStatementList('SELECT 1;').settings, {});
    assert.equal(parseStatementList("SET a = 'b'; EXPLAIN PLAN FOR SELECT 1").statement.kind, 'explain');
  });

  it('refuses a list that is not SETs and then one statement, and a SET of anything but a literal', () => {
    assert.match(
      failure('SELECT 1; SELECT 2').message,
      /^Only SET statements can appear before the final statement/,
    );
    assert.match(
      failure("SET a = 'b'").message,
      /^Statement list is missing a non-SET statement to execute$/,
    );
    assert.match(
      failure('SET a = 1 + 1; SELECT 1').message,
      /^Assigned value must be a literal for SET statement\[SET a = 1 \+ 1\]/,
    );
    assert.match(failure("SET a = LOWER('X'); SELECT 1").message, /must be a literal/);
    assert.match(
      failure("SET a = INTERVAL '1' DAY; SELECT 1").message,
      /Unsupported type for SET\[INTERVAL\]/,
    );
    assert.match(failure('SET = 1; SELECT 1').message, /unexpected token \[=\]/);
    assert.match(failure('SELECT 1;;').message, /unexpected token \[;\]/);
  });
});

describe('VALUES, UNNEST and alias column lists', () => {
  it('reads VALUES as a query body and as a subquery with column names', () => {
    const body = query("VALUES (1, 'a'), (2, 'b')").body;
    assert.equal(body.kind, 'values');
    assert.equal(body.kind === 'values' && body.rows.length, 2);
    const from = select('SELECT * FROM (VALUES (1)) AS t(x)').from;
    assert.equal(from?.kind, 'subquery');
    assert.deepEqual(shape(from?.kind === 'subquery' ? from.columnAliases : []), [
      { kind: 'identifier', name: 'x', quoted: false },
    ]);
  });

  it('reads UNNEST with its alias and column, alone and after CROSS JOIN or a comma', () => {
    const alone = select('SELECT * FROM UNNEST(ARRAY[1, 2]) AS u(x)').from;
    assert.equal(alone?.kind, 'unnest');
    assert.equal(alone?.kind === 'unnest' && alone.alias?.name, 'u');
    for (const join of ['CROSS JOIN', ',']) {
      const from = select(`SELECT * FROM t ${join} UNNEST(t.a) u(x)`).from;
      assert.equal(from?.kind === 'join' && from.right.kind, 'unnest');
    }
  });

  it('keeps column lists for tables, and refuses what the grammar lacks', () => {
    const from = select('SELECT * FROM wiki AS w(a, b)').from;
    assert.equal(from?.kind === 'table' && from.columnAliases.length, 2);
    assert.match(
      failure('SELECT * FROM UNNEST(ARRAY[1]) WITH ORDINALITY AS u(x, o)').message,
      /unexpected token/,
    );
    assert.match(failure('SELECT * FROM (VALUES ()) AS t(x)').message, /unexpected token \[\)\]/);
    assert.match(failure('SELECT * FROM UNNEST() AS u(x)').message, /unexpected token \[\)\]/);
  });
});
