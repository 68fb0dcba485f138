// check:jdbc (in `npm test`): the Avatica JDBC driver from Maven Central (clients/jdbc/) against the reference: every
// check compared with Druid 33's answers recorded by `npm run clients:jdbc -- --record`, less the listed differences;
// a million rows read in frames while the server's memory is sampled (printed, never asserted); and basic security
// through the driver's user and password. Needs java, javac and mvn: a machine without them skips the check and says
// so, except in CI (CI=true), where that fails it.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type Comparison,
  comparable,
  compareChecks,
  comparisonTable,
  passes,
  readDifferences,
  readExpected,
} from './clients/jdbc-compare.ts';
import { type CheckLine, JDBC_DIR, missingTools, prepareJdbcChecks } from './clients/jdbc-driver.ts';
import { checkReference, checkSecureReference } from './clients/jdbc-reference.ts';

const REPORT_DIR = resolve(import.meta.dirname, '../reports/check-jdbc');

const unauthorized = { error: { code: 2, state: '00002', words: 'Unauthorized' } };

/** What the secured reference must answer (Druid's words for JDBC under basic security, §avatica.10). */
const SECURE_EXPECTED: Readonly<Record<string, unknown>> = {
  'secure.granted': { observed: 1000 },
  'secure.wrongPassword': unauthorized,
  'secure.noCredentials': unauthorized,
  'secure.readerTables': { observed: [] },
  'secure.readerQuery': unauthorized,
  'secure.metadataWithoutCredentials': unauthorized,
};

function compareSecure(lines: readonly CheckLine[]): Comparison[] {
  return Object.entries(SECURE_EXPECTED).map(([check, expected]) => {
    const seen = comparable(lines.find((line) => line.check === check));
    return JSON.stringify(seen) === JSON.stringify(expected)
      ? { check, outcome: 'same' }
      : {
          check,
          outcome: 'different',
          detail: `expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`,
        };
  });
}

async function main(): Promise<number> {
  const missing = missingTools();
  if (missing.length > 0) {
    const why = `${missing.join(', ')} not found: install a JDK (17) and Maven to run the JDBC checks`;
    if (process.env.CI === 'true') {
      console.error(`check:jdbc: ${why}`);
      return 1;
    }
    console.log(`check:jdbc: skipped, ${why}`);
    return 0;
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  const started = performance.now();
  const classpath = prepareJdbcChecks();
  const run = await checkReference(classpath, REPORT_DIR);
  const expected = readExpected(JDBC_DIR);
  const differences = readDifferences(JDBC_DIR);
  // Both serializations must read what Druid 33 answered (recorded through JSON): the driver hides the wire.
  const plain = (['json', 'protobuf'] as const).flatMap((serialization) => {
    const comparisons = compareChecks(run.lines[serialization], expected, '33', differences, serialization);
    console.log(
      comparisonTable(
        `check:jdbc: the reference (${serialization}) against Druid 33 (recorded)`,
        comparisons,
      ),
    );
    return comparisons;
  });
  const secure = compareSecure(await checkSecureReference(classpath, REPORT_DIR));
  console.log(comparisonTable('check:jdbc: basic security through the driver', secure));
  const seconds = (serialization: 'json' | 'protobuf'): string =>
    ((run.lines[serialization].find((line) => line.check === 'million')?.ms ?? 0) / 1000).toFixed(1);
  console.log(
    `check:jdbc: 1,000,000 rows in frames of 5,000 in ${seconds('json')} s (JSON), ${seconds('protobuf')} s ` +
      `(protobuf); the server's ` +
      `RSS ${run.rssBeforeMb.toFixed(0)} MB before the checks, peak ${run.rssPeakMb.toFixed(0)} MB while they ran ` +
      `(figures only; ${((performance.now() - started) / 1000).toFixed(0)} s in all)`,
  );
  return [...plain, ...secure].every(passes) ? 0 : 1;
}

process.exit(await main());
