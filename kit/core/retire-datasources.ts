// At the end of a run on a remote target, the datasources its workers made are marked unused (DELETE of the
// datasource, SEG-006) by the last worker to end (kit/core/run-workers.ts): no served data of the run stays to weigh
// on the target's Coordinator and Broker in later runs (1,741 left by earlier runs kept the Druid 33 lab's Coordinator
// busy, docs/facts/ingestion.md §ingestion.3). Unused data stays in deep storage, so `markUsed` brings it back;
// `--keep-data` leaves it served.
import { setTimeout as delay } from 'node:timers/promises';
import { namesAt } from './leaks.ts';
import { excerpt, type PlainClient } from './probe-http.ts';
import { targetPath } from './target-words.ts';

const USED = '/analytics/coordinator/v1/metadata/datasources';
/** Requests at once: enough to retire a run's hundreds of datasources in seconds, few enough not to crowd the target. */
const AT_ONCE = 4;
/**
 * How long the listing may still show a retired datasource as used: Druid's Coordinator lists from its last poll of
 * the metadata store (70 of 240 were still listed right after their DELETE on the Druid 33 lab, none a moment later).
 */
const SETTLE_MS = 30_000;

export interface Retirement {
  readonly retired: readonly string[];
  /** Datasources whose DELETE did not answer 200 (with the answer), or were not tried within the budget. */
  readonly refused: readonly string[];
  /** Why nothing could be listed, if so. */
  readonly notListed?: string;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The used datasources of the run's prefixes, or why they could not be listed (a target that fails or hangs). */
async function usedOf(client: PlainClient, prefixes: readonly string[]): Promise<readonly string[] | string> {
  const mine = (name: unknown): name is string =>
    typeof name === 'string' && prefixes.some((prefix) => name.startsWith(`${prefix}_`));
  const listing = await namesAt(client, USED, (body) =>
    Array.isArray(body) ? body.filter(mine) : undefined,
  ).catch((error: unknown) => ({ notChecked: `GET ${targetPath(USED)} failed: ${messageOf(error)}` }));
  return 'notChecked' in listing ? listing.notChecked : listing.names;
}

/** DELETEs each name, `AT_ONCE` at a time, none begun after `until`: which were marked unused, which were not. */
async function deleteEach(client: PlainClient, names: readonly string[], until: number): Promise<Retirement> {
  const retired: string[] = [];
  const refused: string[] = [];
  const queue = [...names];
  const retireNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (Date.now() > until) {
        refused.push(`${name}: not tried, the retirement's time was up`);
        continue;
      }
      const path = `/analytics/coordinator/v1/datasources/${encodeURIComponent(name)}`;
      const answer = await client
        .send('DELETE', path)
        .catch((error: unknown) => ({ status: 0, text: messageOf(error) }));
      if (answer.status === 200) retired.push(name);
      else
        refused.push(
          `${name}: DELETE ${targetPath(path)} answers ${answer.status} ${excerpt(answer.text)}`.trim(),
        );
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, retireNext));
  return { retired, refused };
}

/**
 * Marks unused every used datasource whose name starts with one of `prefixes`, starting no request after `budgetMs`,
 * then waits (within the same budget, at most `settleMs`) until the target no longer lists them as used, so the leak
 * report after it reads the settled state.
 */
export async function retireDatasources(
  client: PlainClient,
  prefixes: readonly string[],
  budgetMs: number,
  settleMs = SETTLE_MS,
): Promise<Retirement> {
  const until = Date.now() + budgetMs;
  const listed = await usedOf(client, prefixes);
  if (typeof listed === 'string') return { retired: [], refused: [], notListed: listed };
  const retirement = await deleteEach(client, listed, until);
  for (const settled = Math.min(until, Date.now() + settleMs); Date.now() < settled; await delay(500)) {
    const still = await usedOf(client, prefixes);
    if (typeof still === 'string' || !still.some((name) => retirement.retired.includes(name))) break;
  }
  return retirement;
}

/** One line for the terminal, e.g. `datasources of the run marked unused: 97 (1 refused: …)`. */
export function retirementSummary(retirement: Retirement): string {
  if (retirement.notListed !== undefined) return `datasources not marked unused: ${retirement.notListed}`;
  const refused =
    retirement.refused.length === 0
      ? ''
      : ` (${retirement.refused.length} refused: ${retirement.refused[0]})`;
  return `datasources of the run marked unused: ${retirement.retired.length}${refused} (--keep-data leaves them)`;
}
