// The release every process of the reference reports (`/status`, sys.servers): the package's, marked as the reference's.
import { readFileSync } from 'node:fs';

const PACKAGE_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** `0.1.0-reference`: this server is the reference, not a release of the real system. */
export const REFERENCE_VERSION = `${PACKAGE_VERSION}-reference`;
