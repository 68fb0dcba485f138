// The reference keeps every configuration and audit entry across a restart on the same data directory.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { createServer, serverConfig } from './index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'restart-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const json = { 'content-type': 'application/json', 'x-analytics-author': 'restart-test' };

test('dynamic configurations and their history survive a restart', async () => {
  const first = await createServer(serverConfig({ dataDir }));
  await first.app.inject({
    method: 'POST',
    url: '/analytics/coordinator/v1/config',
    headers: json,
    payload: '{"maxSegmentsToMove":9}',
  });
  await first.app.inject({
    method: 'POST',
    url: '/analytics/indexer/v1/worker',
    headers: json,
    payload: '{"selectStrategy":{"type":"fillCapacity"}}',
  });
  await first.close();

  const second = await createServer(serverConfig({ dataDir }));
  const coordinator = await second.app.inject({ method: 'GET', url: '/analytics/coordinator/v1/config' });
  assert.equal(coordinator.json().maxSegmentsToMove, 9);
  const worker = await second.app.inject({ method: 'GET', url: '/analytics/indexer/v1/worker' });
  assert.equal(worker.json().selectStrategy.type, 'fillCapacity');
  for (const url of ['/analytics/coordinator/v1/config/history', '/analytics/indexer/v1/worker/history']) {
    const history = await second.app.inject({ method: 'GET', url });
    assert.equal(history.json()[0].auditInfo.author, 'restart-test', url);
  }
  await second.close();
});

test('the default history window is one week', () => {
  assert.equal(serverConfig({ dataDir }).auditHistoryMillis, 604_800_000);
});
