// CLI: turns <reports-dir>/messages.ndjson into conformance.json, conformance.md and conformance.html, and prints
// a short summary whose last line counts the scenarios by outcome. With a deviation profile (KIT_EXPECTATIONS
// naming one, as the runner hands it over) it also gives the run's verdict as its exit code: 0 when every failure
// deviates as the profile lists, 1 on a new deviation, an error or a problem of the profile.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DeviationProfile,
  ProfileError,
  readProfile,
  resolveExpectations,
} from '../deviations/profile.ts';
import { profiledExitCode } from './exit-code.ts';
import { renderConsole } from './render-console.ts';
import { kitCatalogue, writeReports } from './write-reports.ts';

const dir = process.argv[2] ?? 'reports';
const messagesFile = join(dir, 'messages.ndjson');
if (!existsSync(messagesFile)) {
  console.error(
    `conformance-summary: ${messagesFile} not found (run the kit with the message formatter first)`,
  );
  process.exit(2);
}

try {
  const expectations = process.env.KIT_EXPECTATIONS || undefined;
  const profile: DeviationProfile | undefined =
    expectations === undefined ? undefined : readProfile(resolveExpectations(expectations, process.cwd()));
  const { report, malformedLines } = writeReports(dir, kitCatalogue(), new Date().toISOString(), profile);
  for (const line of renderConsole(report, malformedLines)) console.log(line);
  if (profile !== undefined) process.exitCode = profiledExitCode(report);
} catch (error) {
  // A broken target.json, a bad profile or an unwritable directory: say which, without a stack trace.
  const text = error instanceof Error ? error.message : String(error);
  console.error(`conformance-summary: ${error instanceof ProfileError ? `KIT_EXPECTATIONS: ${text}` : text}`);
  process.exit(2);
}
