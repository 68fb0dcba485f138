// `npm run clients:jdbc`: the Avatica JDBC driver (clients/jdbc/) against the reference and the live Druid labs,
// compared check by check (clients/jdbc/README.md). Not part of `npm test`, which compares the reference with the
// answers recorded here from Druid 33 (`npm run check:jdbc`). Needs java, javac, mvn and the labs' Routers.
// Options: --druid 33,27 (default both) · --target 33=http://127.0.0.1:8888 (another Router) · --record (write
// clients/jdbc/expected/druid-33.json from Druid 33) · --no-million (skip the million-row read).
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { portPlan } from '../druid/plan.ts';
import {
  compareChecks,
  comparisonTable,
  expectedFile,
  passes,
  readDifferences,
  recorded,
} from './jdbc-compare.ts';
import { JDBC_DATASOURCE, loadJdbcDataset } from './jdbc-dataset.ts';
import {
  type CheckLine,
  JDBC_DIR,
  missingTools,
  prepareJdbcChecks,
  runJdbcChecks,
  SERIALIZATIONS,
} from './jdbc-driver.ts';
import { checkReference } from './jdbc-reference.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const REPORT_DIR = resolve(ROOT, 'reports/clients-jdbc');
/** The labs `npm run druid:up` starts: Druid 33 on the base ports, Druid 27 ten thousand above. */
const LAB_OFFSETS: Readonly<Record<string, number>> = { '33': 0, '27': 10_000 };

function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at < 0 ? undefined : argv[at + 1];
}

function targets(argv: readonly string[]): Map<string, string> {
  const versions = (option(argv, '--druid') ?? '33,27').split(',').filter((v) => v !== '');
  const urls = new Map<string, string>();
  for (const version of versions) {
    const offset = LAB_OFFSETS[version];
    if (offset === undefined)
      throw new Error(`--druid ${version}: the labs are 33 and 27 (or name a --target)`);
    urls.set(version, `http://127.0.0.1:${portPlan(offset).router}`);
  }
  for (let i = 0; i < argv.length; i++)
    if (argv[i] === '--target') {
      const [version = '', url = ''] = (argv[i + 1] ?? '').split('=');
      urls.set(version, url.replace(/\/$/, ''));
    }
  return urls;
}

const jsonLines = (lines: readonly CheckLine[]): string =>
  `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;

async function main(argv: readonly string[]): Promise<number> {
  const missing = missingTools();
  if (missing.length > 0) {
    console.error(
      `clients:jdbc: ${missing.join(', ')} not found; install a JDK (17) and Maven to run the checks`,
    );
    return 2;
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  const classpath = prepareJdbcChecks();
  const million = !argv.includes('--no-million');
  const extra = million ? ['--million'] : [];
  console.log('clients:jdbc: the reference');
  const reference = await checkReference(classpath, REPORT_DIR, million);
  for (const serialization of ['json', 'protobuf'] as const)
    writeFileSync(
      resolve(REPORT_DIR, `reference-${serialization}.jsonl`),
      jsonLines(reference.lines[serialization]),
    );
  const differences = readDifferences(JDBC_DIR);
  const tables: string[] = [];
  let ok = true;
  for (const [version, baseUrl] of targets(argv)) {
    console.log(`clients:jdbc: Druid ${version} at ${baseUrl}`);
    await loadJdbcDataset({ name: `Druid ${version}`, baseUrl }, true);
    for (const serialization of ['json', 'protobuf'] as const) {
      const { path, args } = SERIALIZATIONS[serialization];
      const endpoint = `${baseUrl}${path}`;
      const lines = await runJdbcChecks(classpath, endpoint, JDBC_DATASOURCE, [...args, ...extra]);
      writeFileSync(resolve(REPORT_DIR, `druid-${version}-${serialization}.jsonl`), jsonLines(lines));
      if (version === '33' && serialization === 'json' && argv.includes('--record')) {
        mkdirSync(resolve(JDBC_DIR, 'expected'), { recursive: true });
        writeFileSync(expectedFile(JDBC_DIR), `${JSON.stringify(recorded(lines), null, 1)}\n`);
        console.log(`clients:jdbc: recorded Druid 33's answers in ${expectedFile(JDBC_DIR)}`);
      }
      const comparisons = compareChecks(
        reference.lines[serialization],
        lines,
        version,
        differences,
        serialization,
      );
      ok &&= comparisons.every(passes);
      tables.push(comparisonTable(`reference against Druid ${version} (${serialization})`, comparisons));
    }
  }
  const summary = [
    ...tables,
    `reference server memory: ${reference.rssBeforeMb.toFixed(0)} MB before, peak ${reference.rssPeakMb.toFixed(0)} MB while the checks ran`,
  ].join('\n\n');
  writeFileSync(resolve(REPORT_DIR, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  return ok ? 0 : 1;
}

process.exit(await main(process.argv.slice(2)));
