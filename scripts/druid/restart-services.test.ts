import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UsageError } from './args.ts';
import { servicesToRestart } from './restart-services.ts';

test('the services to restart must be named, known and running from the cluster', () => {
  assert.deepEqual(servicesToRestart(['indexer'], ['zookeeper', 'indexer', 'broker']), ['indexer']);
  assert.deepEqual(servicesToRestart(['broker', 'indexer'], ['indexer', 'broker']), ['broker', 'indexer']);
  assert.throws(() => servicesToRestart([], ['indexer']), UsageError);
  assert.throws(() => servicesToRestart(['peon'], ['indexer']), /unknown service "peon"/);
  assert.throws(
    () => servicesToRestart(['historical'], ['indexer']),
    /historical does not run from this cluster/,
  );
});
