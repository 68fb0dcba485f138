// At the end of a run on a remote target, the datasources its workers made are marked unused (DELETE of the
// datasource, SEG-006) by the last worker to end (kit/core/run-workers.ts): no served data of the run stays to weigh
// on the target's Coordinator and Broker in later runs (1,741 left by earlier runs kept the Druid 33 lab's Coordinator
// busy, docs/facts/ingestion.md §ingestion.3). Unused data stays in deep storage, so `markUsed` brings it back;
// `--keep-data` leaves it served.
import { setTimeout as delay } from 'node:timers/promises';
import { excerpt, jsonOf, type PlainClient } from './probe-http.ts';
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
  /** Datasources whose DELETE did not answer 200, with the answer. */
  readonly refused: readonly string[];
  /** Why nothing could be listed, if so. */
  readonly notListed?: string;
}

/** The used datasources of the run's prefixes, or why they could not be listed. */
async function usedOf(client: PlainClient, prefixes: readonly string[]): Promise<string[] | string> {
  const listing = await client.send('GET', USED);
  const body = listing.status === 200 ? jsonOf(listing) : undefined;
  if (!Array.isArray(body))
    return `GET ${targetPath(USED)} answers ${listing.status} ${excerpt(listing.text)}`.trim();
  return body.filter(
    (name): name is string =>
      typeof name === 'string' && prefixes.some((prefix) => name.startsWith(`${prefix}_`)),
  );
}

/** DELETEs each name, `AT_ONCE` at a time; answers which were marked unused and which were refused. */
async function deleteEach(client: PlainClient, names: readonly string[]): Promise<Retirement> {
  const retired: string[] = [];
  const refused: string[] = [];
  const queue = [...names];
  const retireNext = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const path = `/analytics/coordinator/v1/datasources/${encodeURIComponent(name)}`;
      const answer = await client.send('DELETE', path).catch((error: unknown) => ({
        status: 0,
        text: error instanceof Error ? error.message : String(error),
      }));
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
 * Marks unused every used datasource whose name starts with one of `prefixes`, then waits (at most `settleMs`) until
 * the target no longer lists them as used, so the leak report after it reads the settled state.
 */
export async function retireDatasources(
  client: PlainClient,
  prefixes: readonly string[],
  settleMs = SETTLE_MS,
): Promise<Retirement> {
  const listed = await usedOf(client, prefixes);
  if (typeof listed === 'string') return { retired: [], refused: [], notListed: listed };
  const retirement = await deleteEach(client, listed);
  for (const until = Date.now() + settleMs; Date.now() < until; await delay(500)) {
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
