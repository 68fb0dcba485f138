// Differential options from command-line flags over the environment (flags win), as `npm run differential` takes them.
import { parseArgs } from 'node:util';
import { type KitConfig, readKitConfig } from '../core/target-config.ts';
import type { DifferentialOptions } from './run.ts';

export const USAGE = `Usage: npm run differential -- --target URL --reference URL [options]

Ingests a small wikiticker dataset into both servers, runs the SQL corpus on both and compares the answers.

  --target URL                 server under test (env TARGET_URL)
  --reference URL              server it is compared with (env REFERENCE_URL)
  --user, --password           target credentials (env TARGET_USER, TARGET_PASSWORD)
  --reference-user, --reference-password
                               reference credentials (env REFERENCE_USER, REFERENCE_PASSWORD)
  --service-word WORD          word of the target's paths (env KIT_SERVICE_WORD, default analytics)
  --reference-service-word WORD
                               word of the reference's paths (env REFERENCE_SERVICE_WORD, default: the target's)
  --expectations FILE          known divergences of the target (env KIT_EXPECTATIONS)
  --report-dir DIR             where differential.json and differential.md go (env KIT_REPORTS_DIR, default reports)
  --corpus FILE                another corpus than kit/differential/corpus.json (repeat it for several)
  --datasource-prefix TEXT     start of the run's datasource names (default kit_diff_)
  --reuse-data                 names fixed by the tables' content, data kept, loaded only where missing
  --setup-timeout-ms N         bound on ingesting the dataset into each server (default 120000)
  --keep-data                  leave the run's datasources on both servers
  --help                       this text

Exit code: 0 when every answer matched or diverged as expected; 1 on an unexpected divergence or an
unexpected pass (a stale expectation); 2 on a harness error (a server unreachable, the setup failed, a bad
option or file).`;

/** A usage problem: main prints it with the usage text, no stack trace. */
export class UsageError extends Error {}

const FLAGS = {
  target: { type: 'string' },
  reference: { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  'reference-user': { type: 'string' },
  'reference-password': { type: 'string' },
  'service-word': { type: 'string' },
  'reference-service-word': { type: 'string' },
  expectations: { type: 'string' },
  'report-dir': { type: 'string' },
  corpus: { type: 'string', multiple: true },
  'datasource-prefix': { type: 'string' },
  'reuse-data': { type: 'boolean' },
  'setup-timeout-ms': { type: 'string' },
  'keep-data': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/**
 * The options of a run from the kit's configuration (as the packaged CLI has it) and the reference's own
 * environment: REFERENCE_USER, REFERENCE_PASSWORD, REFERENCE_SERVICE_WORD (default the target's word).
 */
export function differentialOptionsFrom(
  config: KitConfig,
  env: NodeJS.ProcessEnv = process.env,
): DifferentialOptions {
  const { targetUrl, referenceUrl } = config;
  if (targetUrl === undefined) throw new UsageError('No target: give --target URL or set TARGET_URL');
  if (referenceUrl === undefined)
    throw new UsageError('No reference: give --reference URL or set REFERENCE_URL');
  for (const url of [targetUrl, referenceUrl])
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new UsageError(`Not an http(s) URL: ${url}`);
  return {
    target: {
      url: targetUrl.replace(/\/+$/, ''),
      user: config.user,
      password: config.password,
      serviceWord: config.serviceWord,
    },
    reference: {
      url: referenceUrl.replace(/\/+$/, ''),
      user: env.REFERENCE_USER || undefined,
      password: env.REFERENCE_PASSWORD || undefined,
      serviceWord: env.REFERENCE_SERVICE_WORD || config.serviceWord,
    },
    reportDir: config.reportsDir,
    expectationsFile: config.expectationsFile,
  };
}

/** The options of `npm run differential`, or 'help': its flags over the environment. */
export function differentialOptions(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): DifferentialOptions | 'help' {
  let values: ReturnType<typeof parseArgs<{ options: typeof FLAGS; strict: true }>>['values'];
  try {
    values = parseArgs({ args: [...args], options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const fromEnv = readKitConfig(env);
  const setupTimeout = values['setup-timeout-ms'];
  if (setupTimeout !== undefined && !(Number(setupTimeout) > 0))
    throw new UsageError(`--setup-timeout-ms must be a positive number of milliseconds, not ${setupTimeout}`);
  const config = {
    ...fromEnv,
    targetUrl: values.target ?? fromEnv.targetUrl,
    referenceUrl: values.reference ?? fromEnv.referenceUrl,
    user: values.user ?? fromEnv.user,
    password: values.password ?? fromEnv.password,
    serviceWord: values['service-word'] ?? fromEnv.serviceWord,
    reportsDir: values['report-dir'] ?? fromEnv.reportsDir,
    expectationsFile: values.expectations ?? fromEnv.expectationsFile,
  };
  const options = differentialOptionsFrom(config, env);
  return {
    ...options,
    reference: {
      ...options.reference,
      user: values['reference-user'] ?? options.reference.user,
      password: values['reference-password'] ?? options.reference.password,
      serviceWord: values['reference-service-word'] ?? options.reference.serviceWord,
    },
    corpusFiles: values.corpus,
    datasourcePrefix: values['datasource-prefix'],
    reuseData: values['reuse-data'] ?? false,
    setupTimeoutMs: setupTimeout === undefined ? undefined : Number(setupTimeout),
    keepData: values['keep-data'] ?? false,
  };
}
