// check:report: renders conformance.html and matrix.html of made-up runs in headless Chromium and checks what a
// reader sees (visible text after opening <details>). The browser is a system Chromium or the one @sparticuz/chromium
// ships; when none can start, the check says so and is skipped, except in CI (CI=true), where that fails it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Cdp, openPage } from './report-check/cdp.ts';
import { ChromiumMissing, findChromium, launchChromium } from './report-check/chromium.ts';
import { writeFixtureReports } from './report-check/fixture-reports.ts';
import { type Check, conformanceChecks, matrixChecks } from './report-check/reader-checks.ts';

const DEADLINE_MS = 60_000;

async function run(): Promise<Check[]> {
  const binary = await findChromium();
  console.log(`check:report: Chromium from ${binary.source} (${binary.path})`);
  const browser = await launchChromium(binary.path).catch((error: Error) => {
    throw new ChromiumMissing(`${binary.path} did not start: ${error.message.split('\n')[0]}`);
  });
  const root = mkdtempSync(join(tmpdir(), 'kit-report-check-'));
  try {
    const reports = writeFixtureReports(root);
    const cdp = await Cdp.connect(browser.endpoint);
    try {
      const conformance = await openPage(cdp, pathToFileURL(reports.conformanceHtml).href);
      const matrix = await openPage(cdp, pathToFileURL(reports.matrixHtml).href);
      return [...(await conformanceChecks(conformance)), ...(await matrixChecks(matrix))];
    } finally {
      cdp.close();
    }
  } finally {
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}

const timeout = setTimeout(() => {
  console.error(`check:report: no answer from Chromium within ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);

try {
  const checks = await run();
  for (const { name, problem } of checks)
    console.log(
      `${problem === undefined ? 'ok' : 'FAILED'}  ${name}${problem === undefined ? '' : `: ${problem}`}`,
    );
  const failed = checks.filter((c) => c.problem !== undefined).length;
  console.log(
    `report check: ${checks.length - failed}/${checks.length} reader checks passed in headless Chromium`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ChromiumMissing && process.env.CI !== 'true') {
    // A machine with no browser that runs still runs the rest of `npm test`; CI must render the reports.
    console.log(`check:report: skipped: ${message}`);
  } else {
    console.error(`check:report: ${message}`);
    if (!(error instanceof ChromiumMissing))
      console.error('(the browser or the report writer broke: no verdict on the report)');
    process.exitCode = 1;
  }
} finally {
  clearTimeout(timeout);
}
