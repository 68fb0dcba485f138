// `npm run corpus:record`: the whole SQL corpus against a live Druid and the reference; writes the run's statement
// (docs/conformance/sql-corpus-druid-<major>.md) and, for Druid 33, the recorded answers the check in `npm test` uses.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type CorpusQuery,
  DEFAULT_CORPUS,
  GENERATED_CORPUS,
  readCorpus,
} from '../../kit/differential/corpus.ts';
import { maskNames, recordingFile, writeRecording } from '../../kit/differential/recording.ts';
import { runDifferential } from '../../kit/differential/run.ts';
import { startReference } from './reference-process.ts';
import { writeStatement } from './statement.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const USAGE = `Usage: npm run corpus:record -- [--druid URL] [--reference URL] [--prefix TEXT] [--fresh] [--no-record]

Runs kit/differential/corpus.json and generated-corpus.json against a live Druid (default http://localhost:8888,
paths under /druid) and the reference (started on a free port unless --reference names a running one, which must
use the service word druid). Loads the tables where they are missing (SQL ingestion, else native batch tasks) under
names starting with --prefix (default kit_corpus_) and fixed by their content, and leaves them for the next run
(--fresh: names unique to the run, removed afterwards). Writes docs/conformance/sql-corpus-druid-<major>.md and .json,
and for Druid 33 kit/differential/recorded/druid-33.json (unless --no-record). Known divergences:
kit/differential/known/druid-<major>.json. Exit code: the differential run's (0 when every divergence is listed).`;

const { values } = parseArgs({
  options: {
    druid: { type: 'string', default: 'http://localhost:8888' },
    reference: { type: 'string' },
    prefix: { type: 'string', default: 'kit_corpus_' },
    fresh: { type: 'boolean', default: false },
    'no-record': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

async function druidVersion(url: string): Promise<string> {
  const status = (await (await fetch(`${url}/status`)).json()) as { version?: unknown };
  if (typeof status.version !== 'string') throw new Error(`${url}/status names no version`);
  return status.version;
}

async function main(): Promise<number> {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const druidUrl = values.druid.replace(/\/+$/, '');
  const druid = await druidVersion(druidUrl);
  const major = druid.split('.')[0] ?? druid;
  const known = join(ROOT, `kit/differential/known/druid-${major}.json`);
  const log = (line: string) => console.error(line);
  const started = values.reference === undefined ? await startReference(log) : undefined;
  const referenceUrl = values.reference ?? started?.url ?? '';
  try {
    const reference = await druidVersion(referenceUrl);
    const result = await runDifferential({
      target: { url: druidUrl, serviceWord: 'druid' },
      reference: { url: referenceUrl, serviceWord: 'druid' },
      reportDir: join(ROOT, `reports/corpus-druid-${major}`),
      corpusFiles: [DEFAULT_CORPUS, GENERATED_CORPUS],
      expectationsFile: existsSync(known) ? known : undefined,
      datasourcePrefix: values.prefix,
      reuseData: !values.fresh,
      setupTimeoutMs: 900_000,
      keepAnswers: true,
      log: (line) => {
        if (!line.endsWith(': match')) log(line);
      },
    });
    const corpus = new Map<string, CorpusQuery>(
      [DEFAULT_CORPUS, GENERATED_CORPUS].flatMap((file) => readCorpus(file)).map((q) => [q.id, q]),
    );
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const statement = join(ROOT, `docs/conformance/sql-corpus-druid-${major}.md`);
    const command = `npm run corpus:record -- --druid ${druidUrl}`;
    writeStatement(statement, { result, druid, reference, commit, corpus, command });
    log(`corpus: statement in ${statement}`);
    if (major === '33' && !values['no-record'] && result.setup.target === null) {
      const file = recordingFile(major);
      mkdirSync(dirname(file), { recursive: true });
      const queries = result.queries.flatMap((q) => {
        const query = corpus.get(q.id);
        return query === undefined || q.target === undefined
          ? []
          : [{ ...query, answer: maskNames(q.target, result.datasources, 'druid') }];
      });
      writeRecording(file, { druid, recordedAt: result.startedAt, queries });
      log(`corpus: ${queries.length} answers recorded in ${file}`);
    }
    const { counts } = result;
    log(`corpus: ${counts.match} identical of ${result.queries.length}; ${JSON.stringify(counts)}`);
    return result.exitCode;
  } finally {
    await started?.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`corpus: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
