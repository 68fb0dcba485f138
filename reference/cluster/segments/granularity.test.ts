// Time chunks: the DuckDB bucket expression and the JS grid agree, and named granularities map to periods.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DuckEngine } from '../../sql/execute/duckdb.ts';
import { ETERNITY } from '../../timeline/segment-id.ts';
import {
  chunkOf,
  chunkStartSql,
  chunksOverlapping,
  type Granularity,
  parseGranularity,
} from './granularity.ts';

let duck: DuckEngine;
before(async () => {
  duck = await DuckEngine.open({ allowedDirectories: [] });
});
after(() => duck.close());

const parse = (text: string): Granularity => {
  const g = parseGranularity(text);
  assert.ok(g, text);
  return g;
};

test('named granularities, ISO periods and ALL parse; mixed or empty periods do not', () => {
  assert.deepEqual(parse('ALL'), { kind: 'all' });
  assert.deepEqual(parse('all time'), { kind: 'all' });
  assert.equal((parse('DAY') as { text: string }).text, 'P1D');
  assert.equal((parse('QUARTER') as { months: number }).months, 3);
  assert.equal(parseGranularity('P1M1D'), undefined);
  assert.equal(parseGranularity('P0D'), undefined);
  assert.equal(parseGranularity('FORTNIGHTLY'), undefined);
});

test('DuckDB buckets rows on the same grid as chunkOf', async () => {
  const instants = [
    '2015-09-12 01:30:00',
    '2015-09-13 23:59:59.999',
    '1969-12-31 23:00:00',
    '2016-02-29 12:00:00',
  ];
  for (const text of ['PT1H', 'PT15M', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y', 'ALL']) {
    const g = parse(text);
    for (const instant of instants) {
      const { rows } = await duck.run(`SELECT ${chunkStartSql(g, `TIMESTAMP '${instant}'`)}`);
      const ms = Date.parse(`${instant.replace(' ', 'T')}Z`);
      const expected = g.kind === 'all' ? 0 : chunkOf(g, ms).start;
      assert.equal(Number(rows[0]?.[0]), expected, `${text} ${instant}`);
    }
  }
});

test('weeks start on Monday, quarters in January, and ALL is one eternal chunk', () => {
  const week = chunkOf(parse('P1W'), Date.UTC(2015, 8, 12));
  assert.equal(new Date(week.start).toISOString(), '2015-09-07T00:00:00.000Z');
  const quarter = chunkOf(parse('P3M'), Date.UTC(2015, 8, 12));
  assert.equal(new Date(quarter.start).toISOString(), '2015-07-01T00:00:00.000Z');
  assert.equal(new Date(quarter.end).toISOString(), '2015-10-01T00:00:00.000Z');
  assert.deepEqual(chunkOf(parse('ALL'), 5), ETERNITY);
});

test('chunksOverlapping lists the grid over an interval and stops at the limit', () => {
  const day = parse('P1D');
  const span = { start: Date.UTC(2015, 8, 12, 6), end: Date.UTC(2015, 8, 14, 1) };
  assert.equal(chunksOverlapping(day, span, 10)?.length, 3);
  assert.equal(chunksOverlapping(day, span, 2), undefined);
});
