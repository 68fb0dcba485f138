// DuckDB's bounds: memory and threads set before the lock, and a query past the memory limit is a resource limit.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DuckEngine } from './duckdb.ts';
import { boundedEngineError } from './engine-errors.ts';

let duck: DuckEngine;
before(async () => {
  duck = await DuckEngine.open({
    allowedDirectories: [],
    memoryLimit: '32MB',
    threads: 1,
    maxTempDirectorySize: '1MB',
  });
});
after(async () => {
  await duck.close();
});

test('memory_limit, threads and the spill cap are set, and locked', async () => {
  const { rows } = await duck.run(
    "SELECT current_setting('memory_limit'), current_setting('threads'), current_setting('max_temp_directory_size')",
  );
  assert.deepEqual(rows, [['30.5 MiB', 1n, '976.5 KiB']]);
  await assert.rejects(duck.run("SET memory_limit = '100GB'"), /lock/i);
});

test('a query needing more memory than the limit is refused as a resource limit, not a server fault', async () => {
  const error = await duck
    .run(`SELECT count(*) FROM (SELECT DISTINCT i::VARCHAR || repeat('x', 40) AS s FROM range(3000000) t(i))`)
    .then(() => assert.fail('ran within 32MB'), boundedEngineError);
  assert.equal(error.kind, 'resourceLimit', error.message);
  assert.match(error.message, /memory/);
});

test('bad settings are refused before DuckDB sees them', async () => {
  await assert.rejects(DuckEngine.open({ allowedDirectories: [], memoryLimit: "1GB'; SET x = '1" }), /size/);
  await assert.rejects(DuckEngine.open({ allowedDirectories: [], threads: 0 }), /threads/);
});

test('a statement that ignores the interrupt is abandoned: its caller hears cancelled within about a second', async () => {
  const engine = await DuckEngine.open({ allowedDirectories: [] });
  const controller = new AbortController();
  // A sink that does not return until released stands for DuckDB planning, which no interrupt reaches.
  let release: () => void = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const stuck = engine.forEachChunk('SELECT 1', () => held, controller.signal);
  await new Promise((done) => setTimeout(done, 50));
  const started = Date.now();
  controller.abort();
  await assert.rejects(stuck, /cancelled/);
  const elapsed = Date.now() - started;
  // It waited for the abandonment, not for DuckDB (the sink never returns): the test's timeout is the hang guard.
  assert.ok(elapsed >= 900, `answered after ${elapsed} ms`);
  assert.equal(engine.runningCount, 1, 'the statement itself is still tracked');
  // close() waits a bounded time for it; here it ends meanwhile, and the instance closes.
  setTimeout(release, 200);
  await engine.close();
  assert.equal(engine.runningCount, 0);
});
