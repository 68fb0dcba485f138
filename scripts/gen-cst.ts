// Writes the SQL grammar's CST node types to reference/sql/parser/generated/cst.ts (with --check: verifies they are fresh).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { CST_TYPES_FILE, cstTypesSource } from '../reference/sql/parser/cst-source.ts';

const source = cstTypesSource();
const name = relative(process.cwd(), CST_TYPES_FILE);
if (process.argv.includes('--check')) {
  const current = existsSync(CST_TYPES_FILE) ? readFileSync(CST_TYPES_FILE, 'utf8') : undefined;
  if (current !== source) {
    console.error(`${name} is stale against the grammar: run npm run gen:cst`);
    process.exit(1);
  }
  console.log(`${name} is fresh`);
} else {
  writeFileSync(CST_TYPES_FILE, source);
  console.log(`wrote ${name}`);
}
