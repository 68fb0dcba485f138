// The JDBC checks against the reference as a user runs it (`npm start`, service word druid): the plain checks with the
// million-row read, its memory sampled from /proc; and the security checks against a second, secured reference.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { treeResidentBytes } from '../../reference/child-memory.ts';
import { JDBC_DATASOURCE, loadJdbcDataset } from './jdbc-dataset.ts';
import { type CheckLine, runJdbcChecks, SERIALIZATIONS, type Serialization } from './jdbc-driver.ts';
import { startReference } from './reference-process.ts';

export interface ReferenceRun {
  /** The lines of each serialization's run. */
  readonly lines: Readonly<Record<Serialization, CheckLine[]>>;
  /** The server's resident memory (its HTTP and engine processes) before the checks and its peak while they ran (the million rows among them). */
  readonly rssBeforeMb: number;
  readonly rssPeakMb: number;
}

/** The plain checks (and the million rows unless `million` is false) in both serializations, on a fresh reference. */
export async function checkReference(
  classpath: string,
  reportDir: string,
  million = true,
  log: (line: string) => void = console.log,
): Promise<ReferenceRun> {
  const reference = await startReference(resolve(reportDir, 'reference.log'));
  try {
    await loadJdbcDataset({ name: 'reference', baseUrl: reference.baseUrl }, false);
    const before = treeResidentBytes(reference.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeResidentBytes(reference.pid));
    }, 50);
    try {
      const extra = million ? ['--million'] : [];
      const lines = { json: [] as CheckLine[], protobuf: [] as CheckLine[] };
      for (const serialization of ['json', 'protobuf'] as const) {
        const { path, args } = SERIALIZATIONS[serialization];
        log(`jdbc: the reference, ${serialization}`);
        const endpoint = `${reference.baseUrl}${path}`;
        lines[serialization] = await runJdbcChecks(
          classpath,
          endpoint,
          JDBC_DATASOURCE,
          [...args, ...extra],
          log,
        );
      }
      return { lines, rssBeforeMb: before / 2 ** 20, rssPeakMb: peak / 2 ** 20 };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await reference.stop();
  }
}

async function postAs(baseUrl: string, authorization: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** The security checks: admin's connection, a wrong password, none, and `reader`, a user granted no datasource. */
export async function checkSecureReference(
  classpath: string,
  reportDir: string,
  log: (line: string) => void = console.log,
): Promise<CheckLine[]> {
  const password = randomBytes(12).toString('hex');
  const reference = await startReference(resolve(reportDir, 'reference-secure.log'), {
    ANALYTICS_SECURITY: 'basic',
    ANALYTICS_INITIAL_ADMIN_PASSWORD: password,
    ANALYTICS_INITIAL_INTERNAL_CLIENT_PASSWORD: randomBytes(12).toString('hex'),
  });
  try {
    const admin = `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
    await loadJdbcDataset(
      { name: 'secured reference', baseUrl: reference.baseUrl, headers: { authorization: admin } },
      false,
    );
    const security = '/druid-ext/basic-security';
    await postAs(reference.baseUrl, admin, `${security}/authentication/db/basic/users/reader`);
    await postAs(reference.baseUrl, admin, `${security}/authentication/db/basic/users/reader/credentials`, {
      password: 'reader-password',
    });
    await postAs(reference.baseUrl, admin, `${security}/authorization/db/basic/users/reader`);
    const extra = [
      '--secure',
      '--user',
      'admin',
      '--password',
      password,
      '--reader',
      'reader:reader-password',
    ];
    return await runJdbcChecks(
      classpath,
      `${reference.baseUrl}${SERIALIZATIONS.json.path}`,
      JDBC_DATASOURCE,
      extra,
      log,
    );
  } finally {
    await reference.stop();
  }
}
