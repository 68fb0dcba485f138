// The input source policy from the environment: each variable checked, a bad value named with what it should be.
import { isAbsolute, join, relative, resolve } from 'node:path';
import {
  HTTP_ALLOWED_SETTING,
  HTTP_TIMEOUT_SETTING,
  type InputSourcePolicy,
  inputSourcePolicy,
  LOCAL_DIRS_SETTING,
  MAX_BYTES_SETTING,
  parseOrigin,
} from './input-policy.ts';

/** A bad input-source variable: the start stops with this message. */
export class InputPolicyEnvError extends Error {}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new InputPolicyEnvError(`${name} must be a positive integer, got [${text}]`);
  return value;
}

/** True when `dir` contains the data directory (the root, say) or lies in it outside its `input/` folder: DuckDB may read the local directories, so they must not open deep storage or `tmp/`. */
function exposesDataDir(dir: string, dataDir: string): boolean {
  const fromDir = relative(resolve(dir), resolve(dataDir));
  if (fromDir === '' || !fromDir.startsWith('..')) return true;
  const fromData = relative(resolve(dataDir), resolve(dir));
  const insideData = !fromData.startsWith('..') && !isAbsolute(fromData);
  return insideData && fromData !== 'input' && !fromData.startsWith(`input${'/'}`);
}

/** `ANALYTICS_INPUT_SOURCE_*` over the defaults of `inputSourcePolicy(dataDir)`. */
export function inputPolicyFromEnv(env: NodeJS.ProcessEnv, dataDir: string): InputSourcePolicy {
  const overrides: { -readonly [K in keyof InputSourcePolicy]?: InputSourcePolicy[K] } = {};
  const dirs = env[LOCAL_DIRS_SETTING];
  if (dirs !== undefined) {
    overrides.localDirs = list(dirs);
    const relative = overrides.localDirs.find((dir) => !isAbsolute(dir));
    if (relative !== undefined)
      throw new InputPolicyEnvError(`${LOCAL_DIRS_SETTING} takes absolute paths, got [${relative}]`);
    const exposing = overrides.localDirs.find((dir) => exposesDataDir(dir, dataDir));
    if (exposing !== undefined)
      throw new InputPolicyEnvError(
        `${LOCAL_DIRS_SETTING} may not name [${exposing}]: it holds the data directory's segments, metadata or other tasks' files (use ${join(dataDir, 'input')} or a directory outside ${dataDir})`,
      );
  }
  const origins = env[HTTP_ALLOWED_SETTING];
  if (origins !== undefined) {
    overrides.httpAllowed = list(origins).map((origin) => {
      try {
        return parseOrigin(origin);
      } catch (error) {
        throw new InputPolicyEnvError(`${HTTP_ALLOWED_SETTING}: ${(error as Error).message}`);
      }
    });
  }
  const timeout = positiveInteger(env, HTTP_TIMEOUT_SETTING);
  if (timeout !== undefined) overrides.httpTimeoutMs = timeout;
  const maxBytes = positiveInteger(env, MAX_BYTES_SETTING);
  if (maxBytes !== undefined) overrides.maxBytes = maxBytes;
  return inputSourcePolicy(dataDir, overrides);
}
