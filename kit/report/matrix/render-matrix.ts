// Renders a matrix as matrix.html (one self-contained page) and matrix.md.

import { anchor, html } from '../html/escape.ts';
import { badge } from '../html/render-rule.ts';
import { page } from '../html/style.ts';
import { compactIds } from '../render-console.ts';
import { inline } from '../render-markdown.ts';
import type { Matrix } from './merge.ts';

const ABSENT = '—';

const scoreText = ({ rulesPassed, rulesTotal, percent }: Matrix['columns'][number]['score']): string =>
  `${rulesPassed} / ${rulesTotal} (${percent} %)`;

function differingLine(matrix: Matrix): string {
  return matrix.differing.length === 0
    ? 'Every rule has the same status in every column.'
    : `Rules whose status differs between columns (${matrix.differing.length}): ${compactIds(matrix.differing)}`;
}

function scenarioLine(matrix: Matrix): string {
  const count = matrix.differingScenarios.length;
  return count === 0
    ? 'Every scenario has the same outcome in every column.'
    : `Scenarios whose outcome differs between columns: ${count} (listed below the rules).`;
}

export function renderMatrixHtml(matrix: Matrix): string {
  const head = matrix.columns.map((column) => html`<th>${column.label}</th>`);
  const scores = matrix.columns.map((column) => html`<td class="cell">${scoreText(column.score)}</td>`);
  const areas = matrix.areas.map(
    ({ area, rows }) =>
      html`<tr id="${anchor('area', area)}"><th colspan="${matrix.columns.length + 1}">${area}</th></tr>${rows.map(
        (row) =>
          html`<tr${row.differs ? html` class="differs"` : ''}><td title="${row.summary}"><code>${row.id}</code>${row.differs ? ' (differs)' : ''}</td>${row.cells.map(
            (cell) => html`<td class="cell">${cell === null ? ABSENT : badge(cell)}</td>`,
          )}</tr>`,
      )}`,
  );
  const body = html`<h1>Conformance matrix</h1>
<p class="meta">${matrix.columns.length} runs · ${matrix.areas.reduce((n, a) => n + a.rows.length, 0)} rules · ${ABSENT}: the run's catalogue has no such rule</p>
<p class="differing">${differingLine(matrix)}</p>
<p class="differing">${scenarioLine(matrix)}</p>
<table class="matrix"><tr><th>Rule</th>${head}</tr><tr><th>Score</th>${scores}</tr>${areas}</table>
${
  matrix.differingScenarios.length === 0
    ? ''
    : html`<h2>Scenarios whose outcome differs</h2>
<table class="matrix"><tr><th>Scenario</th>${head}</tr>${matrix.differingScenarios.map(
        (scenario) =>
          html`<tr class="differs"><td>${scenario.key}</td>${scenario.outcomes.map(
            (outcome) => html`<td class="cell">${outcome ?? ABSENT}</td>`,
          )}</tr>`,
      )}</table>`
}`;
  return page('Conformance matrix', body);
}

export function renderMatrixMarkdown(matrix: Matrix): string {
  const cell = (text: string): string => inline(text, 80);
  const lines = ['# Conformance matrix', '', differingLine(matrix), '', scenarioLine(matrix), ''];
  lines.push(`| Rule | ${matrix.columns.map((c) => cell(c.label)).join(' | ')} |`);
  lines.push(`|---|${matrix.columns.map(() => '---').join('|')}|`);
  lines.push(`| **Score** | ${matrix.columns.map((c) => scoreText(c.score)).join(' | ')} |`);
  for (const { area, rows } of matrix.areas) {
    lines.push(`| **${cell(area)}** |${matrix.columns.map(() => ' ').join('|')}|`);
    for (const row of rows) {
      const id = row.differs ? `${row.id} ≠` : row.id;
      lines.push(`| ${id} | ${row.cells.map((status) => status ?? ABSENT).join(' | ')} |`);
    }
  }
  if (matrix.differingScenarios.length > 0) {
    lines.push('', '## Scenarios whose outcome differs', '');
    lines.push(`| Scenario | ${matrix.columns.map((c) => cell(c.label)).join(' | ')} |`);
    lines.push(`|---|${matrix.columns.map(() => '---').join('|')}|`);
    for (const scenario of matrix.differingScenarios)
      lines.push(`| ${cell(scenario.key)} | ${scenario.outcomes.map((o) => o ?? ABSENT).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
