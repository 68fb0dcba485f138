// Where EXTERN input sources may read: local directories and http origins on allow-lists, with time and size bounds.
import { realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { SqlError } from '../sql/errors.ts';

export const LOCAL_DIRS_SETTING = 'ANALYTICS_INPUT_SOURCE_LOCAL_DIRS';
export const HTTP_ALLOWED_SETTING = 'ANALYTICS_INPUT_SOURCE_HTTP_ALLOWED';
export const HTTP_TIMEOUT_SETTING = 'ANALYTICS_INPUT_SOURCE_HTTP_TIMEOUT_MS';
export const MAX_BYTES_SETTING = 'ANALYTICS_INPUT_SOURCE_MAX_BYTES';

/** One allowed http origin: `protocol://host[:port]`, host `*` (any public host) or `*.domain`. */
export interface HttpOrigin {
  readonly protocol: 'http:' | 'https:';
  /** Lower case; `*` or a `*.` prefix are wildcards. */
  readonly host: string;
  /** undefined: any port. */
  readonly port: number | undefined;
}

export interface InputSourcePolicy {
  /** Absolute directories (real paths) local sources may read under; none: local sources are refused. */
  readonly localDirs: readonly string[];
  /** Origins http sources may read; none: http sources are refused. */
  readonly httpAllowed: readonly HttpOrigin[];
  /** Bound on connecting and on every wait for data of an http source. */
  readonly httpTimeoutMs: number;
  /** Bytes an http source may download in all (its URIs together); reading stops there. */
  readonly maxBytes: number;
}

export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 256 * 2 ** 20;

/** The default: local sources under `<dataDir>/input`, no http origin, 30 s, 256 MiB. */
export function inputSourcePolicy(
  dataDir: string,
  overrides: Partial<InputSourcePolicy> = {},
): InputSourcePolicy {
  return {
    localDirs: [join(dataDir, 'input')],
    httpAllowed: [],
    httpTimeoutMs: DEFAULT_HTTP_TIMEOUT_MS,
    maxBytes: DEFAULT_MAX_BYTES,
    ...overrides,
  };
}

/** A refusal of an input source: a 400 at submit, or the failure of a task, naming what to configure. */
export const refused = (message: string, setting: string): SqlError =>
  new SqlError('validation', `${message} (see ${setting})`);

/** Parses one origin of ANALYTICS_INPUT_SOURCE_HTTP_ALLOWED; throws with what is wrong. */
export function parseOrigin(text: string): HttpOrigin {
  const match = /^(https?):\/\/(\*|(?:\*\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i.exec(
    text.trim(),
  );
  if (!match?.[1] || !match[2])
    throw new Error(
      `[${text}] is not protocol://host[:port] (protocol http or https; host a name, an IP, * or *.domain)`,
    );
  const port = match[3] === undefined ? undefined : Number(match[3]);
  if (port !== undefined && (port < 1 || port > 65535)) throw new Error(`[${text}] has port out of range`);
  return {
    protocol: `${match[1].toLowerCase()}:` as HttpOrigin['protocol'],
    host: match[2].toLowerCase(),
    port,
  };
}

const defaultPort = (protocol: string): number => (protocol === 'https:' ? 443 : 80);

/** Whether `origin` names the URL's host itself, not by a wildcard: only then may it reach private addresses. */
export const namesHostExplicitly = (origin: HttpOrigin): boolean => !origin.host.startsWith('*');

/** The origin of the policy that allows `url`, or undefined. */
export function allowedOrigin(policy: InputSourcePolicy, url: URL): HttpOrigin | undefined {
  const host = url.hostname.toLowerCase();
  const port = url.port === '' ? defaultPort(url.protocol) : Number(url.port);
  // Explicit names first: they may reach private addresses, a wildcard may not.
  const matching = policy.httpAllowed.filter(
    (origin) =>
      origin.protocol === url.protocol &&
      (origin.port === undefined || origin.port === port) &&
      (origin.host === '*' ||
        origin.host === host ||
        (origin.host.startsWith('*.') && host.endsWith(origin.host.slice(1)))),
  );
  return matching.find(namesHostExplicitly) ?? matching[0];
}

const inside = (dir: string, path: string): boolean => {
  const rest = relative(dir, path);
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest));
};

const realOrNone = (path: string): string | undefined => {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
};

/**
 * The real path of `path` when it lies under an allowed directory, both as written and with `..` and symlinks
 * resolved (so neither leads out); undefined when it does not exist there; throws the refusal otherwise. A path
 * outside is refused before its existence is looked at, so refusals tell nothing about other files.
 */
export function allowedLocalPath(policy: InputSourcePolicy, path: string, label: string): string | undefined {
  const outside = () =>
    refused(
      // The directories are the server's own paths: the refusal names the setting, not them.
      `Input source [local] may not read [${label}]: it is outside the allowed directories`,
      LOCAL_DIRS_SETTING,
    );
  if (policy.localDirs.length === 0)
    throw refused(
      'Input source [local] is not allowed: no directory is configured for it',
      LOCAL_DIRS_SETTING,
    );
  const realDirs = policy.localDirs.map(realOrNone).filter((dir): dir is string => dir !== undefined);
  const written = resolve(path);
  if (![...policy.localDirs, ...realDirs].some((dir) => inside(dir, written))) throw outside();
  const real = realOrNone(written);
  if (real === undefined) return undefined;
  if (!realDirs.some((dir) => inside(dir, real))) throw outside();
  return real;
}
