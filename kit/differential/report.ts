// Writes differential.json (everything, machine-readable) and differential.md (what a reader needs) to the reports dir.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countStatuses, STATUSES } from './classify.ts';
import { canonical, type NormalisedAnswer } from './normalise.ts';
import type { DifferentialRun, QueryResult, ScenarioResult } from './results.ts';

/** Rows of a normalised answer kept in the JSON report; a reader needs an excerpt, not the whole result. */
const JSON_ROWS = 100;
const MARKDOWN_ROWS = 10;

const POLICY =
  'An unexpected pass (a listed divergence whose answers now agree) fails the run, like an unexpected ' +
  'divergence: remove the stale expectation. A harness error (a server unreachable, the setup failed) is ' +
  'never counted as a divergence; it fails the run with exit code 2.';

function trimmed(answer: NormalisedAnswer | undefined): unknown {
  if (answer?.kind !== 'result' || answer.rows.length <= JSON_ROWS) return answer;
  return { ...answer, rows: answer.rows.slice(0, JSON_ROWS), rowsLeftOut: answer.rows.length - JSON_ROWS };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function answerBlock(label: string, answer: NormalisedAnswer | undefined): string[] {
  if (answer === undefined) return [];
  if (answer.kind === 'error')
    return [`${label}: ${answer.status}, error code ${canonical(answer.errorCode)}`];
  if (answer.kind === 'text')
    return [`${label}: ${answer.status} ${answer.contentType}`, '```', answer.text.slice(0, 500), '```'];
  const rows = answer.rows.slice(0, MARKDOWN_ROWS).map(canonical);
  const more =
    answer.rows.length > MARKDOWN_ROWS ? [`… ${answer.rows.length - MARKDOWN_ROWS} more rows`] : [];
  return [
    `${label}: ${answer.status}, ${answer.rows.length} rows`,
    '```',
    ...answer.header.map(canonical),
    ...rows,
    ...more,
    '```',
  ];
}

const expectationText = (entry: QueryResult | ScenarioResult): string =>
  entry.expectation === undefined
    ? ''
    : `${entry.expectation.class === undefined ? '' : `[${entry.expectation.class}] `}${entry.expectation.note} (${entry.expectation.link ?? entry.expectation.evidence})`;

function queryDetails(query: QueryResult): string[] {
  return [
    `### ${query.id}: ${query.status}`,
    '',
    query.title,
    '',
    '```sql',
    query.query,
    '```',
    ...(query.kind === undefined ? [] : ['', `Divergence (${query.kind}): ${query.detail ?? ''}`]),
    ...(query.reason === undefined ? [] : ['', `Why: ${query.reason}`]),
    ...(query.expectation === undefined ? [] : ['', `Expectation: ${expectationText(query)}`]),
    '',
    ...answerBlock('Target', query.target),
    ...answerBlock('Reference', query.reference),
    '',
  ];
}

const divergenceText = (entry: QueryResult | ScenarioResult): string =>
  cell(entry.kind === undefined ? (entry.reason ?? '') : `${entry.kind}: ${entry.detail ?? ''}`).slice(
    0,
    300,
  );

function countsRow(label: string, entries: readonly (QueryResult | ScenarioResult)[]): string {
  const counts = countStatuses(entries.map((entry) => entry.status));
  return `| ${label} | ${STATUSES.map((status) => counts[status]).join(' | ')} |`;
}

function queryLines(queries: readonly QueryResult[]): string[] {
  const notMatching = queries.filter((q) => q.status !== 'match');
  const matching = queries.filter((q) => q.status === 'match').map((q) => q.id);
  return [
    '## Corpus queries',
    '',
    ...(notMatching.length === 0
      ? ['Every query matched.']
      : [
          '| Status | Query | Divergence | Expectation |',
          '|---|---|---|---|',
          ...notMatching.map(
            (q) => `| ${q.status} | ${q.id} | ${divergenceText(q)} | ${cell(expectationText(q))} |`,
          ),
        ]),
    '',
    ...(matching.length === 0 ? [] : [`Matching (${matching.length}): ${matching.join(', ')}`, '']),
  ];
}

function scenarioLines(scenarios: readonly ScenarioResult[], files: readonly string[]): string[] {
  if (scenarios.length === 0) return [];
  const notMatching = scenarios.filter((s) => s.status !== 'match');
  return [
    '## Mirrored scenarios',
    '',
    `From ${files.join(', ')}: the synchronous SQL answers of the scenarios, compared after normalisation. ` +
      `${scenarios.length - notMatching.length} of ${scenarios.length} scenarios matched.`,
    '',
    ...(notMatching.length === 0
      ? []
      : [
          '| Status | Scenario | Feature | Answers compared | Divergence | Expectation |',
          '|---|---|---|---|---|---|',
          ...notMatching.map(
            (s) =>
              `| ${s.status} | ${cell(s.scenario)} | ${s.feature} | ${s.compared} | ${divergenceText(s)} | ${cell(expectationText(s))} |`,
          ),
          '',
        ]),
  ];
}

function unexpectedPasses(run: DifferentialRun): string[] {
  const names = [
    ...run.queries.map((q) => ({ ...q, name: q.id })),
    ...run.scenarios.map((s) => ({ ...s, name: s.scenario })),
  ]
    .filter((entry) => entry.status === 'unexpected-pass')
    .map((entry) => entry.name);
  if (names.length === 0) return [];
  return [`**Unexpected passes** (remove them from the expectations file): ${names.join(', ')}`, ''];
}

/** How each server loaded the tables, and the optional tables one could not store. */
function loadedLines(run: DifferentialRun): string[] {
  return (['target', 'reference'] as const).flatMap((side) => {
    const loaded = run.loaded[side];
    if (loaded === null) return [];
    const skipped = loaded.skipped.length === 0 ? '' : `; not stored: ${loaded.skipped.join('; ')}`;
    return [`The ${side} loaded the tables with ${loaded.mode} ingestion${skipped}.`, ''];
  });
}

export function differentialMarkdown(run: DifferentialRun, expectationsFile: string | undefined): string {
  const lines = [
    '# Differential report',
    '',
    `Target ${run.target}, reference ${run.reference}; expectations ${expectationsFile ?? '(none)'}.`,
    `Started ${run.startedAt}, took ${(run.durationMs / 1000).toFixed(1)} s; datasources ` +
      `${Object.values(run.datasources).join(', ')}. Exit code ${run.exitCode}.`,
    '',
    ...loadedLines(run),
    `| | ${STATUSES.join(' | ')} |`,
    `|---|${STATUSES.map(() => '---').join('|')}|`,
    countsRow('corpus queries', run.queries),
    ...(run.scenarios.length === 0 ? [] : [countsRow('mirrored scenarios', run.scenarios)]),
    '',
    POLICY,
    '',
    ...(run.setup.target === null ? [] : [`**Setup failed on the target:** ${run.setup.target}`, '']),
    ...(run.setup.reference === null
      ? []
      : [`**Setup failed on the reference:** ${run.setup.reference}`, '']),
    ...unexpectedPasses(run),
    ...queryLines(run.queries),
    ...scenarioLines(run.scenarios, run.scenarioFiles),
    ...(run.cleanup.length === 0 ? [] : ['## Cleanup problems', '', ...run.cleanup.map((p) => `- ${p}`), '']),
    ...detailLines(run.queries.filter((q) => q.status !== 'match' && q.target !== undefined)),
  ];
  return `${lines.join('\n')}\n`;
}

const detailLines = (queries: readonly QueryResult[]): string[] =>
  queries.length === 0 ? [] : ['## Details', '', ...queries.flatMap(queryDetails)];

export function writeDifferentialReports(
  dir: string,
  run: DifferentialRun,
  expectationsFile: string | undefined,
): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'differential.json');
  const markdown = join(dir, 'differential.md');
  const document = {
    ...run,
    expectationsFile: expectationsFile ?? null,
    policy: POLICY,
    // Answers of matching queries are kept only when the run asked for them (a recording): not in the report.
    queries: run.queries.map(({ target, reference, ...q }) =>
      q.status === 'match' ? q : { ...q, target: trimmed(target), reference: trimmed(reference) },
    ),
  };
  writeFileSync(json, `${JSON.stringify(document, null, 2)}\n`);
  writeFileSync(markdown, differentialMarkdown(run, expectationsFile));
  return { json, markdown };
}
