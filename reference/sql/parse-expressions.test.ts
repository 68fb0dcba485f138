// Parser tests for expressions: precedence, predicates, literals, names, parameters, spans.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FunctionCall } from './ast/nodes.ts';
import { bin, col, expression, expressionNode, num, select, shape, str } from './parse-test-support.ts';

describe('expressions: precedence', () => {
  it('binds AND tighter than OR', () => {
    assert.deepEqual(expression('a OR b AND c'), bin('OR', col('a'), bin('AND', col('b'), col('c'))));
    assert.deepEqual(expression('a AND b OR c'), bin('OR', bin('AND', col('a'), col('b')), col('c')));
  });

  it('applies NOT to the whole comparison', () => {
    assert.deepEqual(expression('NOT a = b'), {
      kind: 'unary',
      operator: 'NOT',
      operand: bin('=', col('a'), col('b')),
    });
    assert.deepEqual(
      expression('NOT a AND b'),
      bin('AND', { kind: 'unary', operator: 'NOT', operand: col('a') }, col('b')),
    );
  });

  it('binds || tighter than comparison, looser than + and *', () => {
    assert.deepEqual(expression('a || b = c'), bin('=', bin('||', col('a'), col('b')), col('c')));
    assert.deepEqual(
      expression('a || b + c * d'),
      bin('||', col('a'), bin('+', col('b'), bin('*', col('c'), col('d')))),
    );
    assert.deepEqual(expression('a - b - c'), bin('-', bin('-', col('a'), col('b')), col('c')));
    assert.deepEqual(expression('a / b % c'), bin('%', bin('/', col('a'), col('b')), col('c')));
  });

  it('gives the AND after BETWEEN to BETWEEN', () => {
    assert.deepEqual(
      expression('x BETWEEN 1 AND 2 AND y'),
      bin(
        'AND',
        { kind: 'between', negated: false, operand: col('x'), low: num('1'), high: num('2') },
        col('y'),
      ),
    );
    assert.deepEqual(expression('x NOT BETWEEN a + 1 AND b'), {
      kind: 'between',
      negated: true,
      operand: col('x'),
      low: bin('+', col('a'), num('1')),
      high: col('b'),
    });
  });

  it('reads unary signs and normalises != to <>', () => {
    assert.deepEqual(
      expression('-a * +2'),
      bin(
        '*',
        { kind: 'unary', operator: '-', operand: col('a') },
        {
          kind: 'unary',
          operator: '+',
          operand: num('2'),
        },
      ),
    );
    assert.deepEqual(expression('a != b'), bin('<>', col('a'), col('b')));
    for (const operator of ['=', '<>', '<', '<=', '>', '>=']) {
      assert.deepEqual(expression(`a ${operator} 1`), bin(operator, col('a'), num('1')));
    }
  });
});

describe('expressions: predicates', () => {
  it('reads IS tests', () => {
    assert.deepEqual(expression('a IS NULL'), {
      kind: 'is',
      negated: false,
      test: 'NULL',
      operand: col('a'),
    });
    assert.deepEqual(expression('a IS NOT TRUE'), {
      kind: 'is',
      negated: true,
      test: 'TRUE',
      operand: col('a'),
    });
    assert.deepEqual(expression('a IS FALSE'), {
      kind: 'is',
      negated: false,
      test: 'FALSE',
      operand: col('a'),
    });
    assert.deepEqual(expression('a IS NOT DISTINCT FROM b'), {
      kind: 'is',
      negated: true,
      test: 'DISTINCT FROM',
      operand: col('a'),
      other: col('b'),
    });
  });

  it('reads IN lists and IN subqueries', () => {
    assert.deepEqual(expression("a IN ('x', 'y')"), {
      kind: 'inList',
      negated: false,
      operand: col('a'),
      list: [str('x'), str('y')],
    });
    const sub = expressionNode('a NOT IN (SELECT b FROM t)');
    assert.equal(sub.kind === 'inSubquery' && sub.negated && sub.query.body.kind, 'select');
  });

  it('reads LIKE with ESCAPE', () => {
    assert.deepEqual(expression("a NOT LIKE 'x%' ESCAPE '!'"), {
      kind: 'like',
      negated: true,
      operand: col('a'),
      pattern: str('x%'),
      escape: str('!'),
    });
  });

  it('reads EXISTS and scalar subqueries', () => {
    assert.equal(expressionNode('EXISTS (SELECT 1)').kind, 'exists');
    assert.equal(expressionNode('(SELECT MAX(a) FROM t)').kind, 'scalarSubquery');
    assert.deepEqual(expression('(a + b) * c'), bin('*', bin('+', col('a'), col('b')), col('c')));
  });
});

describe('expressions: literals, names, parameters', () => {
  it('reads numbers as written', () => {
    for (const text of ['123', '1.5', '.5', '1e10', '1.5E-3']) assert.deepEqual(expression(text), num(text));
  });

  it("reads strings with '' escapes, adjacent strings and unicode strings", () => {
    assert.deepEqual(expression("'it''s'"), str("it's"));
    assert.deepEqual(expression("'ab'\n  'cd'"), str('abcd'));
    assert.deepEqual(expression("U&'\\0041b'"), str('Ab'));
  });

  it('reads TRUE, FALSE, NULL, TIMESTAMP, DATE and INTERVAL literals', () => {
    assert.deepEqual(expression('TRUE'), { kind: 'literal', type: 'boolean', value: 'TRUE' });
    assert.deepEqual(expression('false'), { kind: 'literal', type: 'boolean', value: 'FALSE' });
    assert.deepEqual(expression('NULL'), { kind: 'literal', type: 'null', value: 'NULL' });
    assert.deepEqual(expression("TIMESTAMP '2000-01-01 00:00:00'"), {
      kind: 'literal',
      type: 'timestamp',
      value: '2000-01-01 00:00:00',
    });
    assert.deepEqual(expression("DATE '2000-01-01'"), { kind: 'literal', type: 'date', value: '2000-01-01' });
    const interval = (value: string, unit: string) => ({ kind: 'literal', type: 'interval', value, unit });
    assert.deepEqual(expression("INTERVAL '1' DAY"), interval('1', 'DAY'));
    assert.deepEqual(expression("INTERVAL '2' hour"), interval('2', 'HOUR'));
    assert.deepEqual(expression("INTERVAL '1-2' YEAR TO MONTH"), interval('1-2', 'YEAR TO MONTH'));
    assert.deepEqual(expression("INTERVAL '1 02:00' DAY TO MINUTE"), interval('1 02:00', 'DAY TO MINUTE'));
    assert.deepEqual(expression("INTERVAL -'1' DAY"), interval('-1', 'DAY'));
  });

  it('reads column paths of up to three parts, quoted or not', () => {
    assert.deepEqual(expression('t.a'), col('t', 'a'));
    assert.deepEqual(expression('s.t.a'), col('s', 't', 'a'));
    assert.deepEqual(expression('"t"."a"'), {
      kind: 'column',
      path: [
        { kind: 'identifier', name: 't', quoted: true },
        { kind: 'identifier', name: 'a', quoted: true },
      ],
    });
  });

  it('numbers parameters in order of appearance, subqueries included', () => {
    const s = select('SELECT ?, f(?) FROM t WHERE a IN (SELECT b FROM u WHERE c = ?) AND d = ?');
    const indexes: number[] = [];
    JSON.stringify(s, (key, value) => {
      if (key === '' || typeof value !== 'object' || value === null) return value;
      if ((value as { kind?: string }).kind === 'parameter') indexes.push((value as { index: number }).index);
      return value;
    });
    assert.deepEqual(indexes, [0, 1, 2, 3]);
  });
});

describe('expressions: spans', () => {
  it('places a column reference', () => {
    const column = expressionNode('\n  t.abc + 1');
    assert.equal(column.kind, 'binary');
    if (column.kind !== 'binary') return;
    assert.deepEqual(column.left.span, {
      startOffset: 10,
      endOffset: 15,
      line: 2,
      column: 3,
      endLine: 2,
      endColumn: 8,
    });
  });

  it('places a call and its name', () => {
    const call = expressionNode("TIME_FLOOR(__time, 'PT1H')") as FunctionCall;
    assert.deepEqual(call.nameSpan, {
      startOffset: 7,
      endOffset: 17,
      line: 1,
      column: 8,
      endLine: 1,
      endColumn: 18,
    });
    assert.deepEqual(call.span, {
      startOffset: 7,
      endOffset: 33,
      line: 1,
      column: 8,
      endLine: 1,
      endColumn: 34,
    });
  });

  it('covers a whole SELECT and its alias', () => {
    const s = select('SELECT a AS b FROM t WHERE x = 1');
    assert.deepEqual([s.span.startOffset, s.span.endOffset], [0, 32]);
    assert.deepEqual([s.items[0]?.span.startOffset, s.items[0]?.span.endOffset], [7, 13]);
    assert.deepEqual(shape(s.items[0]), {
      kind: 'expressionItem',
      expression: col('a'),
      alias: { kind: 'identifier', name: 'b', quoted: false },
    });
  });
});
