// Stored types through the task and SQL routes: what is stored, how it reads back, and bad input refused with a 4xx.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestServer, type TestServer } from '../../test-support/task-server.ts';

let t: TestServer;
before(async () => {
  t = await openTestServer();
});
after(() => t.close());

const literal = (value: unknown): string => `'${JSON.stringify(value).replace(/'/g, "''")}'`;

/** TABLE(EXTERN(...)) over inline JSON rows, with the signature given. */
function inlineJson(rows: readonly unknown[], signature: readonly { name: string; type: string }[]): string {
  const source = { type: 'inline', data: rows.map((row) => JSON.stringify(row)).join('\n') };
  return `TABLE(EXTERN(${literal(source)}, '{"type":"json"}', ${literal(signature)}))`;
}

async function ingest(query: string): Promise<void> {
  const status = await t.finished(await t.submit(query));
  assert.equal(status.statusCode, 'SUCCESS', String(status.errorMsg));
}

async function sql(query: string, context: Record<string, unknown> = {}) {
  const response = await t.request('POST', '/analytics/v2/sql', {
    query,
    context,
    resultFormat: 'array',
    header: true,
    typesHeader: true,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as unknown[][];
}

test('a string column fed JSON arrays is multi-value; segments storing it plain or multi-value read as one column', async () => {
  const signature = [
    { name: 't', type: 'string' },
    { name: 'tags', type: 'string' },
  ];
  await ingest(
    `INSERT INTO mixed SELECT TIME_PARSE(t) AS __time, tags FROM ${inlineJson([{ t: '2020-01-01', tags: 'a' }], signature)} PARTITIONED BY DAY`,
  );
  const plain = await sql('SELECT tags FROM mixed');
  assert.deepEqual(plain, [['tags'], ['STRING'], ['a']]);
  await ingest(
    `INSERT INTO mixed SELECT TIME_PARSE(t) AS __time, tags FROM ${inlineJson([{ t: '2020-01-02', tags: ['b', 'c'] }], signature)} PARTITIONED BY DAY`,
  );
  const grouped = await sql('SELECT tags, COUNT(*) AS n FROM mixed GROUP BY tags ORDER BY tags');
  assert.deepEqual(grouped.slice(2), [
    ['a', 1],
    ['b', 1],
    ['c', 1],
  ]);
  const mapped = await sql(`SELECT UPPER(tags) AS u FROM mixed ORDER BY __time`);
  assert.deepEqual(mapped.slice(2), [['A'], ['["B","C"]']]);
});

test('a column stored as a long in one segment and an array in another reads without a server error', async () => {
  const signature = [
    { name: 't', type: 'string' },
    { name: 'x', type: 'long' },
  ];
  const rows = inlineJson([{ t: '2020-01-01', x: 5 }], signature);
  await ingest(`INSERT INTO clash SELECT TIME_PARSE(t) AS __time, x FROM ${rows} PARTITIONED BY DAY`);
  await ingest(
    `INSERT INTO clash SELECT TIME_PARSE(t) + INTERVAL '1' DAY AS __time, ARRAY[x, x] AS x FROM ${rows} PARTITIONED BY DAY`,
  );
  const read = await sql('SELECT x FROM clash ORDER BY __time');
  assert.deepEqual(read, [['x'], ['ARRAY<LONG>'], ['[5]'], ['[5,5]']]);
});

test('types ingestion cannot store are refused at submit with a 400, never a 500', async () => {
  for (const [expression, message] of [
    ['ARRAY[ARRAY[1]]', /Column \[bad\] has type ARRAY<ARRAY>, which ingestion cannot store/],
    ["ARRAY[TIMESTAMP '2020-01-01 00:00:00']", /ARRAY<TIMESTAMP>/],
    ["DS_HLL('a')", /COMPLEX<HLLSketch>/],
  ] as const) {
    const response = await t.request('POST', '/analytics/v2/sql/task', {
      query: `INSERT INTO refused SELECT ${expression} AS bad PARTITIONED BY ALL`,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json().error.errorMessage, message);
  }
});

test('deep JSON and large arrays are stored and read back', async () => {
  const deep = `${'['.repeat(500)}1${']'.repeat(500)}`;
  const many = Array.from({ length: 20_000 }, (_, i) => `v${i}`);
  const signature = [
    { name: 't', type: 'string' },
    { name: 'doc', type: 'COMPLEX<json>' },
    { name: 'tags', type: 'string' },
  ];
  await ingest(
    `INSERT INTO big SELECT TIME_PARSE(t) AS __time, doc, tags FROM ${inlineJson([{ t: '2020-01-01', doc: JSON.parse(deep), tags: many }], signature)} PARTITIONED BY DAY`,
  );
  const read = await sql('SELECT doc, MV_LENGTH(tags) AS n FROM big');
  assert.deepEqual(read.slice(2), [[deep, 20_000]]);
});
