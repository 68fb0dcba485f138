import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ratiosByPrincipal } from './by-principal.ts';
import { loadRelease } from './recordings.ts';
import type { Outcome } from './replay.ts';

test('each run of a release has its own ratio', () => {
  const exchanges = loadRelease('36.0.0').exchanges;
  const outcomes: Outcome[] = exchanges.map((exchange, index) => ({
    exchange,
    actual: undefined,
    // Every second exchange mismatches.
    mismatch: index % 2 === 0 ? undefined : { kind: 'status', detail: '' },
  }));
  const admin = exchanges.filter((e) => e.as === 'admin');
  const user = exchanges.filter((e) => e.as === 'dbmeta_user');
  assert.ok(user.length > 0, 'the user run is transcribed');
  const matched = (as: string) => outcomes.filter((o) => o.exchange.as === as && !o.mismatch).length;
  assert.equal(
    ratiosByPrincipal(outcomes),
    `as admin ${matched('admin')}/${admin.length}, as dbmeta_user ${matched('dbmeta_user')}/${user.length}`,
  );
});
