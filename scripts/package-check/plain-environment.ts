// The environment a user's shell would give the installed kit: the machine's own node and npm, no kit settings.
import { delimiter, sep } from 'node:path';

const KIT_VARIABLE = /^(TARGET_|KIT_|REFERENCE_URL$)/;

/**
 * npm scripts put node_modules/.bin first on the PATH (this repository's Node 24) and set npm_* variables;
 * without them, `node` and `npx` are the machine's. Kit settings of the outer run must not leak in either.
 */
export function plainEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!name.startsWith('npm_') && !KIT_VARIABLE.test(name)) env[name] = value;
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`node_modules${sep}.bin`) && !dir.includes('node-gyp-bin'))
    .join(delimiter);
  return env;
}
