// CLI: merges several runs (conformance.json files or report directories) into matrix.html and matrix.md.
// Usage: conformance-matrix <conformance.json | dir>… [--label name=path]… [--notes file] [--rules-only] [--out dir]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeRuns } from './matrix/merge.ts';
import { MatrixInputError, parseMatrixArgs, readNotes, readRuns } from './matrix/read-runs.ts';
import { renderMatrixHtml, renderMatrixMarkdown } from './matrix/render-matrix.ts';

try {
  const { sources, out, notes, rulesOnly } = parseMatrixArgs(process.argv.slice(2));
  const matrix = mergeRuns(readRuns(sources), {
    ...(notes === undefined ? {} : { notes: readNotes(notes) }),
    rulesOnly: rulesOnly === true,
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'matrix.html'), renderMatrixHtml(matrix));
  writeFileSync(join(out, 'matrix.md'), renderMatrixMarkdown(matrix));
  for (const column of matrix.columns)
    console.log(`${column.label}: ${column.score.rulesPassed}/${column.score.rulesTotal} rules passed`);
  console.log(
    `${matrix.differing.length} rules and ${matrix.differingScenarios.length} scenarios differ between runs; wrote ${join(out, 'matrix.html')} and matrix.md`,
  );
} catch (error) {
  if (!(error instanceof MatrixInputError)) throw error;
  console.error(`conformance-matrix: ${error.message}`);
  console.error(
    'usage: conformance-matrix <conformance.json | report dir>… [--label name=path]… [--notes file] [--rules-only] [--out dir]',
  );
  process.exit(2);
}
