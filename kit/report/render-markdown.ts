// Renders a conformance report as Markdown: score, one table per area, uncovered, failing and unsupported rules,
// time to consistency, decided scenarios.
import type { ConformanceReport, RuleResult, ScenarioRef } from './aggregate.ts';
import { describeStats } from './consistency.ts';
import { kindLines } from './counted-apart.ts';
import { outcomeCounts, profileLines } from './render-console.ts';
import { describeRunTime } from './scenario-time.ts';
import type { ConformanceFile } from './statement.ts';

const STATUS_MARK: Readonly<Record<RuleResult['status'], string>> = {
  passed: '✅ passed',
  failed: '❌ failed',
  error: '⚠️ error',
  unsupported: '⛔ unsupported',
  excluded: '⏭️ excluded',
  deviates: '🔶 deviates',
  blocked: '🚧 blocked',
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

/** A fenced block inside a list item; the fence outgrows any run of backticks in the text. */
function fenced(text: string, indent: string): string[] {
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  return [`${indent}${fence}sh`, ...text.split('\n').map((line) => `${indent}${line}`), `${indent}${fence}`];
}

function header(report: ConformanceFile): string[] {
  const { score, totals, statement } = report;
  const target = statement.target;
  const lines = [
    '# Conformance report',
    '',
    `Generated ${report.generatedAt} by ${statement.kit.name} ${statement.kit.version} for ` +
      `${target.url ?? 'an unnamed target'}${target.version === null ? '' : ` (version ${target.version})`}.`,
    '',
    `**Score: ${score.rulesPassed} / ${score.rulesTotal} rules passed (${score.percent} %)**; ` +
      `${score.coveredRules} rules are covered by at least one scenario` +
      (score.rulesChecked === undefined || score.rulesChecked === score.rulesTotal
        ? '.'
        : `; this run checked ${score.rulesChecked} of them, ${score.rulesPassed} passed (${score.checkedPercent} %).`),
    '',
    `Scenarios: ${outcomeCounts(totals)}. Failed: the target answered against the spec; unsupported: ` +
      'it lacks a capability; excluded: the configuration left them out; error: the kit itself broke; ' +
      "deviates: failed as the run's deviation profile lists (a known deviation of a real system); blocked: " +
      'the target could not meet a precondition (the kit could not load the data), so nothing was judged.',
  ];
  if (report.scenarioKinds !== undefined)
    lines.push('', ...kindLines(report.scenarioKinds).map((line) => `- ${line}`));
  if (report.profile !== null) {
    const { profile } = report;
    lines.push(
      '',
      `**Deviation profile ${profile.name}** (${inline(profile.title)}): ${inline(profile.description)}`,
    );
    for (const line of profileLines(report).slice(1)) lines.push(`- ${inline(line)}`);
  }
  if (report.runFailure !== null) lines.push('', `**The run itself failed:** ${inline(report.runFailure)}`);
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
    a.unsupported,
    a.excluded,
    a.deviates,
    a.blocked,
    a.notCovered,
    `${a.percent} %`,
  ]);
  const columns = [
    'Area',
    'Rules',
    'Passed',
    'Failed',
    'Error',
    'Unsupported',
    'Excluded',
    'Deviates',
    'Blocked',
    'Not covered',
  ];
  lines.push(...table([...columns, 'Score'], areaRows));
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
  if (uncovered.length === 0) lines.push('None.');
  lines.push(...uncovered.map((rule) => `- **${rule.id}** (${rule.area}): ${inline(rule.summary)}`));
  const failing = report.rules.filter((rule) => rule.status === 'failed' || rule.status === 'error');
  lines.push('', `## Failing rules (${failing.length})`, '');
  if (failing.length === 0) lines.push('None.');
  for (const rule of failing) {
    lines.push(`- **${rule.id}** ${STATUS_MARK[rule.status]}: ${inline(rule.summary)}`);
    const bad = rule.scenarios.filter((s) => s.outcome === 'failed' || s.outcome === 'error');
    for (const scenario of bad) {
      lines.push(scenarioLine(scenario));
      if (scenario.reproduction !== undefined) lines.push(...fenced(scenario.reproduction, '    '));
    }
  }
  if (report.profile !== null) {
    const deviating = report.rules.filter((rule) => rule.status === 'deviates');
    lines.push('', `## Deviating rules (${deviating.length})`, '');
    if (deviating.length === 0) lines.push('None.');
    for (const rule of deviating) {
      lines.push(`- **${rule.id}** ${STATUS_MARK[rule.status]}: ${inline(rule.summary)}`);
      for (const scenario of rule.scenarios.filter((s) => s.outcome === 'deviates')) {
        lines.push(scenarioLine(scenario));
        if (scenario.deviation !== undefined)
          lines.push(`    evidence (${scenario.deviation.kind}): ${inline(scenario.deviation.evidence)}`);
      }
    }
  }
  lines.push(...behaviourSection(report));
  const blocked = report.blocked ?? [];
  if (blocked.length > 0) {
    lines.push('', `## Blocked scenarios (${blocked.reduce((sum, b) => sum + b.scenarios, 0)})`, '');
    lines.push('The target could not meet their preconditions; their rules got no verdict from them.', '');
    lines.push(
      ...table(
        ['Scenarios', 'Cause'],
        blocked.map((b) => [b.scenarios, inline(b.cause, 600)]),
      ),
    );
  }
  const unsupported = report.rules.filter((rule) => rule.status === 'unsupported');
  lines.push('', `## Unsupported rules (${unsupported.length})`, '');
  if (unsupported.length === 0) lines.push('None.');
  for (const rule of unsupported) {
    const reasons = [
      ...new Set(rule.scenarios.flatMap((s) => (s.outcome === 'unsupported' ? [s.reason] : []))),
    ];
    lines.push(
      `- **${rule.id}**: ${inline(rule.summary)} — ${inline(reasons.join('; ') || 'no reason given')}`,
    );
  }
  return lines;
}

/** The deviating scenarios by the distinct behaviour of the system they show. */
function behaviourSection(report: ConformanceReport): string[] {
  const behaviours = report.deviationBehaviours ?? [];
  if (behaviours.length === 0) return [];
  const scenarios = behaviours.reduce((total, b) => total + b.scenarios.length, 0);
  const lines = [
    '',
    `## Deviations by behaviour (${behaviours.length} behaviours, ${scenarios} scenarios)`,
    '',
  ];
  const rows = behaviours.map((b) => [
    b.scenarios.length,
    inline(b.behaviour, 300),
    b.kind,
    b.rules.join(', '),
  ]);
  return [...lines, ...table(['Scenarios', 'Behaviour', 'Kind', 'Rules'], rows)];
}

function consistencySection(report: ConformanceReport): string[] {
  const timed = report.rules.filter((rule) => rule.consistency !== undefined);
  if (timed.length === 0) return [];
  const lines = ['', '## Time to consistency', ''];
  lines.push('How long the target took to reach the expected state in asynchronous checks, per rule.', '');
  const rows = timed.map((rule) => [rule.id, rule.consistency ? describeStats(rule.consistency) : '']);
  return [...lines, ...table(['Rule', 'Checks'], rows)];
}

function timeSection(report: ConformanceReport): string[] {
  const time = report.time;
  if (time === undefined || time.scenarios === 0) return [];
  const lines = ['', '## Time', '', inline(describeRunTime(time)), ''];
  const rows = time.slowest.map((s) => [
    `${s.uri}:${s.line ?? ''} ${inline(s.name, 120)}`,
    (s.totalMs / 1000).toFixed(1),
    (s.targetMs / 1000).toFixed(1),
    (s.fixtures ?? []).join(', '),
  ]);
  return [
    ...lines,
    ...table(['Slowest scenarios', 'Seconds', 'On the target', 'Shared datasources read'], rows),
  ];
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

export function renderMarkdown(report: ConformanceFile): string {
  const unknown =
    report.unknownRuleIds.length === 0
      ? []
      : ['', `Scenarios carry rule IDs absent from spec/rules.json: ${report.unknownRuleIds.join(', ')}.`];
  return `${[...header(report), ...areaSections(report), ...ruleLists(report), ...consistencySection(report), ...timeSection(report), ...decidedSection(report), ...unknown].join('\n')}\n`;
}
