// EXTERN: inline, local and http sources in json, csv and tsv, read by DuckDB with exactly the signature's columns.
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { SqlError } from '../sql/errors.ts';
import { DuckEngine } from '../sql/execute/duckdb.ts';
import type { ExternArguments } from '../sql/plan/ingestion-plan.ts';
import { externResolver } from './extern.ts';
import { inputSourcePolicy, parseOrigin } from './input-policy.ts';
import { newExternScope, withExternScope } from './scope.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'extern-test-'));
// Local input files live outside the data directory, in a configured input directory.
const inputDir = mkdtempSync(join(tmpdir(), 'extern-input-'));
let duck: DuckEngine;
let http: Server;
let base = '';
// The test's loopback server is named explicitly, so the allow-list lets it be reached.
let resolve: ReturnType<typeof externResolver>;
before(async () => {
  duck = await DuckEngine.open({ allowedDirectories: [dataDir, inputDir] });
  http = createServer((request, response) => {
    if (request.url === '/rows.json.gz') return response.end(gzipSync('{"page":"gz","n":7}\n'));
    if (request.url === '/rows.json') return response.end('{"page":"plain","n":"8"}\n');
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const policy = inputSourcePolicy(dataDir, {
    localDirs: [realpathSync(inputDir)],
    httpAllowed: [parseOrigin(base)],
  });
  resolve = externResolver(dataDir, policy);
});
after(() => {
  duck.close();
  http.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(inputDir, { recursive: true, force: true });
});

const signature = [
  { name: 'page', type: 'string' },
  { name: 'n', type: 'long' },
];

async function rows(extern: ExternArguments, maxParseExceptions = 0) {
  const scope = newExternScope(join(dataDir, 'tmp', `t${Math.random()}`), maxParseExceptions);
  const table = await withExternScope(scope, () => resolve(extern));
  const result = await duck.run(`SELECT * FROM ${table} AS t`);
  return {
    columns: result.columnNames,
    rows: result.rows.map((r) => r.map((v) => (typeof v === 'bigint' ? Number(v) : v))),
    scope,
  };
}

const inline = (data: string) => ({ type: 'inline', data });

test('json lines: missing fields are null, extra fields ignored, numbers coerced like the real system', async () => {
  const data =
    '{"page":"a","n":1,"extra":true}\n\n{"page":"b"}\n{"page":3,"n":"2.9"}\n{"page":"it\'s","n":-4}\n';
  const result = await rows({ inputSource: inline(data), inputFormat: { type: 'json' }, signature });
  assert.deepEqual(result.columns, ['page', 'n']);
  assert.deepEqual(result.rows, [
    ['a', 1],
    ['b', null],
    ['3', 2],
    ["it's", -4],
  ]);
});

test('unparseable json fails the read, unless maxParseExceptions lets the rows be skipped and counted', async () => {
  const extern = {
    inputSource: inline('{"page":"a","n":1}\nnot json\n[1]\n'),
    inputFormat: { type: 'json' },
    signature,
  };
  await assert.rejects(rows(extern), /Malformed JSON/);
  const lenient = await rows(extern, -1);
  assert.deepEqual(lenient.rows, [['a', 1]]);
  assert.equal(lenient.scope.parseExceptions, 2);
});

test('csv with columns, skipHeaderRows and quoting; short rows are padded with nulls', async () => {
  const data = 'title row\n"x,y",1\nz\n';
  const format = { type: 'csv', columns: ['page', 'n'], skipHeaderRows: 1 };
  const result = await rows({ inputSource: inline(data), inputFormat: format, signature });
  assert.deepEqual(result.rows, [
    ['x,y', 1],
    ['z', null],
  ]);
});

test('csv and tsv can take column names from the header row; quoted names need quoting in SQL', async () => {
  const quoted = [
    { name: 'a "b"', type: 'double' },
    { name: 'page', type: 'string' },
  ];
  const csv = await rows({
    inputSource: inline('page,a "b"\nq,1.5\n'),
    inputFormat: { type: 'csv', findColumnsFromHeader: true },
    signature: quoted,
  });
  assert.deepEqual(csv.rows, [[1.5, 'q']]);
  const tsv = await rows({
    inputSource: inline('n\tpage\n5\tt\n'),
    inputFormat: { type: 'tsv', findColumnsFromHeader: true },
    signature,
  });
  assert.deepEqual(tsv.rows, [['t', 5]]);
});

test('local files by baseDir and filter (recursive, gzip by extension), or by list', async () => {
  const dir = join(inputDir, 'local');
  mkdirSync(join(dir, 'sub'), { recursive: true });
  writeFileSync(join(dir, 'a.json'), '{"page":"a","n":1}\n');
  writeFileSync(join(dir, 'sub', 'b.json.gz'), gzipSync('{"page":"b","n":2}\n'));
  writeFileSync(join(dir, 'skip.txt'), 'nope');
  const byFilter = await rows({
    inputSource: { type: 'local', baseDir: dir, filter: '*.json*' },
    inputFormat: { type: 'json' },
    signature,
  });
  assert.deepEqual(byFilter.rows, [
    ['a', 1],
    ['b', 2],
  ]);
  assert.equal(byFilter.scope.inputFiles, 2);
  const byList = await rows({
    inputSource: { type: 'local', files: [join(dir, 'a.json')] },
    inputFormat: { type: 'json' },
    signature,
  });
  assert.deepEqual(byList.rows, [['a', 1]]);
});

test('local files outside the input directories, in the data directory or behind a symlink are refused', async () => {
  const inData = join(dataDir, 'deep-storage', 'seg.json');
  const elsewhere = mkdtempSync(join(tmpdir(), 'extern-elsewhere-'));
  const secret = join(elsewhere, 'secret.json');
  mkdirSync(join(dataDir, 'deep-storage'), { recursive: true });
  writeFileSync(inData, '{"page":"segment","n":1}\n');
  writeFileSync(secret, '{"page":"secret","n":2}\n');
  symlinkSync(secret, join(inputDir, 'link.json'));
  try {
    for (const inputSource of [
      { type: 'local', files: [inData] },
      { type: 'local', baseDir: join(dataDir, 'deep-storage') },
      { type: 'local', files: [secret] },
      { type: 'local', files: [join(inputDir, 'link.json')] },
    ])
      await assert.rejects(
        rows({ inputSource, inputFormat: { type: 'json' }, signature }),
        (error: unknown) =>
          error instanceof SqlError &&
          error.kind === 'validation' &&
          /is outside the allowed directories/.test(error.message),
        JSON.stringify(inputSource),
      );
    // A directory outside is refused as named, before it is listed: no file found there is named.
    await assert.rejects(
      rows({ inputSource: { type: 'local', baseDir: elsewhere }, inputFormat: { type: 'json' }, signature }),
      (error: unknown) =>
        error instanceof SqlError &&
        error.message.startsWith(`Input source [local] may not read [${elsewhere}]: it is outside`),
    );
  } finally {
    rmSync(join(inputDir, 'link.json'), { force: true });
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

test('http sources are downloaded (gzip by extension) into the scope directory', async () => {
  const uris = [`${base}/rows.json.gz`, `${base}/rows.json`];
  const result = await rows({
    inputSource: { type: 'http', uris },
    inputFormat: { type: 'json' },
    signature,
  });
  assert.deepEqual(result.rows, [
    ['gz', 7],
    ['plain', 8],
  ]);
  assert.equal(readdirSync(result.scope.tempDir).length, 2);
  await assert.rejects(
    rows({
      inputSource: { type: 'http', uris: [`${base}/missing`] },
      inputFormat: { type: 'json' },
      signature,
    }),
    /HTTP status 404/,
  );
});

test('bad sources, formats and signatures are validation errors that say what to fix', async () => {
  const cases: [ExternArguments, RegExp][] = [
    [{ inputSource: { type: 's3' }, inputFormat: { type: 'json' }, signature }, /use inline, local or http/],
    [{ inputSource: inline(''), inputFormat: { type: 'parquet' }, signature }, /use json, csv or tsv/],
    [
      { inputSource: inline(''), inputFormat: { type: 'csv' }, signature },
      /findColumnsFromHeader\] must be set to true/,
    ],
    [
      {
        inputSource: inline(''),
        inputFormat: { type: 'json' },
        signature: [{ name: 'x', type: 'COMPLEX<hyperUnique>' }],
      },
      /use string, long, double, float or COMPLEX<json>/,
    ],
    [
      {
        inputSource: { type: 'local', baseDir: join(inputDir, 'nope') },
        inputFormat: { type: 'json' },
        signature,
      },
      /does not exist/,
    ],
  ];
  for (const [extern, message] of cases) {
    await assert.rejects(
      rows(extern),
      (error: unknown) =>
        error instanceof SqlError && error.kind === 'validation' && message.test(error.message),
    );
  }
});
