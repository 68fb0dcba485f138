// The request body of `When I run the SQL query:` (array format, every header row) and pending context and parameters.

interface Pending {
  context: Record<string, unknown>;
  parameters?: unknown[];
}

const pendingOf = new WeakMap<object, Pending>();

function pending(scenario: object): Pending {
  let found = pendingOf.get(scenario);
  if (!found) {
    found = { context: {} };
    pendingOf.set(scenario, found);
  }
  return found;
}

/** Merges context entries into the next query of the scenario (a non-object is a harness error). */
export function addSqlContext(scenario: object, context: unknown): void {
  if (context === null || typeof context !== 'object' || Array.isArray(context))
    throw new Error('The SQL context must be a JSON object');
  Object.assign(pending(scenario).context, context);
}

/** Sets the parameters of the next query of the scenario (a non-array is a harness error). */
export function setSqlParameters(scenario: object, parameters: unknown): void {
  if (!Array.isArray(parameters)) throw new Error('The SQL parameters must be a JSON array');
  pending(scenario).parameters = parameters;
}

/** The pending `context` and `parameters` as request fields (absent when not set); the next request takes them. */
export function takePendingSqlFields(scenario: object): { context?: object; parameters?: unknown[] } {
  const { context, parameters } = pending(scenario);
  pendingOf.delete(scenario);
  return {
    ...(Object.keys(context).length > 0 ? { context } : {}),
    ...(parameters === undefined ? {} : { parameters }),
  };
}

/** The body for a query: names, runtime-type and SQL-type rows first, so results and types can be checked. */
export function sqlQueryBody(scenario: object, query: string): string {
  return JSON.stringify({
    query,
    resultFormat: 'array',
    header: true,
    typesHeader: true,
    sqlTypesHeader: true,
    ...takePendingSqlFields(scenario),
  });
}
