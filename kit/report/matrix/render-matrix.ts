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

const showScenarios = (matrix: Matrix): boolean => !matrix.rulesOnly && matrix.differingScenarios.length > 0;

export function renderMatrixHtml(matrix: Matrix): string {
  const head = matrix.columns.map((column) => html`<th>${column.label}</th>`);
  const noteHead = matrix.noted ? html`<th>Note</th>` : '';
  const scores = matrix.columns.map((column) => html`<td class="cell">${scoreText(column.score)}</td>`);
  const span = matrix.columns.length + (matrix.noted ? 2 : 1);
  const areas = matrix.areas.map(
    ({ area, rows }) =>
      html`<tr id="${anchor('area', area)}"><th colspan="${span}">${area}</th></tr>${rows.map(
        (row) =>
          html`<tr id="${anchor('rule', row.id)}"${row.differs ? html` class="differs"` : ''}><td title="${row.summary}"><code>${row.id}</code>${row.differs ? ' (differs)' : ''}<br><small>${row.summary}</small></td>${row.cells.map(
            (cell) => html`<td class="cell">${cell === null ? ABSENT : badge(cell)}</td>`,
          )}${matrix.noted ? html`<td><small>${row.note ?? ''}</small></td>` : ''}</tr>`,
      )}`,
  );
  const body = html`<h1>Conformance matrix</h1>
<p class="meta">${matrix.columns.length} runs · ${matrix.areas.reduce((n, a) => n + a.rows.length, 0)} rules · ${ABSENT}: the run's catalogue has no such rule</p>
<p class="differing">${differingLine(matrix)}</p>
${matrix.rulesOnly ? '' : html`<p class="differing">${scenarioLine(matrix)}</p>`}
<table class="matrix"><tr><th>Rule</th>${head}${noteHead}</tr><tr><th>Score</th>${scores}${matrix.noted ? html`<td></td>` : ''}</tr>${areas}</table>
${
  !showScenarios(matrix)
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
  const lines = ['# Conformance matrix', '', differingLine(matrix), ''];
  if (!matrix.rulesOnly) lines.push(scenarioLine(matrix), '');
  const note = (text: string): string[] => (matrix.noted ? [text] : []);
  const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  lines.push(row(['Rule', ...matrix.columns.map((c) => cell(c.label)), ...note('Note')]));
  lines.push(`|---|${matrix.columns.map(() => '---').join('|')}|${matrix.noted ? '---|' : ''}`);
  lines.push(row(['**Score**', ...matrix.columns.map((c) => scoreText(c.score)), ...note('')]));
  for (const { area, rows } of matrix.areas) {
    lines.push(row([`**${cell(area)}**`, ...matrix.columns.map(() => ''), ...note('')]));
    for (const r of rows) {
      const id = r.differs ? `${r.id} ≠` : r.id;
      lines.push(row([id, ...r.cells.map((status) => status ?? ABSENT), ...note(inline(r.note ?? '', 400))]));
    }
  }
  if (showScenarios(matrix)) {
    lines.push('', '## Scenarios whose outcome differs', '');
    lines.push(`| Scenario | ${matrix.columns.map((c) => cell(c.label)).join(' | ')} |`);
    lines.push(`|---|${matrix.columns.map(() => '---').join('|')}|`);
    for (const scenario of matrix.differingScenarios)
      lines.push(`| ${cell(scenario.key)} | ${scenario.outcomes.map((o) => o ?? ABSENT).join(' | ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
