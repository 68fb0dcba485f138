// The only file that reads the environment and listens: `npm start` runs the reference server on a port.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { HistoricalConfig } from './config.ts';
import { createServer, serverConfig } from './index.ts';
import { InputPolicyEnvError, inputPolicyFromEnv } from './ingest/input-policy-env.ts';
import { chainFromEnv, SecurityEnvError } from './security/chain-from-env.ts';
import { securityConfig } from './security/security-config.ts';
import { throttleFromEnv } from './security/throttle-from-env.ts';
import { DEFAULT_QUERY_BOUNDS, type QueryBounds } from './sql/query-bounds.ts';

// V8 tenures the allocation sites of streamed rows when a scavenge catches a chunk half-converted, and then fills the
// old space with each chunk's garbage: a 1,000,000-row statement peaked at 365–380 MB in about half its runs, 210–230
// MB with the tenuring off (bench/statements-pages.ts, 2026-11-27; docs/design.md, Statements). Set before any request.
setFlagsFromString('--no-allocation-site-pretenuring');

// Owner only: the data directory holds password hashes and task payloads, so every file and directory this process
// (and the engine within it) creates there is readable by its owner alone (the directory itself is made 0700).
process.umask(0o077);

const env = process.env;
const port = Number(env.ANALYTICS_PORT ?? env.PORT ?? 8888);
const host = env.ANALYTICS_BIND ?? '0.0.0.0';
const dataDir = resolve(env.ANALYTICS_DATA_DIR ?? 'data');

/** The authenticator chain, role provider and login throttle; a bad value stops the start with its message, not a stack trace. */
function securityFromEnv() {
  try {
    return { ...chainFromEnv(env), ...throttleFromEnv(env) };
  } catch (error) {
    if (!(error instanceof SecurityEnvError)) throw error;
    console.error(`reference server not started: ${error.message}`);
    process.exit(1);
  }
}

/** ANALYTICS_INPUT_SOURCE_*: a bad value stops the start with its message. */
function inputSourcesFromEnv() {
  try {
    return inputPolicyFromEnv(env, dataDir);
  } catch (error) {
    if (!(error instanceof InputPolicyEnvError)) throw error;
    console.error(`reference server not started: ${error.message}`);
    process.exit(1);
  }
}

/** ANALYTICS_SQL_* and ANALYTICS_ENGINE_*: the bounds on every query; a bad value stops the start with its message. */
function queryBoundsFromEnv(): QueryBounds {
  const number = (name: string, fallback: number, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      console.error(
        `reference server not started: ${name} must be an integer of at least ${min}, got [${raw}]`,
      );
      process.exit(1);
    }
    return value;
  };
  const d = DEFAULT_QUERY_BOUNDS;
  return {
    defaultTimeoutMs: number('ANALYTICS_SQL_DEFAULT_TIMEOUT_MS', d.defaultTimeoutMs, 1),
    maxTimeoutMs: env.ANALYTICS_SQL_MAX_TIMEOUT_MS
      ? number('ANALYTICS_SQL_MAX_TIMEOUT_MS', 0, 1)
      : d.maxTimeoutMs,
    maxResultBytes: number('ANALYTICS_SQL_MAX_RESULT_BYTES', d.maxResultBytes, 1),
    engineMemoryLimit: env.ANALYTICS_ENGINE_MEMORY_LIMIT || d.engineMemoryLimit,
    engineThreads: number('ANALYTICS_ENGINE_THREADS', d.engineThreads, 1),
    engineMaxSpill: env.ANALYTICS_ENGINE_MAX_SPILL || d.engineMaxSpill,
    // `none` runs DuckDB inside the server process, without the engine process's memory limit.
    engineProcessMemory:
      env.ANALYTICS_ENGINE_PROCESS_MEMORY === 'none'
        ? null
        : env.ANALYTICS_ENGINE_PROCESS_MEMORY || d.engineProcessMemory,
  };
}

/** A setting that must be a positive integer; anything else stops the start with its message. */
function positiveInteger(name: string): number {
  const raw = env[name];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`reference server not started: ${name} must be a positive integer, got [${raw}]`);
    process.exit(1);
  }
  return value;
}

const config = serverConfig({
  queryBounds: queryBoundsFromEnv(),
  dataDir,
  inputSources: inputSourcesFromEnv(),
  logRequests: env.ANALYTICS_LOG_REQUESTS === 'true',
  ...(env.ANALYTICS_QUERY_RESULTS_RETENTION_MS
    ? { queryResultsRetentionMs: positiveInteger('ANALYTICS_QUERY_RESULTS_RETENTION_MS') }
    : {}),
  ...(env.ANALYTICS_STATEMENT_MAX_RESULT_BYTES
    ? { statementMaxResultBytes: positiveInteger('ANALYTICS_STATEMENT_MAX_RESULT_BYTES') }
    : {}),
  ...(env.ANALYTICS_SERVICE_WORD ? { serviceWord: env.ANALYTICS_SERVICE_WORD } : {}),
  ...(env.ANALYTICS_AUDIT_HISTORY_MILLIS
    ? { auditHistoryMillis: Number(env.ANALYTICS_AUDIT_HISTORY_MILLIS) }
    : {}),
  ...(env.ANALYTICS_OVERLORD_PERIOD_MS ? { overlordPeriodMs: Number(env.ANALYTICS_OVERLORD_PERIOD_MS) } : {}),
  ...(env.ANALYTICS_COORDINATOR_PERIOD_MS
    ? { coordinatorPeriodMs: Number(env.ANALYTICS_COORDINATOR_PERIOD_MS) }
    : {}),
  // JSON array of {host, tier, maxSize}; default one Historical in _default_tier.
  ...(env.ANALYTICS_HISTORICALS
    ? { historicals: JSON.parse(env.ANALYTICS_HISTORICALS) as HistoricalConfig[] }
    : {}),
  ...(env.ANALYTICS_TASK_SLOTS ? { taskSlots: Number(env.ANALYTICS_TASK_SLOTS) } : {}),
  ...(env.ANALYTICS_TASK_REPORT_ROWS ? { taskReportRows: Number(env.ANALYTICS_TASK_REPORT_ROWS) } : {}),
  // `false` disables durable storage for statement results (selectDestination durableStorage is then a 400).
  ...(env.ANALYTICS_DURABLE_STORAGE ? { durableStorage: env.ANALYTICS_DURABLE_STORAGE !== 'false' } : {}),
  // analytics.router.http.readTimeout: statements results not finished within it are cut off.
  ...(env.ANALYTICS_ROUTER_READ_TIMEOUT_MS
    ? { routerReadTimeout: Number(env.ANALYTICS_ROUTER_READ_TIMEOUT_MS) }
    : {}),
  // PEM files: the server then answers HTTPS only.
  ...(env.ANALYTICS_TLS_KEY_FILE && env.ANALYTICS_TLS_CERT_FILE
    ? {
        tls: {
          key: readFileSync(env.ANALYTICS_TLS_KEY_FILE, 'utf8'),
          cert: readFileSync(env.ANALYTICS_TLS_CERT_FILE, 'utf8'),
        },
      }
    : {}),
  // `basic` turns basic security on; the initial passwords create `admin` and the internal client user.
  ...(env.ANALYTICS_SECURITY === 'basic'
    ? {
        security: securityConfig({
          initialAdminPassword: env.ANALYTICS_INITIAL_ADMIN_PASSWORD,
          initialInternalClientPassword: env.ANALYTICS_INITIAL_INTERNAL_CLIENT_PASSWORD,
          ...securityFromEnv(),
        }),
      }
    : {}),
});

// A configuration that cannot work (a keytab that is not there) stops the start with its message.
const server = await createServer(config).catch((error: unknown) => {
  console.error(`reference server not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
try {
  await server.app.listen({ port, host });
} catch (error) {
  // A port in use (or not ours to take) is one line, not a stack trace.
  const code = (error as { code?: unknown }).code;
  const reason =
    code === 'EADDRINUSE'
      ? `port ${port} on ${host} is in use (set ANALYTICS_PORT)`
      : code === 'EACCES'
        ? `port ${port} on ${host} may not be opened by this user (set ANALYTICS_PORT)`
        : error instanceof Error
          ? error.message
          : String(error);
  await server.close().catch(() => undefined);
  console.error(`reference server not started: ${reason}`);
  process.exit(1);
}
console.log(
  `reference server listening on ${config.tls ? 'https' : 'http'}://${host}:${port}, data in ${dataDir}`,
);

/** How long a stop may take: closing interrupts every query and task; what has not unwound by then is abandoned. */
const STOP_BOUND_MS = Math.min(Number(env.ANALYTICS_STOP_TIMEOUT_MS ?? 10_000), 2 ** 31 - 1);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`reference server: not stopped within ${STOP_BOUND_MS} ms, exiting anyway`);
      process.exit(1);
    }, STOP_BOUND_MS).unref();
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(
          `reference server: stop failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        process.exit(1);
      },
    );
  });
}
