#!/usr/bin/env node
// The package's command: runs kit/cli.ts through the tsx this package depends on, whatever the working directory.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The package's own tsconfig, not one the user's working directory may hold.
register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('../cli.ts');
