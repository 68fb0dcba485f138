// Differential mode of a cucumber run: SQL scenarios' requests go to the reference too; their SQL answers are compared.
import { setTimeout as delay } from 'node:timers/promises';
import { type HttpResponse, type Method, openTarget, type Target } from '../core/client.ts';
import type { KitConfig } from '../core/target-config.ts';
import { type Comparison, compareAnswers } from './compare.ts';
import { IdMap, type MirroredRequest, requestForReference } from './mirror-request.ts';
import {
  DEFAULT_VOLATILE_COLUMNS,
  type NormalisedAnswer,
  normaliseAnswer,
  queryIsOrdered,
  type SqlShape,
  sqlShapeOf,
} from './normalise.ts';
import { type ScenarioDivergence, type ScenarioRecord, writeScenarioRecords } from './scenario-records.ts';

/** Scenarios with this tag are mirrored: the others may change cluster-global state, which is the target's own. */
const MIRRORED_TAG = '@sql';
const SETTLE_POLL_MS = 200;
/** Synchronous SQL, as features write it (each target puts it in its own service word). */
const SQL_PATH = '/analytics/v2/sql';

export interface ScenarioIdentity {
  readonly name: string;
  readonly uri: string;
  readonly tags: readonly string[];
}

/** One synchronous SQL request of a scenario and the two answers it got last. */
interface Observed {
  readonly query: string;
  readonly request: MirroredRequest & { readonly method: Method };
  readonly shape: SqlShape;
  readonly ordered: boolean;
  target: NormalisedAnswer;
  reference?: NormalisedAnswer;
  comparison?: Comparison;
  error?: string;
}

interface Current {
  readonly identity: ScenarioIdentity;
  readonly observed: Map<string, Observed>;
}

const headerOf = (response: HttpResponse, name: string): string | undefined =>
  Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1];

const queryOf = (body: string | undefined): string => {
  try {
    const query = (JSON.parse(body ?? '{}') as { query?: unknown }).query;
    return typeof query === 'string' ? query : '';
  } catch {
    return '';
  }
};

export class DifferentialTarget implements Target {
  readonly #ids = new IdMap();
  readonly #records: ScenarioRecord[] = [];
  readonly #runWindow = { from: Date.now() - 3_600_000, to: Date.now() + 86_400_000 };
  #current: Current | undefined;

  constructor(
    private readonly target: Target,
    private readonly reference: Target,
    private readonly config: KitConfig,
  ) {}

  /** Called before each scenario; only scenarios tagged @sql are mirrored. */
  beginScenario(identity: ScenarioIdentity): void {
    this.#current = identity.tags.includes(MIRRORED_TAG) ? { identity, observed: new Map() } : undefined;
  }

  async send(method: Method, path: string, body?: string, headers: Record<string, string> = {}) {
    const current = this.#current;
    if (current === undefined) return this.target.send(method, path, body, headers);
    // Both targets translate the spec's paths to their own service word: only IDs need mapping here.
    const mirrored = { method, ...requestForReference({ path, body, headers }, this.#ids) };
    const [mine, theirs] = await Promise.allSettled([
      this.target.send(method, path, body, headers),
      this.reference.send(method, mirrored.path, mirrored.body, { ...mirrored.headers }),
    ]);
    // The target's answer is the scenario's, exactly as without the layer.
    if (mine.status === 'rejected') throw mine.reason;
    if (theirs.status === 'fulfilled') this.#ids.learn(mine.value.text, theirs.value.text);
    if (method === 'POST' && path === SQL_PATH) this.#observe(current, mirrored, body, mine.value, theirs);
    return mine.value;
  }

  #normalise(response: HttpResponse, shape: SqlShape, ordered: boolean): NormalisedAnswer {
    const raw = {
      status: response.status,
      contentType: headerOf(response, 'content-type'),
      text: response.text,
    };
    return normaliseAnswer(raw, shape, {
      ordered,
      volatileColumns: DEFAULT_VOLATILE_COLUMNS,
      runWindow: this.#runWindow,
    });
  }

  #observe(
    current: Current,
    request: Observed['request'],
    body: string | undefined,
    mine: HttpResponse,
    theirs: PromiseSettledResult<HttpResponse>,
  ): void {
    const query = queryOf(body);
    const shape = sqlShapeOf(body);
    const ordered = queryIsOrdered(query);
    const observed: Observed = {
      query,
      request,
      shape,
      ordered,
      target: this.#normalise(mine, shape, ordered),
    };
    if (theirs.status === 'rejected') observed.error = `reference: ${(theirs.reason as Error).message}`;
    else {
      observed.reference = this.#normalise(theirs.value, shape, ordered);
      observed.comparison = compareAnswers(observed.target, observed.reference, ordered);
    }
    // A request sent again (polling) replaces its earlier answers: what counts is where both servers ended.
    current.observed.set(`${request.method} ${request.path} ${body ?? ''}`, observed);
  }

  /** The reference may lag behind (its ingestion ran beside the target's): diverging answers are asked again. */
  async #settle(observed: Observed): Promise<void> {
    const giveUpAt = Date.now() + this.config.deadlineMs;
    while (observed.comparison?.same === false && Date.now() < giveUpAt) {
      await delay(SETTLE_POLL_MS);
      const { method, path, body, headers } = observed.request;
      try {
        const again = await this.reference.send(method, path, body, { ...headers });
        observed.reference = this.#normalise(again, observed.shape, observed.ordered);
        observed.comparison = compareAnswers(observed.target, observed.reference, observed.ordered);
      } catch (error) {
        observed.error = `reference: ${(error as Error).message}`;
        return;
      }
    }
  }

  /** Called after each scenario: settles its comparisons and returns its record (undefined when not mirrored). */
  async endScenario(): Promise<ScenarioRecord | undefined> {
    const current = this.#current;
    this.#current = undefined;
    // A scenario that sent no SQL (skipped, or only other requests) has nothing to compare: no record.
    if (current === undefined || current.observed.size === 0) return undefined;
    const all = [...current.observed.values()];
    for (const observed of all) await this.#settle(observed);
    const divergences: ScenarioDivergence[] = all.flatMap(({ query, comparison, target, reference }) =>
      comparison?.same === false && reference !== undefined
        ? [{ query, kind: comparison.kind, detail: comparison.detail, target, reference }]
        : [],
    );
    const record: ScenarioRecord = {
      scenario: current.identity.name,
      feature: current.identity.uri,
      compared: all.filter((observed) => observed.comparison !== undefined).length,
      divergences,
      errors: all.flatMap((observed) => (observed.error === undefined ? [] : [observed.error])),
    };
    this.#records.push(record);
    return record;
  }

  /** Writes this worker's records to the reports directory, then closes both servers' clients. */
  async close(): Promise<void> {
    // Written even when empty, so records of an earlier run in the same directory are never taken for this one's.
    writeScenarioRecords(this.config.reportsDir, process.env.CUCUMBER_WORKER_ID, this.#records);
    await this.reference.close();
    await this.target.close();
  }
}

let active: DifferentialTarget | undefined;

/** The run's differential layer, for the scenario hooks; undefined when REFERENCE_URL is not set. */
export const activeDifferentialTarget = (): DifferentialTarget | undefined => active;

/**
 * With REFERENCE_URL, wraps the run's target so SQL scenarios reach the reference too (credentials
 * REFERENCE_USER / REFERENCE_PASSWORD, service word REFERENCE_SERVICE_WORD, default the target's).
 */
export async function differentialTarget(config: KitConfig, target: Target): Promise<Target> {
  if (config.referenceUrl === undefined) return target;
  const env = process.env;
  const reference = await openTarget({
    ...config,
    targetUrl: config.referenceUrl,
    user: env.REFERENCE_USER || undefined,
    password: env.REFERENCE_PASSWORD || undefined,
    serviceWord: env.REFERENCE_SERVICE_WORD || config.serviceWord,
  });
  active = new DifferentialTarget(target, reference, config);
  return active;
}
