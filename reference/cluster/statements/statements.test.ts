// Statements on a whole reference: durable results survive a restart; a lost page is a 500 in the statements shape.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createServer, type ReferenceServer, serverConfig } from '../../index.ts';
import { resultsDir } from './durable-storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'statements-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const inline = (count: number) =>
  `TABLE(EXTERN('{"type":"inline","data":"${Array.from({ length: count }, (_, n) => n).join('\\n')}"}', ` +
  `'{"type":"csv","columns":["n"]}', '[{"name":"n","type":"long"}]'))`;

async function submitDurable(server: ReferenceServer, rowsPerPage: number): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/analytics/v2/sql/statements',
    payload: {
      query: `SELECT "n" FROM ${inline(5)} ORDER BY "n"`,
      context: { executionMode: 'ASYNC', selectDestination: 'durableStorage', rowsPerPage },
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  const queryId = response.json<{ queryId: string }>().queryId;
  // Up to 120 s: a hang guard (a statement takes seconds on a heavily loaded machine).
  for (const giveUpAt = Date.now() + 120_000; Date.now() < giveUpAt; ) {
    const status = await server.app.inject({ method: 'GET', url: `/analytics/v2/sql/statements/${queryId}` });
    if (status.json<{ state: string }>().state === 'SUCCESS') return queryId;
    await delay(20);
  }
  throw new Error(`statement ${queryId} did not succeed`);
}

const results = (server: ReferenceServer, queryId: string, query = '') =>
  server.app.inject({ method: 'GET', url: `/analytics/v2/sql/statements/${queryId}/results${query}` });

test('results in durable storage survive a restart; orphan result directories do not', async () => {
  const first = await createServer(serverConfig({ dataDir }));
  const queryId = await submitDurable(first, 2);
  await first.close();
  const orphan = resultsDir(dataDir, 'query-never-finished');
  mkdirSync(orphan, { recursive: true });

  const second = await createServer(serverConfig({ dataDir }));
  try {
    const page = await results(second, queryId, '?page=2&resultFormat=array');
    assert.equal(page.statusCode, 200);
    assert.deepEqual(page.json(), [[4]]);
    const all = await results(second, queryId, '?resultFormat=array');
    assert.deepEqual(all.json(), [[0], [1], [2], [3], [4]]);
    assert.equal(existsSync(orphan), false);
  } finally {
    await second.close();
  }
});

test('a page lost from durable storage is a 500 with the statements error body', async () => {
  const server = await createServer(serverConfig({ dataDir }));
  try {
    const queryId = await submitDurable(server, 10);
    rmSync(resultsDir(dataDir, queryId), { recursive: true, force: true });
    const response = await results(server, queryId);
    assert.equal(response.statusCode, 500);
    assert.deepEqual(Object.keys(response.json()), [
      'error',
      'errorCode',
      'persona',
      'category',
      'errorMessage',
      'context',
    ]);
  } finally {
    await server.close();
  }
});
