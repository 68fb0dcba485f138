// `npm run bench:attacks`: the reference as `npm start` runs it (defaults), under the hostile requests of issue 18,
// while its memory and a simple GET's latency are watched. Prints each request's answer and time, the peak RSS
// against the 2 GB ceiling and the worst GET latency against 200 ms, as ratios; exits 1 when a bound is exceeded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { treeResidentBytes } from '../reference/child-memory.ts';
import { spawnReference, waitUntilReady } from '../reference/child-process.ts';
import { ENGINE_ATTACKS } from './attacks/engine-attacks.ts';
import { postJson, taskEnd } from './attacks/http.ts';
import { GET_LATENCY_GOAL_MS, GET_P99_GOAL_MS, RSS_CEILING_BYTES, startMonitor } from './attacks/monitor.ts';
import { ATTACKS, TABLE } from './attacks/requests.ts';

const ROWS = 1000;
/** How long SIGTERM may take: ANALYTICS_STOP_TIMEOUT_MS's default. */
const STOP_BOUND_MS = 10_000;

const mb = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

/** 1,000 rows (`n` 0…999, one day) through an inline EXTERN: the table the cross joins read. */
async function ingestTable(baseUrl: string): Promise<void> {
  const data = Array.from({ length: ROWS }, (_, n) => JSON.stringify({ t: '2015-09-12T00:00:00Z', n })).join(
    '\n',
  );
  const args = [
    { type: 'inline', data },
    { type: 'json' },
    [
      { name: 't', type: 'string' },
      { name: 'n', type: 'long' },
    ],
  ];
  const quoted = args.map((arg) => `'${JSON.stringify(arg).replaceAll("'", "''")}'`).join(', ');
  const query = `INSERT INTO "${TABLE}" SELECT TIME_PARSE("t") AS "__time", "n" FROM TABLE(EXTERN(${quoted})) PARTITIONED BY DAY`;
  const answer = await postJson(`${baseUrl}/analytics/v2/sql/task`, { query });
  const ended = await taskEnd(baseUrl, (JSON.parse(answer.text) as { taskId: string }).taskId);
  if (ended !== 'SUCCESS') throw new Error(`ingesting ${TABLE} ended ${ended}`);
  // Queryable once the Coordinator has loaded the segment.
  for (let tries = 0; tries < 100; tries++) {
    const count = await postJson(`${baseUrl}/analytics/v2/sql`, {
      query: `SELECT COUNT(*) AS c FROM "${TABLE}"`,
    });
    if (count.status === 200 && count.text.includes(String(ROWS))) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${TABLE} did not become queryable`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-attacks-'));
// The server's own errors (a query cut off, an engine process replaced) show beside the figures.
const { child, baseUrl } = await spawnReference(dataDir, ['ignore', 'ignore', 'inherit']);
let failed = false;
try {
  await waitUntilReady(baseUrl, child);
  await ingestTable(baseUrl);
  const monitor = startMonitor(child.pid ?? 0, baseUrl, '/analytics/coordinator/v1/config');
  console.log(`Attacks on a reference started with defaults (${baseUrl})`);
  // ATTACKS_ONLY=<text> runs only the attacks whose name contains it (to look at one closely).
  const only = process.env.ATTACKS_ONLY;
  let streamingP99 = 0;
  for (const attack of [...ATTACKS, ...ENGINE_ATTACKS].filter(
    (a) => only === undefined || a.name.includes(only),
  )) {
    monitor.worstSinceLast();
    monitor.p99SinceLast();
    const started = performance.now();
    const outcome = await attack.run(baseUrl).catch((error: unknown) => `error: ${String(error)}`);
    const ms = performance.now() - started;
    // A GET answered slowly during the attack; the next one in flight may end within the next attack.
    await new Promise((done) => setTimeout(done, 150));
    const [worstGet, p99] = [monitor.worstSinceLast(), monitor.p99SinceLast()];
    if (attack.name.startsWith('1,000,000-row result')) streamingP99 = p99;
    // "a or b": either answer is a bounded one.
    const ok = attack.expected.split(' or ').includes(outcome);
    failed ||= !ok;
    console.log(
      `  ${ok ? 'ok ' : 'BAD'} ${attack.name.padEnd(64)} ${outcome.padEnd(28)} ${ms.toFixed(0).padStart(7)} ms` +
        `  GET p99 ${p99.toFixed(0).padStart(4)} ms, ≤ ${worstGet.toFixed(0).padStart(4)} ms` +
        (ok ? '' : `  (expected ${attack.expected})`),
    );
  }
  await monitor.stop();
  const rssRatio = monitor.peakRssBytes / RSS_CEILING_BYTES;
  const latencyRatio = monitor.worstGetMs / GET_LATENCY_GOAL_MS;
  console.log(
    `Peak RSS ${mb(monitor.peakRssBytes)} of ${mb(RSS_CEILING_BYTES)}: ratio ${rssRatio.toFixed(2)}`,
  );
  console.log(
    `Worst GET latency ${monitor.worstGetMs.toFixed(0)} ms of ${GET_LATENCY_GOAL_MS} ms: ratio ${latencyRatio.toFixed(2)}` +
      ` (${monitor.gets} GETs, ${monitor.failedGets} failed)`,
  );
  console.log(
    `GET p99 while a 1,000,000-row result streams ${streamingP99.toFixed(0)} ms of ${GET_P99_GOAL_MS} ms: ratio ${(streamingP99 / GET_P99_GOAL_MS).toFixed(2)}`,
  );
  // What the server keeps once the attacks are over (DuckDB's caches in the engine process included).
  console.log(`Resident after the attacks ${mb(treeResidentBytes(child.pid ?? 0))}`);
  failed ||= rssRatio > 1 || latencyRatio > 1 || streamingP99 > GET_P99_GOAL_MS || monitor.failedGets > 0;
} finally {
  const stopping = performance.now();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const stopMs = performance.now() - stopping;
  console.log(
    `SIGTERM to exit ${stopMs.toFixed(0)} ms of ${STOP_BOUND_MS} ms: ratio ${(stopMs / STOP_BOUND_MS).toFixed(2)}`,
  );
  failed ||= stopMs > STOP_BOUND_MS;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
