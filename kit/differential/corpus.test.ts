// Unit tests of the corpus: the bundled one is valid and broad; malformed entries are refused; placeholders expand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { corpusRequestBody, expandQuery, parseCorpus, readCorpus } from './corpus.ts';

const names = {
  datasource: 'kit_diff_x',
  channels: 'kit_diff_x_channels',
  typed: 'kit_diff_x_typed',
  nested: 'kit_diff_x_nested',
};

test('the bundled corpus has 40+ queries over the whole dialect, ordered ones with ORDER BY', () => {
  const corpus = readCorpus();
  assert.ok(corpus.length >= 40, `only ${corpus.length} queries`);
  const text = corpus.map((q) => q.query).join('\n');
  for (const feature of [
    'GROUP BY',
    'HAVING',
    'TIME_FLOOR',
    'CASE',
    'IS NULL',
    'LIMIT',
    'OFFSET',
    'JOIN',
    'UNION ALL',
    'INFORMATION_SCHEMA',
    'sys.',
  ])
    assert.ok(text.includes(feature), `no query uses ${feature}`);
  assert.ok(
    corpus.some((q) => q.id.startsWith('error-')),
    'no error query',
  );
  assert.ok(corpus.some((q) => q.context !== undefined) && corpus.some((q) => q.parameters !== undefined));
  for (const query of corpus) if (query.ordered) assert.match(query.query, /ORDER BY/i, query.id);
});

test('placeholders expand to the run names; the request asks for every header row', () => {
  assert.equal(
    expandQuery(`SELECT * FROM "\${datasource}" JOIN "\${channels}"`, names),
    'SELECT * FROM "kit_diff_x" JOIN "kit_diff_x_channels"',
  );
  const body = JSON.parse(
    corpusRequestBody(
      {
        id: 'a',
        title: 't',
        query: `SELECT 1 FROM "\${datasource}"`,
        ordered: false,
        context: { sqlTimeZone: 'UTC' },
      },
      names,
    ),
  );
  assert.deepEqual(body, {
    query: 'SELECT 1 FROM "kit_diff_x"',
    resultFormat: 'array',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
    context: { sqlTimeZone: 'UTC' },
  });
});

test('a query may be written as lines; malformed entries are refused with their place', () => {
  const [query] = parseCorpus(
    { queries: [{ id: 'a', title: 't', query: ['SELECT 1', 'FROM x'], ordered: false }] },
    'c',
  );
  assert.equal(query?.query, 'SELECT 1\nFROM x');
  const entry = { id: 'a', title: 't', query: 'SELECT 1', ordered: false };
  const bad: [unknown, RegExp][] = [
    [{ queries: [] }, /non-empty "queries"/],
    [{ queries: [{ ...entry, id: 'Not Kebab' }] }, /query 1: "id" must be kebab-case/],
    [{ queries: [{ ...entry, ordered: true }] }, /\(a\): an ordered query needs ORDER BY/],
    [{ queries: [{ ...entry, ordered: 'yes' }] }, /"ordered" must be true or false/],
    [{ queries: [{ ...entry, query: `SELECT * FROM "\${table}"` }] }, /unknown placeholder \$\{table\}/],
    [{ queries: [{ ...entry, tolerance: 2 }] }, /"tolerance"/],
    [{ queries: [{ ...entry, volatile: 'now' }] }, /"volatile"/],
    [{ queries: [{ ...entry, order: true }] }, /unknown field\(s\) order/],
    [{ queries: [entry, entry] }, /query id a is used twice/],
  ];
  for (const [value, message] of bad) assert.throws(() => parseCorpus(value, 'c'), message);
});
