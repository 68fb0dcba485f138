// Replays a release's recorded exchanges in order against a target and compares each answer with the recording.
// IDs the server chooses (task and statement IDs) are learnt from its answers and put in later paths; a task or
// statement the target accepted is waited for, as the recorder waited before the next request.
import { type Actual, compareExchange, type Mismatch, SPEC_CONTENT_TYPES } from './compare.ts';
import { send } from './http-client.ts';
import { type Exchange, type Release, requestBodyText } from './recordings.ts';
import type { ReplayTarget } from './reference-target.ts';

export interface Outcome {
  readonly exchange: Exchange;
  /** undefined: the answer matches. */
  readonly mismatch: Mismatch | undefined;
  readonly actual: Actual | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const WAIT_LIMIT_MS = 120_000;

export async function replayRelease(release: Release, target: ReplayTarget): Promise<Outcome[]> {
  const ids = new Map<string, string>();
  const outcomes: Outcome[] = [];
  let pending: Promise<Outcome> | undefined;
  for (const exchange of release.exchanges) {
    if (exchange.background) {
      pending = replayOne(exchange, target, ids);
      continue;
    }
    outcomes.push(await replayOne(exchange, target, ids));
    if (pending !== undefined) outcomes.push(await pending);
    pending = undefined;
  }
  if (pending !== undefined) outcomes.push(await pending);
  return outcomes;
}

async function replayOne(
  exchange: Exchange,
  target: ReplayTarget,
  ids: Map<string, string>,
): Promise<Outcome> {
  const { request } = exchange;
  if (request.waitMs !== undefined) await sleep(request.waitMs);
  const body = requestBodyText(request);
  const headers: Record<string, string> = {
    Authorization: target.authorization(request.auth ?? exchange.as),
  };
  const contentType =
    request.contentType === undefined
      ? body === undefined
        ? undefined
        : 'application/json'
      : request.contentType;
  if (contentType !== undefined && contentType !== null) headers['Content-Type'] = contentType;
  if (request.acceptEncoding !== undefined) headers['Accept-Encoding'] = request.acceptEncoding;
  const actual = await send({
    method: request.method,
    url: target.baseUrl + mapIds(exchange.path, ids),
    headers,
    ...(body === undefined ? {} : { body }),
    ...(request.clientTimeoutMs === undefined ? {} : { timeoutMs: request.clientTimeoutMs }),
  });
  if (actual === undefined)
    return { exchange, actual, mismatch: { kind: 'status', detail: 'no answer in time' } };
  learnIds(exchange.expect.body, actual.body, ids);
  await waitForWork(actual, target, exchange);
  // A 200 in a lines or csv format may carry the spec's content type where Druid writes application/json.
  const format = (request.body as { resultFormat?: unknown } | undefined)?.resultFormat;
  const specType =
    actual.status === 200 && typeof format === 'string' ? SPEC_CONTENT_TYPES[format] : undefined;
  return { exchange, actual, mismatch: compareExchange(exchange.expect, actual, specType) };
}

const mapIds = (path: string, ids: ReadonlyMap<string, string>) =>
  [...ids].reduce((mapped, [recorded, own]) => mapped.replaceAll(recorded, own), path);

/** A recorded taskId or queryId and the target's own one for the same request. */
function learnIds(recordedBody: string | undefined, actualBody: string, ids: Map<string, string>): void {
  const [recorded, own] = [idsIn(recordedBody), idsIn(actualBody)];
  for (const key of ['taskId', 'queryId'] as const) {
    const [from, to] = [recorded[key], own[key]];
    if (typeof from === 'string' && typeof to === 'string') ids.set(from, to);
  }
}

function idsIn(body: string | undefined): { taskId?: unknown; queryId?: unknown } {
  try {
    const value: unknown = JSON.parse(body ?? '');
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** Waits until a task the target accepted (or a statement it runs) has ended, as the recorder did before going on. */
async function waitForWork(actual: Actual, target: ReplayTarget, exchange: Exchange): Promise<void> {
  if (actual.status >= 300) return;
  const { taskId, queryId } = idsIn(actual.body);
  const statusPath =
    typeof taskId === 'string'
      ? `/druid/indexer/v1/task/${encodeURIComponent(taskId)}/status`
      : typeof queryId === 'string' && exchange.path.startsWith('/druid/v2/sql/statements')
        ? `/druid/v2/sql/statements/${encodeURIComponent(queryId)}`
        : undefined;
  if (statusPath === undefined) return;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const status = await send({
      method: 'GET',
      url: target.baseUrl + statusPath,
      headers: { Authorization: target.authorization('admin') },
    });
    const state = /"(?:statusCode|state)":"([A-Z]+)"/.exec(status?.body ?? '')?.[1];
    if (state !== undefined && !['RUNNING', 'WAITING', 'PENDING', 'ACCEPTED'].includes(state)) return;
    await sleep(100);
  }
}
