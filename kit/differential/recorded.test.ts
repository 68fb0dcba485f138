// The reference against Druid 33's recorded answers to the whole corpus: each is Druid's, or a listed divergence.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { DEFAULT_CORPUS, GENERATED_CORPUS, readCorpus } from './corpus.ts';
import { readExpectations } from './expectations.ts';
import { generateCorpus } from './generate/generate.ts';
import { serverClient } from './http.ts';
import { checkRecording } from './recorded-check.ts';
import { readRecording, recordingFile } from './recording.ts';
import { runDatasources } from './run.ts';
import { ingestTables } from './setup.ts';
import { readTables } from './tables.ts';
import { type Listening, listeningReference } from './test-servers.ts';

const recording = readRecording(recordingFile('33'));
const knownFile = new URL('./known/druid-33.json', import.meta.url).pathname;
const expectations = readExpectations(knownFile);

test('the generated corpus is what the generator makes, and the recording answers exactly its queries', () => {
  const generated = readCorpus(GENERATED_CORPUS);
  assert.deepEqual(generated, generateCorpus(), 'generated-corpus.json is stale: npm run corpus:generate');
  const corpus = [...readCorpus(DEFAULT_CORPUS), ...generated];
  assert.deepEqual(
    recording.queries.map(({ answer: _, ...query }) => query),
    corpus,
    'the recording does not answer the corpus as it is: record again (npm run corpus:record, with the lab up)',
  );
  assert.ok(generated.length >= 1000, `only ${generated.length} generated queries`);
  const ids = new Set(corpus.map((q) => q.id));
  const stale = expectations.filter((e) => e.id !== undefined && !ids.has(e.id)).map((e) => e.id);
  assert.deepEqual(stale, [], 'known divergences of queries the corpus no longer has');
});

test('every known-divergence file lists queries of the corpus, each with its class and evidence', () => {
  const ids = new Set([...readCorpus(DEFAULT_CORPUS), ...readCorpus(GENERATED_CORPUS)].map((q) => q.id));
  const dir = new URL('./known/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  assert.ok(files.includes('druid-27.json') && files.includes('druid-33.json'), files.join(', '));
  for (const name of files) {
    const entries = readExpectations(new URL(name, dir).pathname);
    const bad = entries
      .filter(
        (e) => e.id === undefined || !ids.has(e.id) || e.class === undefined || e.evidence === undefined,
      )
      .map((e) => e.id ?? e.scenario);
    assert.deepEqual(bad, [], `${name}: entries without a corpus query, a class or evidence`);
  }
});

let server: Listening;
before(async () => {
  server = await listeningReference();
});
after(async () => {
  await server.close();
});

test("the reference gives Druid 33's recorded answer to every query, or its listed divergence", async () => {
  const client = serverClient({ url: server.url, serviceWord: 'analytics' }, 60_000);
  const tables = readTables();
  const names = runDatasources(tables, 'recorded_');
  await ingestTables(client, names, tables, { timeoutMs: 300_000, reuse: false });
  const verdicts = await checkRecording(client, recording, expectations, names);
  const failures = verdicts.filter((v) => v.outcome !== 'same' && v.outcome !== 'listed');
  const shown = failures.slice(0, 25).map((v) => `${v.id} ${v.outcome}: ${v.detail ?? ''}`.slice(0, 600));
  assert.equal(
    failures.length,
    0,
    `${failures.length} of ${verdicts.length} answers are not Druid's recorded ones (kit/differential/known/druid-33.json lists the known divergences):\n${shown.join('\n')}`,
  );
});
