// CLI: turns <reports-dir>/messages.ndjson into conformance.json, conformance.md and conformance.html, and prints
// a short summary whose last line counts the scenarios by outcome.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderConsole } from './summary/render-console.ts';
import { kitCatalogue, writeReports } from './summary/write-reports.ts';

const dir = process.argv[2] ?? 'reports';
const messagesFile = join(dir, 'messages.ndjson');
if (!existsSync(messagesFile)) {
  console.error(
    `conformance-summary: ${messagesFile} not found (run the kit with the message formatter first)`,
  );
  process.exit(2);
}

try {
  const { report, malformedLines } = writeReports(dir, kitCatalogue(), new Date().toISOString());
  for (const line of renderConsole(report, malformedLines)) console.log(line);
} catch (error) {
  // A broken target.json or an unwritable directory: say which, without a stack trace.
  console.error(`conformance-summary: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
