// Parser tests for calls: aggregates, FILTER, niladic and keyword-named calls, CASE, CAST, and the special syntaxes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bin, col, expression, num, str } from './parse-test-support.ts';

describe('expressions: calls and special syntaxes', () => {
  const call = (name: string, args: unknown[], extra: object = {}) => ({
    kind: 'call',
    name,
    args,
    distinct: false,
    star: false,
    ...extra,
  });

  it('reads calls, COUNT(*), DISTINCT and FILTER', () => {
    assert.deepEqual(expression('count(*)'), call('COUNT', [], { star: true }));
    assert.deepEqual(expression('COUNT(DISTINCT a)'), call('COUNT', [col('a')], { distinct: true }));
    assert.deepEqual(
      expression('SUM(a) FILTER (WHERE b > 1)'),
      call('SUM', [col('a')], { filter: bin('>', col('b'), num('1')) }),
    );
    assert.deepEqual(
      expression("time_floor(__time, 'PT1H')"),
      call('TIME_FLOOR', [col('__time'), str('PT1H')]),
    );
  });

  it('reads niladic calls and calls named by keywords', () => {
    assert.deepEqual(expression('CURRENT_TIMESTAMP'), call('CURRENT_TIMESTAMP', []));
    assert.deepEqual(expression('CURRENT_DATE'), call('CURRENT_DATE', []));
    assert.deepEqual(expression('LOCALTIMESTAMP'), call('LOCALTIMESTAMP', []));
    assert.deepEqual(expression('LEFT(s, 2)'), call('LEFT', [col('s'), num('2')]));
    assert.deepEqual(expression('RIGHT(s, 2)'), call('RIGHT', [col('s'), num('2')]));
    assert.deepEqual(expression("REPLACE(s, 'a', 'b')"), call('REPLACE', [col('s'), str('a'), str('b')]));
  });

  it('reads CASE, CAST and ARRAY', () => {
    const branch = (when: unknown, then: unknown) => ({ when, then });
    assert.deepEqual(expression("CASE a WHEN 1 THEN 'x' ELSE 'y' END"), {
      kind: 'case',
      operand: col('a'),
      whens: [branch(num('1'), str('x'))],
      else: str('y'),
    });
    assert.deepEqual(expression('CASE WHEN a THEN end END'), {
      kind: 'case',
      whens: [branch(col('a'), col('end'))],
    });
    const cast = (text: string) => (expression(`CAST(a AS ${text})`) as { target: unknown }).target;
    const type = (name: string, args: number[] = [], array = false) => ({
      kind: 'typeName',
      name,
      arguments: args,
      array,
    });
    assert.deepEqual(cast('varchar'), type('VARCHAR'));
    assert.deepEqual(cast('VARCHAR(10)'), type('VARCHAR', [10]));
    assert.deepEqual(cast('DOUBLE PRECISION'), type('DOUBLE'));
    assert.deepEqual(cast('DECIMAL(10, 2)'), type('DECIMAL', [10, 2]));
    assert.deepEqual(cast('BIGINT ARRAY'), type('BIGINT', [], true));
    assert.deepEqual(cast('TIMESTAMP'), type('TIMESTAMP'));
    assert.deepEqual(cast('COMPLEX<json>'), type('COMPLEX<json>'));
    assert.deepEqual(expression("ARRAY['a', 'b']"), { kind: 'array', elements: [str('a'), str('b')] });
  });

  it('reads EXTRACT, FLOOR/CEIL … TO, TIMESTAMPADD and TIMESTAMPDIFF', () => {
    assert.deepEqual(expression('EXTRACT(year FROM __time)'), {
      kind: 'extract',
      unit: 'YEAR',
      operand: col('__time'),
    });
    assert.deepEqual(expression('FLOOR(__time TO DAY)'), {
      kind: 'floorCeilTo',
      function: 'FLOOR',
      operand: col('__time'),
      unit: 'DAY',
    });
    assert.deepEqual(expression('CEIL(__time TO hour)'), {
      kind: 'floorCeilTo',
      function: 'CEIL',
      operand: col('__time'),
      unit: 'HOUR',
    });
    assert.deepEqual(expression('FLOOR(x)'), call('FLOOR', [col('x')]));
    assert.deepEqual(
      expression('TIMESTAMPADD(DAY, 1, __time)'),
      call('TIMESTAMPADD', [{ kind: 'timeUnit', unit: 'DAY' }, num('1'), col('__time')]),
    );
    assert.deepEqual(
      expression('TIMESTAMPDIFF(SQL_TSI_HOUR, a, b)'),
      call('TIMESTAMPDIFF', [{ kind: 'timeUnit', unit: 'HOUR' }, col('a'), col('b')]),
    );
  });

  it('reads POSITION, SUBSTRING and TRIM syntaxes', () => {
    assert.deepEqual(expression("POSITION('a' IN s)"), call('POSITION', [str('a'), col('s')]));
    assert.deepEqual(
      expression('SUBSTRING(s FROM 2 FOR 3)'),
      call('SUBSTRING', [col('s'), num('2'), num('3')]),
    );
    assert.deepEqual(expression('SUBSTRING(s, 2)'), call('SUBSTRING', [col('s'), num('2')]));
    assert.deepEqual(expression('TRIM(s)'), { kind: 'trim', where: 'BOTH', operand: col('s') });
    assert.deepEqual(expression("TRIM(LEADING 'x' FROM s)"), {
      kind: 'trim',
      where: 'LEADING',
      characters: str('x'),
      operand: col('s'),
    });
    assert.deepEqual(expression('TRIM(TRAILING FROM s)'), {
      kind: 'trim',
      where: 'TRAILING',
      operand: col('s'),
    });
  });
});
