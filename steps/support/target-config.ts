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
  /** KIT_READ_ONLY=true: only scenarios that change nothing on the target run; the others are excluded. */
  readonly readOnly: boolean;
  /** Differential mode: a second server whose answers the target's are compared with (REFERENCE_URL). */
  readonly referenceUrl: string | undefined;
  /** Differential mode: the target's known divergences (KIT_EXPECTATIONS, a JSON file). */
  readonly expectationsFile: string | undefined;
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
    readOnly: env.KIT_READ_ONLY === 'true',
    referenceUrl: env.REFERENCE_URL?.replace(/\/+$/, '') || undefined,
    expectationsFile: env.KIT_EXPECTATIONS || undefined,
  };
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
  const url = config.targetUrl ? new URL(config.targetUrl) : undefined;
  if (url && (url.username || url.password)) {
    url.username = '***';
    url.password = '***';
  }
  return {
    target: url ? url.toString().replace(/\/$/, '') : 'in-process reference server',
    user: config.user ? '***' : null,
    password: config.password ? '***' : null,
    capabilities,
    capabilitySources,
    deadlineMs: config.deadlineMs,
    serviceWord: config.serviceWord,
    readOnly: config.readOnly,
  };
}
