// conformance.html: the run's configuration, totals per outcome and the score, then per area its counts and its
// rules in catalogue order (rules and scenarios expand with <details>; no script, no external asset).
import { type AreaResult, type RuleResult, scenarioKey } from '../aggregate.ts';
import { kindLines } from '../counted-apart.ts';
import { OUTCOMES, RULE_STATUSES, type RuleStatus } from '../outcomes.ts';
import type { ScenarioResult } from '../read-messages.ts';
import { profileLines } from '../render-console.ts';
import type { ConformanceFile } from '../statement.ts';
import { anchor, type Html, html } from './escape.ts';
import { badge, MAX_EXCHANGES_PER_STEP, ruleBlock } from './render-rule.ts';
import { page } from './style.ts';

const AREA_COLUMNS: readonly [RuleStatus, keyof AreaResult][] = [
  ['passed', 'passed'],
  ['failed', 'failed'],
  ['error', 'error'],
  ['unsupported', 'unsupported'],
  ['excluded', 'excluded'],
  ['deviates', 'deviates'],
  ['blocked', 'blocked'],
  ['not covered', 'notCovered'],
];

function configuration(target: unknown): Html {
  if (typeof target !== 'object' || target === null)
    return html`<p class="meta">No target.json was found beside the messages.</p>`;
  const rows = Object.entries(target).map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return html`<tr><th>${key}</th><td>${text}</td></tr>`;
  });
  return html`<table class="config">${rows}</table>`;
}

/** A bar of the rules of an area by status, in the order of the columns. */
function bar(area: AreaResult): Html {
  const spans = AREA_COLUMNS.map(([status, key]) => {
    const width = area.total === 0 ? 0 : (Number(area[key]) / area.total) * 100;
    return width === 0
      ? ''
      : html`<span class="${status.replace(' ', '-')}" style="width:${width.toFixed(2)}%"></span>`;
  });
  return html`<div class="bar" aria-hidden="true">${spans}</div>`;
}

/** The deviation profile the run was judged with, and what fails the run besides failed scenarios. */
function profileBlock(report: ConformanceFile): Html | string {
  const { profile } = report;
  if (profile === null) return '';
  const [summary, ...rest] = profileLines(report);
  const problems = rest.map((line) => html`<li>${line}</li>`);
  const behaviours = (report.deviationBehaviours ?? []).map(
    (b) =>
      html`<tr><td class="n">${b.scenarios.length}</td><td>${b.behaviour}</td><td>${b.kind}</td><td>${b.rules.join(', ')}</td></tr>`,
  );
  const byBehaviour =
    behaviours.length === 0
      ? ''
      : html`<h3>Deviations by behaviour (${behaviours.length})</h3><table class="behaviours"><tr><th>Scenarios</th><th>Behaviour</th><th>Kind</th><th>Rules</th></tr>${behaviours}</table>`;
  return html`<section class="profile"><h2>Deviation profile</h2><p><strong>${profile.title}</strong> (${profile.name}): ${profile.description}</p><p>${summary ?? ''}</p>${problems.length > 0 ? html`<ul class="warning">${problems}</ul>` : ''}${byBehaviour}</section>`;
}

function top(report: ConformanceFile): Html {
  const { score, totals, ruleCounts, statement } = report;
  const version = statement.target.version === null ? 'not reported' : statement.target.version;
  const outcomeRow = OUTCOMES.map((outcome) => html`<td class="n">${totals[outcome]}</td>`);
  const statusRow = RULE_STATUSES.map((status) => html`<td class="n">${ruleCounts[status]}</td>`);
  return html`<h1>Conformance report</h1>
<p class="meta">${statement.spec.title} · ${report.rules.length} rules · kit ${statement.kit.name} ${statement.kit.version} · generated ${report.generatedAt}</p>
<p class="score">Score: ${score.rulesPassed} / ${score.rulesTotal} rules passed (${score.percent} %)</p>
${report.runFailure === null ? '' : html`<p class="warning"><strong>The run itself failed:</strong> ${report.runFailure}</p>`}
<p>Target ${statement.target.url ?? 'unknown'}, version ${version}. ${score.coveredRules} rules are covered by at least one scenario.</p>
<table class="totals"><tr><th></th>${OUTCOMES.map((o) => html`<th>${badge(o)}</th>`)}<th>${badge('not covered')}</th></tr>
<tr><th>Scenarios</th>${outcomeRow}<td class="n">–</td></tr><tr><th>Rules</th>${statusRow}</tr></table>
${report.scenarioKinds === undefined ? '' : html`<ul class="kinds">${kindLines(report.scenarioKinds).map((line) => html`<li>${line}</li>`)}</ul>`}
<p class="meta">Failed: the target answered against the spec. Unsupported: the target lacks a capability. Excluded: the configuration left the scenario out. Error: the kit itself broke or the target was unreachable — no verdict on the target. Deviates: failed the way the run's deviation profile lists — a known deviation of a real system, which does not fail the run.</p>
${profileBlock(report)}<h2>Configuration</h2>${configuration(report.target)}`;
}

function areasTable(report: ConformanceFile): Html {
  const rows = Object.entries(report.areas).map(
    ([area, counts]) =>
      html`<tr><td><a href="#${anchor('area', area)}">${area}</a></td><td class="n">${counts.total}</td>${AREA_COLUMNS.map(
        ([, key]) => html`<td class="n">${counts[key]}</td>`,
      )}<td class="n">${counts.percent} %</td><td>${bar(counts)}</td></tr>`,
  );
  const head = AREA_COLUMNS.map(([status]) => html`<th>${status}</th>`);
  return html`<h2>Areas</h2><table class="areas"><tr><th>Area</th><th>Rules</th>${head}<th>Score</th><th></th></tr>${rows}</table>`;
}

function areaSection(area: string, counts: AreaResult, rules: readonly Html[]): Html {
  const parts = AREA_COLUMNS.filter(([, key]) => Number(counts[key]) > 0).map(
    ([status, key]) => `${counts[key]} ${status}`,
  );
  return html`<section id="${anchor('area', area)}"><h2>${area}</h2><p>${counts.total} rules: ${parts.join(', ')}.</p>${rules}</section>`;
}

export function renderHtml(report: ConformanceFile, scenarios: readonly ScenarioResult[]): string {
  const details = new Map(scenarios.map((scenario) => [scenarioKey(scenario), scenario]));
  const cache = new Map<string, Html>();
  const byArea = new Map<string, RuleResult[]>();
  for (const rule of report.rules) byArea.set(rule.area, [...(byArea.get(rule.area) ?? []), rule]);
  const sections = Object.entries(report.areas).map(([area, counts]) =>
    areaSection(
      area,
      counts,
      (byArea.get(area) ?? []).map((rule) => ruleBlock(rule, details, cache)),
    ),
  );
  const note = html`<p class="meta">HTTP evidence is kept for failed and error scenarios only (the last ${MAX_EXCHANGES_PER_STEP} exchanges of each step); messages.ndjson and cucumber.html hold every exchange of the run.</p>`;
  const title = `Conformance report — ${report.statement.target.url ?? 'target'}`;
  return page(title, html`${top(report)}${areasTable(report)}${note}${sections}`);
}
