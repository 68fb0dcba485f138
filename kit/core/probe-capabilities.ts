// Probes what a remote target can do through its public API, at the start of a run (TARGET_CAPABILITIES unset or auto).
import {
  type CapabilityFindings,
  decideCapabilities,
  type ProbeableCapability,
  type ProbeResult,
  readDeclaration,
} from './capabilities.ts';
import type { Target } from './client.ts';
import { excerpt, jsonOf, type PlainClient, plainClient } from './probe-http.ts';
import { probeSqlIngestion } from './probe-sql-ingestion.ts';
import { slowSelectSql } from './slow-task.ts';
import type { KitConfig } from './target-config.ts';
import { targetPath } from './target-words.ts';

const CONFIG = '/analytics/coordinator/v1/config';
const SECURITY = '/analytics-ext/basic-security/authentication';

/** Basic security is on when an anonymous request is refused, and the kit's user can list the users. */
async function probeSecurity(client: PlainClient, config: KitConfig): Promise<ProbeResult> {
  // An empty Authorization header makes the client send no credentials at all.
  const anonymous = await client.send('GET', CONFIG, undefined, { Authorization: '' });
  const asked = `GET ${targetPath(CONFIG)} answers ${anonymous.status} without credentials`;
  if (anonymous.status !== 401) return { present: false, evidence: asked };
  if (config.user === undefined) return { present: false, evidence: `${asked}, and TARGET_USER is not set` };
  const status = await client.send('GET', `${SECURITY}/loadStatus`);
  const names = jsonOf(status);
  const [name] = typeof names === 'object' && names !== null ? Object.keys(names) : [];
  if (status.status !== 200 || name === undefined)
    return {
      present: false,
      evidence: `${asked}; GET ${targetPath(SECURITY)}/loadStatus answers ${status.status} ${excerpt(status.text)}`,
    };
  const usersPath = `${SECURITY}/db/${encodeURIComponent(name)}/users`;
  const users = await client.send('GET', usersPath);
  return users.status === 200 && Array.isArray(jsonOf(users))
    ? { present: true, evidence: `${asked}; the kit's user lists the users of authenticator ${name}` }
    : {
        present: false,
        evidence: `${asked}; the kit's user gets ${users.status} listing ${targetPath(usersPath)}`,
      };
}

const SQL = '/analytics/v2/sql';
const COMPLEX_QUERY = `SELECT PARSE_JSON('{"a":1}') AS "probe"`;

/** Complex columns exist when PARSE_JSON's value reports a COMPLEX runtime type in the types header. */
async function probeComplexColumns(client: PlainClient): Promise<ProbeResult> {
  const response = await client.send('POST', SQL, {
    query: COMPLEX_QUERY,
    resultFormat: 'array',
    header: true,
    typesHeader: true,
  });
  const asked = `POST ${targetPath(SQL)} with ${COMPLEX_QUERY} answers ${response.status}`;
  const rows = jsonOf(response);
  const type =
    response.status === 200 && Array.isArray(rows) && Array.isArray(rows[1]) ? rows[1][0] : undefined;
  if (typeof type !== 'string') return { present: false, evidence: `${asked} ${excerpt(response.text)}` };
  return { present: type.startsWith('COMPLEX'), evidence: `${asked} with runtime type ${type}` };
}

/** SET statements before a query: Druid 33 answers a parse error (§sql.32). */
const SET_QUERY = `SET sqlTimeZone = 'UTC'; SELECT 1 AS "probe"`;

/** A query the target answers 200 has what it uses; any other answer is the evidence that it lacks it. */
async function probeSqlAnswered(client: PlainClient, query: string): Promise<ProbeResult> {
  const response = await client.send('POST', SQL, { query });
  const asked = `POST ${targetPath(SQL)} with ${query} answers ${response.status}`;
  return response.status === 200
    ? { present: true, evidence: asked }
    : { present: false, evidence: `${asked} ${excerpt(response.text)}` };
}

const STATEMENTS = '/analytics/v2/sql/statements';
const TIMEOUT_PROBE_WAIT_MS = 20_000;

/** How long probing may take: the query-timeout probe's wait, two deadlines (SQL ingestion's task and rows), requests. */
export const probesBudgetMs = (deadlineMs: number): number => TIMEOUT_PROBE_WAIT_MS + 2 * deadlineMs + 15_000;

/**
 * Query timeouts of the multi-stage engine exist when a slow statement submitted with `context.timeout` 1000 ends
 * FAILED as timed out; Druid 27 lets it run (docs/facts/tasks.md §tasks.11), so after 20 s it is canceled and the
 * capability is absent. Nothing is posted in read-only mode: assumed, and excluded by read-only anyway.
 */
async function probeQueryTimeout(client: PlainClient, config: KitConfig): Promise<ProbeResult> {
  if (config.readOnly)
    return {
      present: true,
      evidence: `not probed in read-only mode (the probe posts to ${targetPath(STATEMENTS)})`,
    };
  const context = { executionMode: 'ASYNC', timeout: 1000 };
  const submit = await client.send('POST', STATEMENTS, { query: slowSelectSql(), context });
  const asked = `POST ${targetPath(STATEMENTS)} with a slow statement and context.timeout 1000 answers ${submit.status}`;
  const queryId = (jsonOf(submit) as { queryId?: unknown } | undefined)?.queryId;
  if (submit.status >= 300 || typeof queryId !== 'string')
    return { present: false, evidence: `${asked} ${excerpt(submit.text)}` };
  const path = `${STATEMENTS}/${encodeURIComponent(queryId)}`;
  const until = Date.now() + TIMEOUT_PROBE_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const status = await client.send('GET', path);
    const body = jsonOf(status) as { state?: unknown } | undefined;
    if (body?.state === 'SUCCESS') return { present: false, evidence: `${asked}, and it ended SUCCESS` };
    if (body?.state === 'FAILED') {
      const timedOut = /timeout|timed out/i.test(status.text);
      return { present: timedOut, evidence: `${asked}, and it ended FAILED: ${excerpt(status.text)}` };
    }
  }
  await client.send('DELETE', path);
  return {
    present: false,
    evidence: `${asked}, and it still ran ${TIMEOUT_PROBE_WAIT_MS} ms later (canceled)`,
  };
}

/**
 * Durable storage for statement results exists when a statement asking for it is accepted; a target without it
 * refuses the submit with 400 ("cannot read from the select destination [durableStorage] … not configured", Druid
 * 27.0.0 live, docs/facts/statements.md). Nothing is posted in read-only mode.
 */
async function probeDurableStorage(client: PlainClient, config: KitConfig): Promise<ProbeResult> {
  if (config.readOnly)
    return {
      present: true,
      evidence: `not probed in read-only mode (the probe posts to ${targetPath(STATEMENTS)})`,
    };
  const context = { executionMode: 'ASYNC', selectDestination: 'durableStorage' };
  const submit = await client.send('POST', STATEMENTS, { query: 'SELECT 1 AS "probe"', context });
  const asked = `POST ${targetPath(STATEMENTS)} with selectDestination durableStorage answers ${submit.status}`;
  return submit.status < 300
    ? { present: true, evidence: asked }
    : { present: false, evidence: `${asked} ${excerpt(submit.text)}` };
}

/** JSON_QUERY_ARRAY and JSON_OBJECT's comma entries: Druid 33 answers 200, Druid 27 a parse error (§sql.66–§sql.70). */
const NEWER_JSON_QUERY = `SELECT ARRAY_LENGTH(JSON_QUERY_ARRAY(PARSE_JSON('[1]'), '$')) AS "n", JSON_OBJECT('a', 1) AS "o"`;

type Probe = (client: PlainClient, config: KitConfig, target: Target) => Promise<ProbeResult>;

const PROBES: Record<ProbeableCapability, Probe> = {
  security: probeSecurity,
  'complex-columns': (client) => probeComplexColumns(client),
  'sql-ingestion': (_client, config, target) => probeSqlIngestion(target, config),
  'set-statements': (client) => probeSqlAnswered(client, SET_QUERY),
  'query-timeout': probeQueryTimeout,
  'durable-storage': probeDurableStorage,
  'newer-json-syntax': (client) => probeSqlAnswered(client, NEWER_JSON_QUERY),
};

/** Probes one capability; a target that does not answer at all is a harness error with a plain message. */
async function probe(
  capability: ProbeableCapability,
  client: PlainClient,
  config: KitConfig,
  target: Target,
): Promise<ProbeResult> {
  try {
    return await PROBES[capability](client, config, target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The target ${config.targetUrl} did not answer the ${capability} probe: ${reason}`);
  }
}

/** Every capability with its source: in process, declared in TARGET_CAPABILITIES, or probed now. */
export async function resolveCapabilities(config: KitConfig, target: Target): Promise<CapabilityFindings> {
  const inProcess = config.targetUrl === undefined;
  const declaration = readDeclaration(config.declaredCapabilities);
  const client = plainClient(target);
  const probed: Partial<Record<ProbeableCapability, ProbeResult>> = {};
  if (!inProcess && declaration.probe)
    for (const capability of Object.keys(PROBES) as ProbeableCapability[])
      if (!declaration.declared.includes(capability))
        probed[capability] = await probe(capability, client, config, target);
  return decideCapabilities(inProcess, declaration, probed);
}
