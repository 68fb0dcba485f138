// The kit's own settings, read once from the environment: which target, which credentials, which deadlines.

export interface KitConfig {
  /** Base URL of a server to check; undefined means the bundled reference, in process. */
  readonly targetUrl: string | undefined;
  readonly user: string | undefined;
  readonly password: string | undefined;
  /** Capabilities a remote target declares (TARGET_CAPABILITIES=autoscaling,…). */
  readonly declaredCapabilities: readonly string[];
  /** How long `eventually` polls before an asynchronous check fails. */
  readonly deadlineMs: number;
  /** Where the run writes its reports (KIT_REPORTS_DIR, default reports). */
  readonly reportsDir: string;
  /** KIT_SECURE=true: the in-process reference runs basic security and the kit is its admin. */
  readonly secure: boolean;
  /** The word the target's paths, headers and properties are built from (KIT_SERVICE_WORD, default analytics). */
  readonly serviceWord: string;
  /** Goes before `/<word>-ext/…` paths (KIT_EXTENSION_PATH_PREFIX, default none): `/proxy/coordinator` on Druid. */
  readonly extensionPathPrefix: string;
  /** KIT_READ_ONLY=true: only scenarios that change nothing on the target run; the others are excluded. */
  readonly readOnly: boolean;
  /** Leave the run's datasources on the target (KIT_KEEP_DATA): by default they are marked unused at the end. */
  readonly keepData: boolean;
  /** Differential mode: a second server whose answers the target's are compared with (REFERENCE_URL). */
  readonly referenceUrl: string | undefined;
  /** Differential mode: the target's known divergences (KIT_EXPECTATIONS, a JSON file). */
  readonly expectationsFile: string | undefined;
  /** The tag expression the runner gave Cucumber (KIT_TAGS), echoed in reports. */
  readonly tags?: string | undefined;
  /** Cucumber worker processes the runner asked for (KIT_PARALLEL, 0: none), echoed in reports. */
  readonly parallel?: number;
  /** Where each setting came from (`flag --target`, `env TARGET_URL`, `file …`, `default`), set by the runner. */
  readonly sources?: Readonly<Record<string, string>> | undefined;
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

export function readKitConfig(env: NodeJS.ProcessEnv = process.env): KitConfig {
  return {
    targetUrl: env.TARGET_URL?.replace(/\/+$/, '') || undefined,
    user: env.TARGET_USER || undefined,
    password: env.TARGET_PASSWORD || undefined,
    declaredCapabilities: list(env.TARGET_CAPABILITIES),
    deadlineMs: Number(env.KIT_DEADLINE_MS ?? 15000),
    reportsDir: env.KIT_REPORTS_DIR ?? 'reports',
    secure: env.KIT_SECURE === 'true',
    serviceWord: env.KIT_SERVICE_WORD || 'analytics',
    extensionPathPrefix: env.KIT_EXTENSION_PATH_PREFIX || '',
    readOnly: env.KIT_READ_ONLY === 'true',
    keepData: env.KIT_KEEP_DATA === 'true',
    referenceUrl: env.REFERENCE_URL?.replace(/\/+$/, '') || undefined,
    expectationsFile: env.KIT_EXPECTATIONS || undefined,
    tags: env.KIT_TAGS || undefined,
    parallel: Number(env.KIT_PARALLEL || 0),
    sources: sourcesOf(env.KIT_CONFIG_SOURCES),
  };
}

/** The runner's record of where each setting came from; absent when Cucumber was started by hand. */
function sourcesOf(json: string | undefined): Record<string, string> | undefined {
  if (!json) return undefined;
  try {
    return JSON.parse(json) as Record<string, string>;
  } catch {
    return undefined;
  }
}

/** A URL as reports show it: user and password inside it replaced by ***. */
export function redactedUrl(text: string): string {
  const url = new URL(text);
  if (url.username || url.password) {
    url.username = '***';
    url.password = '***';
  }
  return url.toString().replace(/\/$/, '');
}

/**
 * The configuration as reports show it: credentials never appear, not even inside the URL. `capabilitySources`:
 * each capability, present or not, with where the kit learnt it (declared / probed / in-process) and why.
 */
export function redactedKitConfig(
  config: KitConfig,
  capabilities: readonly string[],
  capabilitySources: Readonly<Record<string, unknown>> = {},
) {
  return {
    target: config.targetUrl ? redactedUrl(config.targetUrl) : 'in-process reference server',
    user: config.user ? '***' : null,
    password: config.password ? '***' : null,
    capabilities,
    capabilitySources,
    declaredCapabilities: config.declaredCapabilities,
    serviceWord: config.serviceWord,
    extensionPathPrefix: config.extensionPathPrefix || null,
    deadlineMs: config.deadlineMs,
    tags: config.tags ?? null,
    parallel: config.parallel ?? 0,
    readOnly: config.readOnly,
    keepData: config.keepData,
    secure: config.secure,
    reportDir: config.reportsDir,
    referenceUrl: config.referenceUrl ? redactedUrl(config.referenceUrl) : null,
    expectations: config.expectationsFile ?? null,
    sources: config.sources ?? null,
  };
}
