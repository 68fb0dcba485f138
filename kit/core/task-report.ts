// Reading a query task report (pure): the spec's key names, paths into its payload, its worker tasks.
import assert from 'node:assert/strict';

export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function renamed(object: Json, from: string, to: string): Json {
  if (!Object.hasOwn(object, from) || Object.hasOwn(object, to)) return object;
  const { [from]: value, ...rest } = object;
  return { ...rest, [to]: value };
}

/**
 * The report with the spec's key names where the real system uses others (§tasks.5): `segmentLoadWaiterStatus`
 * is read as `segmentLoadStatus`, and a worker task's `state` as `status`. Everything else is left as it is.
 */
export function normalizedReport(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.multiStageQuery)) return body;
  const query = body.multiStageQuery;
  if (!isObject(query.payload) || !isObject(query.payload.status)) return body;
  let status = renamed(query.payload.status, 'segmentLoadWaiterStatus', 'segmentLoadStatus');
  if (isObject(status.workers)) {
    const workers = Object.fromEntries(
      Object.entries(status.workers).map(([number, tasks]) => [
        number,
        Array.isArray(tasks) ? tasks.map((t) => (isObject(t) ? renamed(t, 'state', 'status') : t)) : tasks,
      ]),
    );
    status = { ...status, workers };
  }
  return { ...body, multiStageQuery: { ...query, payload: { ...query.payload, status } } };
}

/** The report's payload (`multiStageQuery.payload`), which must be an object. */
export function reportPayload(report: unknown): Json {
  const payload =
    isObject(report) && isObject(report.multiStageQuery) ? report.multiStageQuery.payload : undefined;
  assert.ok(isObject(payload), `The body is not a task report with multiStageQuery.payload`);
  return payload;
}

function step(nodes: unknown[], segment: string): unknown[] {
  return nodes.flatMap((node) => {
    if (segment === '*') return Array.isArray(node) ? node : isObject(node) ? Object.values(node) : [];
    if (Array.isArray(node)) {
      const index = segment === 'first' ? 0 : segment === 'last' ? node.length - 1 : Number(segment);
      return Number.isInteger(index) && index >= 0 && index < node.length ? [node[index]] : [];
    }
    return isObject(node) && Object.hasOwn(node, segment) ? [node[segment]] : [];
  });
}

/**
 * The values at a dotted path from the payload: a name or number picks a field or an element, `first` and `last`
 * an array's ends, `*` every element or field value. An AssertionError when nothing is there.
 */
export function valuesAt(payload: Json, path: string): unknown[] {
  let nodes: unknown[] = [payload];
  for (const segment of path.split('.')) {
    if (segment === '') throw new Error(`Bad report path "${path}"`);
    nodes = step(nodes, segment);
    assert.ok(nodes.length > 0, `The task report has nothing at "${path}" (stopped at "${segment}")`);
  }
  return nodes;
}

/** Field names of a step argument written as a comma-separated list (an empty list is a harness error). */
export function fieldList(text: string): string[] {
  const fields = text.split(',').map((field) => field.trim());
  if (fields.some((field) => field === '')) throw new Error(`Bad field list "${text}"`);
  return fields;
}

/** Asserts every value at the path is an object with (or, `present` false, without) each of the fields. */
export function assertFields(payload: Json, path: string, fields: readonly string[], present: boolean): void {
  for (const [i, node] of valuesAt(payload, path).entries()) {
    const where = `"${path}" (match ${i + 1})`;
    assert.ok(isObject(node), `The task report has no object at ${where}: ${JSON.stringify(node)}`);
    const wrong = fields.filter((field) => Object.hasOwn(node, field) !== present);
    const what = present ? 'lacks' : 'has';
    assert.deepEqual(
      wrong,
      [],
      `${where} ${what} ${wrong.join(', ')}: ${JSON.stringify(node).slice(0, 1000)}`,
    );
  }
}

/** Every worker task the report lists (all workers, retries included), normalized. */
export function workerTasks(payload: Json): Json[] {
  const workers = isObject(payload.status) ? payload.status.workers : undefined;
  if (!isObject(workers)) return [];
  return Object.values(workers).flatMap((tasks) => (Array.isArray(tasks) ? tasks.filter(isObject) : []));
}

/**
 * Checks that the task FAILED with `code`: as the errorReport's errorCode, or as the rootErrorCode of the
 * TooManyWarnings fault a worker raises when its warnings (a line that does not parse is one) pass the limit; Druid
 * 27.0.0 reports either for the same input, from run to run (docs/facts/tasks.md §tasks.7).
 */
export function assertFailedWith(payload: Json, code: string): void {
  const status = payload.status as Json | undefined;
  assert.equal(
    status?.status,
    'FAILED',
    `the task's status is ${JSON.stringify(status?.status)}, not FAILED`,
  );
  const error = (status?.errorReport as Json | undefined)?.error as Json | undefined;
  const direct = error?.errorCode === code;
  const asRoot = error?.errorCode === 'TooManyWarnings' && error.rootErrorCode === code;
  assert.ok(
    direct || asRoot,
    `the errorReport's error ${JSON.stringify(error)} has neither errorCode ${code} nor errorCode TooManyWarnings with rootErrorCode ${code}`,
  );
}
