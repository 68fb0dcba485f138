// Parser tests for statements and queries: SELECT clauses, FROM items, set operations, INSERT, REPLACE, EXPLAIN.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InsertStatement, ReplaceStatement, TableFunctionReference } from './ast/nodes.ts';
import { parseStatement } from './parse.ts';
import { col, num, query, select, shape, str } from './parse-test-support.ts';

describe('parseStatement: SELECT', () => {
  it('keeps every clause', () => {
    const s = select('SELECT DISTINCT a, b AS c, d e FROM t WHERE x > 1 GROUP BY a, 2 HAVING COUNT(*) > 1');
    assert.equal(s.distinct, true);
    assert.deepEqual(shape(s.items), [
      { kind: 'expressionItem', expression: col('a') },
      {
        kind: 'expressionItem',
        expression: col('b'),
        alias: { kind: 'identifier', name: 'c', quoted: false },
      },
      {
        kind: 'expressionItem',
        expression: col('d'),
        alias: { kind: 'identifier', name: 'e', quoted: false },
      },
    ]);
    assert.deepEqual(shape(s.from), {
      kind: 'table',
      path: [{ kind: 'identifier', name: 't', quoted: false }],
      columnAliases: [],
    });
    assert.deepEqual(shape(s.where), { kind: 'binary', operator: '>', left: col('x'), right: num('1') });
    assert.deepEqual(shape(s.groupBy), [col('a'), num('2')]);
    assert.equal(s.having?.kind, 'binary');
  });

  it('reads stars, qualified stars and a SELECT without FROM', () => {
    assert.deepEqual(shape(select('SELECT *, t.* FROM t').items), [
      { kind: 'star' },
      { kind: 'star', qualifier: { kind: 'identifier', name: 't', quoted: false } },
    ]);
    assert.equal(select('SELECT 1').from, undefined);
  });

  it('lets non-reserved words name columns and aliases', () => {
    const s = select('SELECT channel, "user", page, added, delta, time, count FROM wiki');
    assert.deepEqual(
      s.items.map((item) => (item.kind === 'expressionItem' ? shape(item.expression) : item.kind)),
      [
        col('channel'),
        { ...col('user'), path: [{ kind: 'identifier', name: 'user', quoted: true }] },
        col('page'),
      ].concat([col('added'), col('delta'), col('time'), col('count')]),
    );
    const words =
      'value, type, name, size, version, start, end, day, hour, month, year, second, minute, week';
    const more = 'quarter, data, source, format, language, user, timestamp, date, first, last, rows';
    assert.equal(select(`SELECT ${words}, ${more} FROM t`).items.length, 25);
    assert.deepEqual(
      shape(
        select('SELECT a AS day, b hour, c AS "count" FROM t').items.map(
          (i) => i.kind === 'expressionItem' && i.alias?.name,
        ),
      ),
      ['day', 'hour', 'count'],
    );
  });

  it('keeps the case of unquoted names and unescapes quoted ones', () => {
    assert.deepEqual(shape(select('SELECT cityName, "My ""col""" FROM Wiki').items), [
      { kind: 'expressionItem', expression: col('cityName') },
      {
        kind: 'expressionItem',
        expression: { kind: 'column', path: [{ kind: 'identifier', name: 'My "col"', quoted: true }] },
      },
    ]);
  });

  it('skips comments', () => {
    const s = select('-- heading\nSELECT /* inline */ a -- trailing\nFROM t /* end */');
    assert.deepEqual(shape(s.items[0]), { kind: 'expressionItem', expression: col('a') });
  });

  it('accepts a trailing semicolon', () => {
    assert.equal(parseStatement('SELECT 1;').kind, 'queryStatement');
  });

  it('reads GROUP BY ()', () => {
    assert.deepEqual(select('SELECT COUNT(*) FROM t GROUP BY ()').groupBy, []);
  });
});

describe('parseStatement: query clauses', () => {
  it('reads WITH, ORDER BY, LIMIT and OFFSET', () => {
    const q = query(
      'WITH a (x, y) AS (SELECT 1, 2), b AS (SELECT 3) SELECT * FROM a ORDER BY x DESC NULLS LAST, y LIMIT 10 OFFSET 5',
    );
    assert.deepEqual(
      q.with.map((cte) => [cte.name.name, cte.columns.map((c) => c.name)]),
      [
        ['a', ['x', 'y']],
        ['b', []],
      ],
    );
    assert.deepEqual(shape(q.orderBy), [
      { kind: 'orderItem', expression: col('x'), direction: 'DESC', nulls: 'LAST' },
      { kind: 'orderItem', expression: col('y'), direction: 'ASC' },
    ]);
    assert.deepEqual(shape(q.limit), num('10'));
    assert.deepEqual(shape(q.offset), num('5'));
  });

  it('maps OFFSET n ROWS FETCH FIRST n ROWS ONLY to offset and limit', () => {
    const q = query('SELECT a FROM t OFFSET 2 ROWS FETCH NEXT 3 ROWS ONLY');
    assert.deepEqual([shape(q.offset), shape(q.limit)], [num('2'), num('3')]);
  });

  it('combines set operations left to right, INTERSECT first', () => {
    const body = query('SELECT 1 UNION ALL SELECT 2 INTERSECT SELECT 3 EXCEPT SELECT 4').body;
    assert.equal(body.kind, 'setOperation');
    if (body.kind !== 'setOperation') return;
    assert.deepEqual(
      [body.operator, body.all, body.left.kind, body.right.kind],
      ['EXCEPT', false, 'setOperation', 'select'],
    );
    if (body.left.kind !== 'setOperation') return;
    assert.deepEqual(
      [body.left.operator, body.left.all, body.left.right.kind],
      ['UNION', true, 'setOperation'],
    );
  });

  it('keeps a parenthesised query as a query body', () => {
    const body = query('(SELECT 1 ORDER BY 1 LIMIT 1) UNION DISTINCT SELECT 2').body;
    assert.equal(body.kind === 'setOperation' && body.left.kind, 'query');
  });
});

describe('parseStatement: FROM', () => {
  it('reads schema-qualified tables with aliases', () => {
    assert.deepEqual(shape(select('SELECT * FROM INFORMATION_SCHEMA.TABLES AS t').from), {
      kind: 'table',
      path: [
        { kind: 'identifier', name: 'INFORMATION_SCHEMA', quoted: false },
        { kind: 'identifier', name: 'TABLES', quoted: false },
      ],
      alias: { kind: 'identifier', name: 't', quoted: false },
      columnAliases: [],
    });
    assert.deepEqual(shape(select('SELECT * FROM sys.segments s WHERE 1 = 1').from), {
      kind: 'table',
      path: [
        { kind: 'identifier', name: 'sys', quoted: false },
        { kind: 'identifier', name: 'segments', quoted: false },
      ],
      alias: { kind: 'identifier', name: 's', quoted: false },
      columnAliases: [],
    });
  });

  it('joins left to right; a comma is a CROSS join', () => {
    const from = select('SELECT * FROM a JOIN b ON a.x = b.x LEFT OUTER JOIN c ON TRUE CROSS JOIN d, e').from;
    const types: string[] = [];
    let item = from;
    while (item?.kind === 'join') {
      types.push(item.joinType);
      item = item.left;
    }
    assert.deepEqual(types, ['CROSS', 'CROSS', 'LEFT', 'INNER']);
    for (const type of ['INNER', 'RIGHT', 'FULL']) {
      const join = select(`SELECT * FROM a ${type} JOIN b ON a.x = b.y`).from;
      assert.equal(join?.kind === 'join' && join.joinType, type);
    }
  });

  it('reads subqueries and parenthesised joins', () => {
    const from = select('SELECT * FROM (SELECT 1 AS x) AS s').from;
    assert.equal(from?.kind === 'subquery' && from.alias?.name, 's');
    assert.equal(select('SELECT * FROM (a JOIN b ON TRUE)').from?.kind, 'join');
    assert.equal(select('SELECT * FROM ((SELECT 1) UNION ALL (SELECT 2)) u').from?.kind, 'subquery');
  });

  it('reads TABLE(EXTERN(...)) with positional or named arguments and declared columns', () => {
    const json = `'{"type":"inline","data":"a"}', '{"type":"json"}', '[{"name":"x","type":"string"}]'`;
    const positional = select(`SELECT * FROM TABLE(EXTERN(${json}))`).from as TableFunctionReference;
    assert.equal(positional.kind, 'tableFunction');
    assert.equal(positional.call.name, 'EXTERN');
    assert.deepEqual(shape(positional.call.args[1]), str('{"type":"json"}'));
    const named = select(
      "SELECT * FROM TABLE(EXTERN(inputSource => '{}', inputFormat => '{}')) EXTEND (x VARCHAR, y BIGINT) AS e",
    ).from as TableFunctionReference;
    assert.deepEqual(shape(named.call.args[0]), {
      kind: 'namedArgument',
      name: { kind: 'identifier', name: 'inputSource', quoted: false },
      value: str('{}'),
    });
    assert.deepEqual(
      named.columns.map((c) => [c.name.name, c.type.name]),
      [
        ['x', 'VARCHAR'],
        ['y', 'BIGINT'],
      ],
    );
    assert.equal(named.alias?.name, 'e');
    const inline = select(
      "SELECT * FROM TABLE(inline(data => ARRAY['a,b'], format => 'csv')) (x VARCHAR)",
    ).from;
    assert.equal(inline?.kind === 'tableFunction' && inline.call.name, 'INLINE');
    assert.equal(inline?.kind === 'tableFunction' && inline.columns.length, 1);
  });
});

describe('parseStatement: INSERT, REPLACE, EXPLAIN', () => {
  it('reads INSERT … SELECT FROM EXTERN … PARTITIONED BY DAY CLUSTERED BY', () => {
    const sql = `INSERT INTO wiki
      SELECT TIME_PARSE("timestamp") AS __time, page FROM TABLE(EXTERN('{}', '{}', '[]'))
      ORDER BY page LIMIT 10
      PARTITIONED BY DAY
      CLUSTERED BY page, __time ASC`;
    const insert = parseStatement(sql) as InsertStatement;
    assert.equal(insert.kind, 'insert');
    assert.equal(insert.table.name, 'wiki');
    assert.equal(insert.query.orderBy.length, 1);
    assert.deepEqual(shape(insert.partitionedBy), { kind: 'granularityKeyword', keyword: 'DAY' });
    assert.deepEqual(shape(insert.clusteredBy.map((item) => item.expression)), [col('page'), col('__time')]);
  });

  it('reads every PARTITIONED BY form', () => {
    const partitioned = (clause: string) =>
      shape(
        (parseStatement(`INSERT INTO t SELECT * FROM s PARTITIONED BY ${clause}`) as InsertStatement)
          .partitionedBy,
      );
    assert.deepEqual(partitioned('hour'), { kind: 'granularityKeyword', keyword: 'HOUR' });
    assert.deepEqual(partitioned('ALL'), { kind: 'granularityKeyword', keyword: 'ALL' });
    assert.deepEqual(partitioned('ALL TIME'), { kind: 'granularityKeyword', keyword: 'ALL TIME' });
    assert.deepEqual(partitioned('FIFTEEN_MINUTE'), {
      kind: 'granularityKeyword',
      keyword: 'FIFTEEN_MINUTE',
    });
    assert.deepEqual(partitioned("'PT1H'"), { kind: 'granularityString', value: 'PT1H' });
    assert.deepEqual(partitioned('FLOOR(__time TO DAY)'), {
      kind: 'granularityExpression',
      expression: { kind: 'floorCeilTo', function: 'FLOOR', operand: col('__time'), unit: 'DAY' },
    });
    assert.equal(
      (partitioned("TIME_FLOOR(__time, 'PT1H')") as { kind: string }).kind,
      'granularityExpression',
    );
    const missing = parseStatement('INSERT INTO t SELECT 1') as InsertStatement;
    assert.deepEqual([missing.partitionedBy, missing.clusteredBy], [undefined, []]);
  });

  it('reads REPLACE … OVERWRITE ALL and OVERWRITE WHERE', () => {
    const all = parseStatement(
      'REPLACE INTO druid.t OVERWRITE ALL SELECT * FROM s PARTITIONED BY MONTH',
    ) as ReplaceStatement;
    assert.deepEqual([all.kind, all.table.name, all.overwrite], ['replace', 't', { kind: 'all' }]);
    const sql = `REPLACE INTO t OVERWRITE WHERE __time >= TIMESTAMP '2000-01-01' AND __time < TIMESTAMP '2000-01-02'
      SELECT * FROM s PARTITIONED BY DAY`;
    const where = parseStatement(sql) as ReplaceStatement;
    assert.equal(where.overwrite.kind, 'where');
    if (where.overwrite.kind === 'where') assert.equal(where.overwrite.condition.kind, 'binary');
    assert.equal(where.query.body.kind, 'select');
  });

  it('reads EXPLAIN PLAN FOR a query or an INSERT', () => {
    const explain = parseStatement('EXPLAIN PLAN FOR SELECT 1');
    assert.equal(explain.kind === 'explain' && explain.statement.kind, 'queryStatement');
    const insert = parseStatement('explain plan for insert into t select 1 partitioned by day');
    assert.equal(insert.kind === 'explain' && insert.statement.kind, 'insert');
  });
});

describe('parseStatement: speed', () => {
  it('parses a ten-line GROUP BY query quickly once warm', () => {
    const sql = `SELECT
      channel,
      FLOOR(__time TO HOUR) AS "hour",
      COUNT(*) AS edits,
      SUM(added) FILTER (WHERE delta > 0) AS added_sum
    FROM wikipedia
    WHERE __time >= TIMESTAMP '2016-06-27 00:00:00' AND channel LIKE '#en%'
    GROUP BY 1, 2
    ORDER BY edits DESC
    LIMIT 10`;
    for (let i = 0; i < 2000; i++) parseStatement(sql);
    const runs = 2000;
    const start = performance.now();
    for (let i = 0; i < runs; i++) parseStatement(sql);
    const micros = ((performance.now() - start) * 1000) / runs;
    console.log(`parseStatement, ten-line GROUP BY query: ${micros.toFixed(1)} µs per parse`);
  });
});
