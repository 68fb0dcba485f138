#!/usr/bin/env node
// The package's command: runs kit/cli.ts through the tsx this package depends on, whatever the working directory.
import { register } from 'tsx/esm/api';

register();
await import('../cli.ts');
