// Every setting of the kit in one table: its key in the configuration file, its environment variable, its flag.
import * as kinds from './kinds.ts';

export interface Setting<T> {
  readonly kind: kinds.Kind<T>;
  /** The variable the loader reads and the Cucumber child receives (kit/core/target-config.ts reads it). */
  readonly env: string;
  /** The command-line flag, without `--`; settings without one come from the file or the environment only. */
  readonly flag?: string;
  readonly help: string;
  /** Never echoed; reports show only whether it is set. */
  readonly secret?: true;
}

const setting = <T>(definition: Setting<T>): Setting<T> => definition;

/** In the order --help lists them. Keys are the configuration file's keys. */
export const SETTINGS = {
  target: setting({
    kind: kinds.url,
    env: 'TARGET_URL',
    flag: 'target',
    help: 'Base URL of the server to check',
  }),
  user: setting({
    kind: kinds.text,
    env: 'TARGET_USER',
    flag: 'user',
    help: 'User for basic authentication',
  }),
  password: setting({
    kind: kinds.text,
    env: 'TARGET_PASSWORD',
    flag: 'password',
    help: 'Password for basic authentication (prefer the environment: flags show in process lists)',
    secret: true,
  }),
  capabilities: setting({
    kind: kinds.capabilities,
    env: 'TARGET_CAPABILITIES',
    flag: 'capabilities',
    help: 'Optional capabilities the target declares, comma-separated',
  }),
  serviceWord: setting({
    kind: kinds.word,
    env: 'KIT_SERVICE_WORD',
    flag: 'service-word',
    help: "The word the target's paths, headers and properties are built from",
  }),
  extensionPathPrefix: setting({
    kind: kinds.pathPrefix,
    env: 'KIT_EXTENSION_PATH_PREFIX',
    flag: 'extension-path-prefix',
    help: "A prefix the target's Router needs before extension paths (/<word>-ext/…): /proxy/coordinator on Apache Druid",
  }),
  deadlineMs: setting({
    kind: kinds.milliseconds,
    env: 'KIT_DEADLINE_MS',
    flag: 'deadline-ms',
    help: 'How long an asynchronous check waits for its outcome',
  }),
  tags: setting({
    kind: kinds.tagExpression,
    env: 'KIT_TAGS',
    flag: 'tags',
    help: 'Only the scenarios this Cucumber tag expression selects',
  }),
  parallel: setting({
    kind: kinds.count,
    env: 'KIT_PARALLEL',
    flag: 'parallel',
    help: 'Worker processes running scenarios at once (scenarios that change cluster-wide state run alone on a remote target); 0 runs them one at a time in this process',
  }),
  readOnly: setting({
    kind: kinds.boolean,
    env: 'KIT_READ_ONLY',
    flag: 'read-only',
    help: 'Run only scenarios that change nothing on the target (production clusters)',
  }),
  keepData: setting({
    kind: kinds.boolean,
    env: 'KIT_KEEP_DATA',
    flag: 'keep-data',
    help: "Leave the run's datasources used on the target at the end (by default each worker marks its own unused)",
  }),
  reportDir: setting({
    kind: kinds.path,
    env: 'KIT_REPORTS_DIR',
    flag: 'report-dir',
    help: 'Where the reports are written',
  }),
  referenceUrl: setting({
    kind: kinds.url,
    env: 'REFERENCE_URL',
    flag: 'reference-url',
    help: "Differential mode: a second server whose answers the target's are compared with",
  }),
  expectations: setting({
    kind: kinds.expectations,
    env: 'KIT_EXPECTATIONS',
    flag: 'expectations',
    help: "Known deviations of the target: a bundled profile (druid-33, …) or a file or folder; differential mode's known divergences",
  }),
  secure: setting({
    kind: kinds.boolean,
    env: 'KIT_SECURE',
    help: 'Without a target: the in-process reference runs basic security (repository runs only)',
  }),
} as const;

export type SettingKey = keyof typeof SETTINGS;

type ValueOf<S> = S extends Setting<infer T> ? T : never;

/** A setting's value once parsed, undefined when nothing set it and it has no default. */
export type Settings = { -readonly [K in SettingKey]: ValueOf<(typeof SETTINGS)[K]> | undefined };

/** Values when nothing sets them; reportDir's default depends on who runs the kit, so the caller gives it. */
export const DEFAULTS = {
  capabilities: [],
  serviceWord: 'analytics',
  deadlineMs: 15000,
  // Two workers: in process each has a reference of its own; on a remote target the loader shares its task slots.
  parallel: 2,
  readOnly: false,
  keepData: false,
  secure: false,
} satisfies Partial<Settings>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

/** How a value is written into the environment of the Cucumber child. */
export function asEnvText(value: Settings[SettingKey]): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}
