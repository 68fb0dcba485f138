// The check scripts' results: JSON lines on their stdout, summed up per client as a terminal table and Markdown.

export interface CheckResult {
  readonly client: string;
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

const isResult = (value: unknown): value is CheckResult => {
  const v = value as Partial<CheckResult> | null;
  return typeof v?.client === 'string' && typeof v.check === 'string' && typeof v.ok === 'boolean';
};

/** The result lines of a script's output; anything else (a client's own logging) is skipped. */
export function parseResults(stdout: string): CheckResult[] {
  const results: CheckResult[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isResult(value)) results.push({ ...value, detail: String(value.detail ?? '') });
    } catch {
      // A log line that merely starts with a brace.
    }
  }
  return results;
}

interface ClientTally {
  readonly client: string;
  readonly passed: number;
  readonly failed: number;
}

export function tally(results: readonly CheckResult[]): ClientTally[] {
  const clients = [...new Set(results.map((result) => result.client))];
  return clients.map((client) => {
    const own = results.filter((result) => result.client === client);
    const passed = own.filter((result) => result.ok).length;
    return { client, passed, failed: own.length - passed };
  });
}

/** Per client passed/failed, then each failure with its detail: what `npm run clients:python` prints. */
export function terminalTable(results: readonly CheckResult[]): string {
  const rows = tally(results);
  const width = Math.max(6, ...rows.map((row) => row.client.length));
  const lines = [`${'client'.padEnd(width)}  passed  failed`];
  for (const row of rows) {
    lines.push(
      `${row.client.padEnd(width)}  ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}`,
    );
  }
  for (const failure of results.filter((result) => !result.ok)) {
    lines.push(`FAILED ${failure.client} / ${failure.check}: ${failure.detail}`);
  }
  const passed = results.filter((result) => result.ok).length;
  lines.push(`clients: ${passed} passed, ${results.length - passed} failed`);
  return lines.join('\n');
}

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The Markdown summary committed in docs/clients.md: the table per client, then every check. */
export function markdownSummary(results: readonly CheckResult[], versions: readonly string[]): string {
  const lines = [
    `Packages: ${versions.map((version) => `\`${version}\``).join(', ')}.`,
    '',
    '| Client | Passed | Failed |',
    '|---|---|---|',
    ...tally(results).map((row) => `| ${row.client} | ${row.passed} | ${row.failed} |`),
    '',
    '| Client | Check | Result | Detail |',
    '|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${cell(result.client)} | ${cell(result.check)} | ${result.ok ? 'pass' : '**FAIL**'} | ${cell(result.detail)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Replaces what stands between the two markers of `document` with `section`. */
export function replaceSection(document: string, section: string, start: string, end: string): string {
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the markers ${start} and ${end} are missing`);
  return `${document.slice(0, from + start.length)}\n${section}\n${document.slice(to)}`;
}
