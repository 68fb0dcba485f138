// Renders the short stdout summary of a conformance report; its last line is the one CI greps for.
import type { ConformanceReport } from './aggregate.ts';
import { blockedLines } from './blocked.ts';
import { kindLines } from './counted-apart.ts';
import { OUTCOMES, type Outcome } from './outcomes.ts';
import { describeRunTime, describeSlowest } from './scenario-time.ts';

/** Compacts rule IDs, in the given order, into runs of consecutive numbers, e.g. `CCF-001..003, CCF-007, SQL-010`. */
export function compactIds(ids: readonly string[]): string {
  const parts: string[] = [];
  let start: { prefix: string; from: number; to: number } | undefined;
  const flush = (): void => {
    if (start === undefined) return;
    const pad = (n: number): string => String(n).padStart(3, '0');
    const { prefix, from, to } = start;
    parts.push(from === to ? `${prefix}-${pad(from)}` : `${prefix}-${pad(from)}..${pad(to)}`);
  };
  for (const id of ids) {
    const [prefix = '', digits = ''] = id.split('-');
    const n = Number(digits);
    if (start !== undefined && start.prefix === prefix && start.to + 1 === n) {
      start.to = n;
      continue;
    }
    flush();
    start = { prefix, from: n, to: n };
  }
  flush();
  return parts.join(', ');
}

/** The outcomes a line lists, in the contract's order: `3 passed, 1 failed, 0 unsupported, …`. */
export function outcomeCounts(totals: Readonly<Record<Outcome, number>>): string {
  return OUTCOMES.map((outcome) => `${totals[outcome]} ${outcome}`).join(', ');
}

/** The deviation profile's verdict: what deviated as listed, what is new, and the problems that fail the run. */
export function profileLines(report: ConformanceReport): string[] {
  const { profile, totals } = report;
  if (profile === null) return [];
  const behaviours = report.deviationBehaviours?.length;
  const lines = [
    `profile ${profile.name} (${profile.title}): ${totals.deviates} scenarios deviate as listed` +
      `${behaviours === undefined ? '' : `, ${behaviours} distinct behaviours`} ` +
      `(${profile.deviating} of ${profile.listed} entries; ${profile.notJudged} not judged in this run)`,
  ];
  if (profile.newDeviations > 0)
    lines.push(`new deviations: ${profile.newDeviations} failed scenarios the profile does not list`);
  for (const problem of profile.problems) lines.push(`profile problem: ${problem}`);
  return lines;
}

/**
 * The headline: the rules this run checked and how many passed, with the catalogue's total beside it when the run
 * checked only part of it (a tag filter, some features), so a green partial run does not read as a low score.
 */
export function scoreLine({ score }: ConformanceReport): string {
  const checked = score.rulesChecked ?? score.rulesTotal;
  const catalogue = `${score.rulesPassed}/${score.rulesTotal} rules passed (${score.percent}%)`;
  if (checked === score.rulesTotal) return `score: ${catalogue}, ${score.coveredRules} covered`;
  return (
    `score: ${score.rulesPassed}/${checked} rules this run checked passed (${score.checkedPercent ?? 0}%); ` +
    `catalogue: ${catalogue}`
  );
}

export function renderConsole(report: ConformanceReport, malformedLines: number): string[] {
  const { totals } = report;
  const width = Math.max('area'.length, ...Object.keys(report.areas).map((area) => area.length));
  const columns = ['covered', 'passed', 'failed', 'error', 'unsupported', 'excluded', 'deviates', 'blocked'];
  const lines = [scoreLine(report), `${'area'.padEnd(width)}  ${columns.join('  ')}`];
  for (const [area, a] of Object.entries(report.areas)) {
    const cells = [
      `${a.total - a.notCovered}/${a.total}`,
      a.passed,
      a.failed,
      a.error,
      a.unsupported,
      a.excluded,
      a.deviates,
      a.blocked,
    ];
    const row = cells.map((cell, i) => String(cell).padStart(columns[i]?.length ?? 0));
    lines.push(`${area.padEnd(width)}  ${row.join('  ')}`);
  }
  const uncovered = Object.keys(report.areas).flatMap((area) =>
    report.rules
      .filter((rule) => rule.area === area && rule.status === 'not covered')
      .map((rule) => rule.id)
      .sort(),
  );
  if (uncovered.length > 0) lines.push(`not covered (${uncovered.length}): ${compactIds(uncovered)}`);
  if (report.scenarioKinds !== undefined) lines.push(...kindLines(report.scenarioKinds));
  if (totals.error > 0)
    lines.push(`harness errors: ${totals.error} scenarios (the kit broke, not the target)`);
  lines.push(...blockedLines(report.blocked ?? []));
  lines.push(...profileLines(report));
  if (report.unknownRuleIds.length > 0) lines.push(`unknown rule IDs: ${report.unknownRuleIds.join(', ')}`);
  if (report.runFailure !== null) lines.push(`warning: the run itself failed: ${report.runFailure}`);
  if (malformedLines > 0) lines.push(`warning: ${malformedLines} malformed line(s) in messages.ndjson`);
  if (report.time !== undefined && report.time.scenarios > 0) {
    lines.push(
      describeRunTime(report.time),
      'slowest scenarios:',
      ...describeSlowest({ ...report.time, slowest: report.time.slowest.slice(0, 5) }),
    );
  }
  lines.push(`conformance: ${outcomeCounts(totals)}`);
  return lines;
}
