// The JDBC checks' Java side (clients/jdbc/): finds java, javac and mvn, fetches the Avatica driver from Maven Central
// into clients/jdbc/.lib/, compiles the checks into clients/jdbc/.build/, and runs them against one server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const JDBC_DIR = resolve(import.meta.dirname, '../../clients/jdbc');
const LIB = join(JDBC_DIR, '.lib');
const BUILD = join(JDBC_DIR, '.build');
const SOURCES = join(JDBC_DIR, 'src');
/** The driver Druid's JDBC docs recommend (1.23.0 or later): its jar proves the fetch happened. */
export const DRIVER_JAR = 'avatica-core-1.23.0.jar';

/** The driver's two serializations and the endpoint each speaks to (§avatica.1). */
export const SERIALIZATIONS = {
  json: { path: '/druid/v2/sql/avatica/', args: [] as string[] },
  protobuf: { path: '/druid/v2/sql/avatica-protobuf/', args: ['--protobuf'] },
} as const;
export type Serialization = keyof typeof SERIALIZATIONS;

/** One line the checks print: what the server answered (`observed`), the driver's error, or the program's failure. */
export interface CheckLine {
  readonly check: string;
  readonly observed?: unknown;
  readonly error?: { readonly code: number; readonly state: string; readonly message: string };
  readonly failure?: string;
  readonly ms?: number;
}

/** Whether a command runs (`-version` style): the first line of its answer, or undefined when it is missing. */
function version(command: string, flag: string): string | undefined {
  try {
    const out = execFileSync(command, [flag], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return out.split('\n')[0]?.trim() || command;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    return typeof stderr === 'string' &&
      stderr.trim() !== '' &&
      (error as { code?: string }).code !== 'ENOENT'
      ? stderr.split('\n')[0]?.trim()
      : undefined;
  }
}

/** What is missing to run the checks (java, javac, mvn), or an empty list. */
export function missingTools(): string[] {
  return [
    ['java', '-version'],
    ['javac', '-version'],
    ['mvn', '-v'],
  ]
    .filter(([command, flag]) => version(command as string, flag as string) === undefined)
    .map(([command]) => command as string);
}

const newest = (dir: string, suffix: string): number =>
  existsSync(dir)
    ? Math.max(
        0,
        ...readdirSync(dir)
          .filter((f) => f.endsWith(suffix))
          .map((f) => statSync(join(dir, f)).mtimeMs),
      )
    : 0;

/**
 * Fetches the driver with its runtime dependencies (`mvn dependency:copy-dependencies` of clients/jdbc/pom.xml, once)
 * and compiles the checks when a source is newer than the build. Throws with mvn's or javac's words.
 */
export function prepareJdbcChecks(log: (line: string) => void = console.log): string {
  if (!existsSync(join(LIB, DRIVER_JAR))) {
    log(`jdbc: fetching the Avatica driver from Maven Central into ${LIB}`);
    execFileSync(
      'mvn',
      [
        '-B',
        '-q',
        '-Dstyle.color=never',
        'dependency:copy-dependencies',
        `-DoutputDirectory=${LIB}`,
        '-DincludeScope=runtime',
      ],
      { cwd: JDBC_DIR, stdio: 'inherit' },
    );
    if (!existsSync(join(LIB, DRIVER_JAR))) throw new Error(`mvn left no ${DRIVER_JAR} in ${LIB}`);
  }
  const classpath = `${LIB}/*`;
  if (newest(SOURCES, '.java') > newest(BUILD, '.class')) {
    log('jdbc: compiling clients/jdbc/src');
    mkdirSync(BUILD, { recursive: true });
    const sources = readdirSync(SOURCES)
      .filter((f) => f.endsWith('.java'))
      .map((f) => join(SOURCES, f));
    execFileSync('javac', ['-d', BUILD, '-cp', classpath, ...sources], { stdio: 'inherit' });
  }
  return `${BUILD}:${classpath}`;
}

/**
 * Runs the checks against `endpoint` (the Avatica URL, `http://host:port/druid/v2/sql/avatica/`). The JVM runs in
 * UTC, so the driver's timestamps read the same on every machine. Resolves with the lines; the program's stderr is
 * passed to `log`.
 */
export function runJdbcChecks(
  classpath: string,
  endpoint: string,
  datasource: string,
  extra: readonly string[] = [],
  log: (line: string) => void = console.log,
  timeoutMs = 600_000,
): Promise<CheckLine[]> {
  const args = [
    '-Duser.timezone=UTC',
    '-cp',
    classpath,
    'JdbcChecks',
    '--url',
    endpoint,
    '--datasource',
    datasource,
    ...extra,
  ];
  return new Promise((done, fail) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    // Whole lines of stderr as they complete; SLF4J's notice that the driver logs nothing is left out.
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
      const lines = err.split('\n');
      err = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '' && !line.startsWith('SLF4J')) log(`  java: ${line}`);
    });
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const lines = out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as CheckLine);
      if (code !== 0)
        fail(
          new Error(
            `the JDBC checks ended with ${signal ?? `exit code ${code}`} after ${lines.length} checks`,
          ),
        );
      else done(lines);
    });
  });
}
