// The duty loop against a real store: a publish is served at once, a drop rule marks segments unused, sizes add up.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DEFAULT_HISTORICAL } from '../../config.ts';
import { openSqliteStore } from '../../store/sqlite/open.ts';
import type { NewSegment } from '../../store/store.ts';
import { daySegment } from '../../test-support/day-segment.ts';
import { coordinatorLoop } from './duties.ts';
import { Historicals } from './historicals.ts';
import { replaceRules } from './rules.ts';
import { segmentServing } from './serving.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'duties-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

const NOW = Date.UTC(2024, 0, 1);
const AUDIT = { author: 'test', comment: '', ip: '127.0.0.1' };

const segment = (datasource: string, day: number): NewSegment =>
  daySegment(datasource, day, '2024-01-01T00:00:00.000Z', {
    numRows: 10,
    size: 1000 + day,
    path: join(dataDir, `${datasource}-${day}.parquet`),
  });

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('published segments are served after the next microtask; a drop rule marks them unused', async () => {
  const store = openSqliteStore(dataDir);
  const historicals = new Historicals([DEFAULT_HISTORICAL]);
  const loop = coordinatorLoop({ store, historicals, periodMs: 3_600_000, now: () => NOW });
  const serving = segmentServing(store.segments, historicals);
  const errors: unknown[] = [];
  loop.start((error) => errors.push(error));
  try {
    store.transaction(() => store.segments.publish([segment('wiki', 0), segment('wiki', 1)], NOW));
    assert.deepEqual(serving.datasources(), [], 'nothing is served inside the publishing transaction');
    await settle();
    assert.deepEqual(serving.datasources(), ['wiki']);
    const [historical] = historicals.list();
    assert.equal(historical?.currentSize, 2001);
    assert.equal(serving.replicationFactor(segment('wiki', 0).id), 2, 'the install default: two replicas');

    const dropFirstDay = [
      { type: 'dropByInterval', interval: '2015-09-12/2015-09-13' },
      { type: 'loadForever' },
    ];
    replaceRules(store, 'wiki', dropFirstDay, AUDIT, NOW);
    loop.runSoon();
    await settle();
    assert.deepEqual(
      serving.served('wiki').map((s) => s.id),
      [segment('wiki', 1).id],
    );
    assert.equal(store.segments.get(segment('wiki', 0).id)?.used, false);
    assert.deepEqual(errors, []);
  } finally {
    loop.stop();
    store.close();
  }
});

test('after a restart the first run serves the used segments before anything else happens', () => {
  const store = openSqliteStore(dataDir);
  const historicals = new Historicals([DEFAULT_HISTORICAL]);
  const loop = coordinatorLoop({ store, historicals, periodMs: 3_600_000, now: () => NOW });
  try {
    loop.start((error) => assert.fail(String(error)));
    assert.deepEqual(
      segmentServing(store.segments, historicals)
        .served('wiki')
        .map((s) => s.id),
      [segment('wiki', 1).id],
    );
  } finally {
    loop.stop();
    store.close();
  }
});
