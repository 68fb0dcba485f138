// The text of generated/cst.ts: chevrotain's CST node types for the grammar in parser.ts (scripts/gen-cst.ts writes it).
import { fileURLToPath } from 'node:url';
import { generateCstDts } from 'chevrotain';
import { sqlGrammarProductions } from './parser.ts';

/** Where the generated types live; cst-source.test.ts fails when the committed file lags the grammar. */
export const CST_TYPES_FILE = fileURLToPath(new URL('./generated/cst.ts', import.meta.url));

const HEADER =
  '// Generated from the grammar of reference/sql/parser/parser.ts by scripts/gen-cst.ts (npm run gen:cst). Do not edit.\n';

export function cstTypesSource(): string {
  return HEADER + generateCstDts(sqlGrammarProductions(), { includeVisitorInterface: false });
}
