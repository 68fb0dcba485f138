// Hostile queries that no list of functions can foresee (issue 30): strings grown by any function, aggregates of huge
// cross joins, huge groups, endless rows under a timeout. Each must end in a 4xx or 5xx, or a body cut off, within
// its timeout; the engine process's limits, not a function's own guard, are what stop them.
import type { Attack } from './requests.ts';
import { TABLE } from './requests.ts';
import { endOf, readStreamed } from './streamed.ts';

/** `copies` cross-joined copies of the 1,000-row table: 10^(3·copies) combinations. */
const copies = (count: number): string =>
  Array.from({ length: count }, (_, i) => `"${TABLE}" AS t${i}`).join(' CROSS JOIN ');

/** Sends a query and reads its answer to the end over a socket. */
const streamed =
  (query: string, context: Record<string, unknown> = {}) =>
  async (base: string): Promise<string> =>
    endOf(await readStreamed(base, query, context));

export const ENGINE_ATTACKS: readonly Attack[] = [
  {
    name: 'REGEXP_REPLACE growing one string to 10 GB',
    expected: '400',
    run: streamed("SELECT LENGTH(REGEXP_REPLACE(REPEAT('x', 1000000), 'x', REPEAT('y', 10000))) AS m"),
  },
  {
    name: 'STRING_AGG over a 10^9-row cross join, context.timeout 20 s',
    expected: '400 or 504',
    run: streamed(`SELECT LENGTH(STRING_AGG(CAST(t0."n" AS VARCHAR), ',')) AS m FROM ${copies(3)}`, {
      timeout: 20_000,
    }),
  },
  {
    name: 'GROUP BY 10^9 distinct keys, context.timeout 20 s',
    expected: '400 or 504',
    run: streamed(
      `SELECT t0."n" * 1000000 + t1."n" * 1000 + t2."n" AS k, COUNT(*) AS c FROM ${copies(3)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
      { timeout: 20_000 },
    ),
  },
  {
    name: 'ARRAY_AGG of long strings over 10^6 rows, context.timeout 20 s',
    expected: '400 or 504',
    run: streamed(`SELECT ARRAY_LENGTH(ARRAY_AGG(REPEAT('z', 100000))) AS m FROM ${copies(2)}`, {
      timeout: 20_000,
    }),
  },
  {
    name: 'endless rows (10^12) with context.timeout 2000 ms',
    expected: '504 or 200 cut off',
    run: streamed(`SELECT t0."n", t1."n", t2."n", t3."n" FROM ${copies(4)}`, { timeout: 2000 }),
  },
  {
    name: '1,000,000-row result read to the end',
    expected: '200 complete',
    run: streamed(`SELECT t0."n" AS a, t1."n" AS b FROM ${copies(2)}`),
  },
];
