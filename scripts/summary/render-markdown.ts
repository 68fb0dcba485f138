// Renders a conformance report as Markdown: score, one table per area, uncovered and failing rules, decided scenarios.
import type { ConformanceReport, RuleResult, ScenarioRef } from './aggregate.ts';

const STATUS_MARK: Readonly<Record<RuleResult['status'], string>> = {
  passed: '✅ passed',
  failed: '❌ failed',
  error: '⚠️ error',
  skipped: '⏭️ skipped',
  'not covered': '· not covered',
};

/** Makes text safe for one Markdown table cell or list item: one line, pipes escaped, bounded length. */
export function inline(text: string, max = 240): string {
  const line = text.replace(/\s+/g, ' ').trim().replaceAll('|', '\\|');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

function scenarioLine(scenario: ScenarioRef): string {
  const reason = scenario.reason === undefined ? '' : ` — ${inline(scenario.reason)}`;
  const where = scenario.line === undefined ? scenario.uri : `${scenario.uri}:${scenario.line}`;
  return `  - ${scenario.outcome}: ${inline(scenario.name)} (\`${where}\`)${reason}`;
}

function header(report: ConformanceReport): string[] {
  const { score, totals } = report;
  const lines = [
    '# Conformance report',
    '',
    `Generated ${report.generatedAt}.`,
    '',
    `**Score: ${score.rulesPassed} / ${score.rulesTotal} rules passed (${score.percent} %)**; ` +
      `${score.coveredRules} rules are covered by at least one scenario.`,
    '',
    `Scenarios: ${totals.passed} passed, ${totals.failed} failed (non-conformance), ` +
      `${totals.error} harness errors, ${totals.skipped} skipped.`,
  ];
  if (report.target !== null && report.target !== undefined) {
    lines.push('', '<details><summary>Target</summary>', '', '```json');
    lines.push(JSON.stringify(report.target, null, 2), '```', '', '</details>');
  }
  return lines;
}

function areaSections(report: ConformanceReport): string[] {
  const lines = ['', '## Areas', ''];
  const areaRows = Object.entries(report.areas).map(([area, a]) => [
    area,
    a.total,
    a.passed,
    a.failed,
    a.error,
    a.skipped,
    a.notCovered,
    `${a.percent} %`,
  ]);
  lines.push(
    ...table(['Area', 'Rules', 'Passed', 'Failed', 'Error', 'Skipped', 'Not covered', 'Score'], areaRows),
  );
  for (const [area, counts] of Object.entries(report.areas)) {
    const rows = report.rules
      .filter((rule) => rule.area === area)
      .map((rule) => [
        rule.id,
        STATUS_MARK[rule.status],
        rule.certainty,
        rule.scenarios.length,
        inline(rule.summary),
      ]);
    lines.push('', `### ${area} (${counts.passed}/${counts.total} passed)`, '');
    lines.push(...table(['Rule', 'Status', 'Certainty', 'Scenarios', 'Summary'], rows));
  }
  return lines;
}

function ruleLists(report: ConformanceReport): string[] {
  const uncovered = Object.keys(report.areas).flatMap((area) =>
    report.rules.filter((rule) => rule.area === area && rule.status === 'not covered'),
  );
  const lines = ['', `## Rules not covered (${uncovered.length})`, ''];
  lines.push(...uncovered.map((rule) => `- **${rule.id}** (${rule.area}): ${inline(rule.summary)}`));
  const failing = report.rules.filter((rule) => rule.status === 'failed' || rule.status === 'error');
  lines.push('', `## Failing rules (${failing.length})`, '');
  if (failing.length === 0) lines.push('None.');
  for (const rule of failing) {
    lines.push(`- **${rule.id}** ${STATUS_MARK[rule.status]}: ${inline(rule.summary)}`);
    const bad = rule.scenarios.filter((s) => s.outcome === 'failed' || s.outcome === 'error');
    lines.push(...bad.map(scenarioLine));
  }
  return lines;
}

function decidedSection(report: ConformanceReport): string[] {
  if (report.decided.length === 0) return [];
  const lines = ['', `## Decided behaviour (${report.decided.length} scenarios)`, ''];
  lines.push(
    'Behaviour the spec leaves open; the kit decides it. These scenarios also count toward their rules.',
  );
  lines.push('');
  for (const scenario of report.decided) {
    const rules = scenario.rules.length > 0 ? ` [${scenario.rules.join(', ')}]` : '';
    lines.push(`${scenarioLine(scenario).trimStart()}${rules}`);
  }
  return lines;
}

export function renderMarkdown(report: ConformanceReport): string {
  const unknown =
    report.unknownRuleIds.length === 0
      ? []
      : ['', `Scenarios carry rule IDs absent from spec/rules.json: ${report.unknownRuleIds.join(', ')}.`];
  return `${[...header(report), ...areaSections(report), ...ruleLists(report), ...decidedSection(report), ...unknown].join('\n')}\n`;
}
