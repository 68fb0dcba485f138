// The statement of a corpus run (docs/conformance/sql-corpus-druid-<major>.md and .json): counts, classes, examples.
import { writeFileSync } from 'node:fs';
import type { CorpusQuery } from '../../kit/differential/corpus.ts';
import type { DivergenceClass } from '../../kit/differential/expectations.ts';
import type { NormalisedAnswer } from '../../kit/differential/normalise.ts';
import type { DifferentialResult, QueryResult } from '../../kit/differential/results.ts';

export interface StatementInput {
  readonly result: DifferentialResult;
  /** `/status` version of the target. */
  readonly druid: string;
  readonly reference: string;
  readonly commit: string;
  /** The corpus as written (placeholders), by id; the generated queries' ids start with `g-`. */
  readonly corpus: ReadonlyMap<string, CorpusQuery>;
  readonly command: string;
}

const EXAMPLES = 3;

const short = (answer: NormalisedAnswer | undefined): string => {
  if (answer === undefined) return '(none)';
  if (answer.kind === 'error') return `${answer.status} \`${answer.errorCode}\``;
  if (answer.kind === 'text')
    return `${answer.status}, a body that is not JSON: \`${answer.text.slice(0, 80)}…\``;
  const rows = JSON.stringify(answer.rows.slice(0, 3));
  return `${answer.rows.length} rows, types ${JSON.stringify(answer.header.at(-1))}, ${rows.length > 200 ? `${rows.slice(0, 200)}…` : rows}`;
};

type ClassName = DivergenceClass | 'unclassified';

const classOf = (query: QueryResult): ClassName => query.expectation?.class ?? 'unclassified';

function classLines(name: ClassName, queries: readonly QueryResult[], input: StatementInput): string[] {
  const byNote = new Map<string, QueryResult[]>();
  for (const query of queries) {
    const note = query.expectation?.note ?? `${query.kind ?? 'error'} divergence not listed`;
    byNote.set(note, [...(byNote.get(note) ?? []), query]);
  }
  return [
    `### ${name}: ${queries.length}`,
    '',
    ...[...byNote.entries()].flatMap(([note, group]) => [
      `- **${note}** (${group.length}: ${group.map((q) => q.id).join(', ')})`,
      ...(group[0]?.expectation?.evidence === undefined
        ? []
        : [`  Evidence: ${group[0].expectation.evidence}`]),
      ...group
        .slice(0, EXAMPLES)
        .flatMap((q) => [
          `  - \`${q.id}\` (${q.kind ?? 'not sent'}): \`${(input.corpus.get(q.id)?.query ?? q.query).replace(/\s+/g, ' ')}\``,
          q.expectation?.notSent === true
            ? '    Not sent to Druid (it never answers it, see the evidence)'
            : `    Druid: ${short(q.target)}; reference: ${short(q.reference)}`,
        ]),
    ]),
    '',
  ];
}

export function statementMarkdown(input: StatementInput): string {
  const { result } = input;
  const generated = result.queries.filter((q) => q.id.startsWith('g-'));
  const identical = (queries: readonly QueryResult[]) => queries.filter((q) => q.status === 'match').length;
  const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(2)}%`;
  const diverging = result.queries.filter((q) => q.status !== 'match');
  const classes = new Map<ClassName, QueryResult[]>();
  for (const query of diverging) classes.set(classOf(query), [...(classes.get(classOf(query)) ?? []), query]);
  const all = result.queries.length;
  return [
    `# The SQL corpus against Apache Druid ${input.druid}`,
    '',
    `Run ${result.startedAt} (${(result.durationMs / 1000).toFixed(0)} s) with \`${input.command}\`: the reference`,
    `${input.reference} at commit \`${input.commit}\` beside Druid's Router, both asked every query of`,
    '`kit/differential/corpus.json` (the differential corpus) and `kit/differential/generated-corpus.json` (generated',
    'from seed 31 by `kit/differential/generate/`), answers normalised and compared as the differential mode does',
    '(README "Differential mode"): numbers within a relative 1e-9 (1e-6 for FLOAT, 10% for approximate counts), rows',
    'as a multiset unless the query orders them all, header rows (names, types, SQL types) compared, errors by status',
    'and code.',
    '',
    '| | queries | identical | diverging |',
    '|---|---|---|---|',
    `| generated | ${generated.length} | ${identical(generated)} (${percent(identical(generated), generated.length)}) | ${generated.length - identical(generated)} |`,
    `| differential corpus | ${all - generated.length} | ${identical(result.queries) - identical(generated)} | ${all - generated.length - (identical(result.queries) - identical(generated))} |`,
    `| all | ${all} | ${identical(result.queries)} (${percent(identical(result.queries), all)}) | ${diverging.length} |`,
    '',
    ...(['target', 'reference'] as const).flatMap((side) => {
      const loaded = result.loaded[side];
      if (loaded === null) return [`The ${side}'s setup failed: ${result.setup[side]}`, ''];
      const who = side === 'target' ? 'Druid' : 'The reference';
      const skipped = loaded.skipped.length === 0 ? '' : ` It could not store: ${loaded.skipped.join('; ')}.`;
      return [`${who} loaded the tables with ${loaded.mode} ingestion.${skipped}`, ''];
    }),
    '## Generated queries by family',
    '',
    '| family | queries | identical |',
    '|---|---|---|',
    ...familyRows(generated),
    '',
    '## Divergences by class',
    '',
    'Each one is listed in the known-divergence file with its class, its note and its evidence; one not listed is',
    '`unclassified` and fails the run.',
    '',
    ...[...classes.entries()].flatMap(([name, queries]) => classLines(name, queries, input)),
    '## Druid bugs the generator steers around',
    '',
    'Found by earlier runs of this corpus against Druid 33 and kept out of the drawn queries, so that each query tests',
    'what it names (kit/differential/generate/, the comments at each rule); the facts hold the live answers:',
    '',
    ...STEERED.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** Druid bugs the grammar avoids (docs/facts/sql-semantics.md). */
const STEERED = [
  '`SUBSTRING(s, 0, …)` is a 500 on any row (§sql-semantics.4): SUBSTRING starts at 1 to 3.',
  "Literal-only expressions Calcite folds to NULL under a NOT NULL type (`REPEAT('x', -1)`, `CAST('x' AS BIGINT)`),",
  "  to an infinity (`POWER(0.0, -1)`), or a number compared with non-numeric text (`-0.75 < 'abc'`) are 400s or",
  '  500s (§sql-semantics.1, .3): those operands read a column.',
  "`TIME_PARSE('not a time')` and `TIME_PARSE('2024-02-30')` folded alone are a 500 (§sql-semantics.1, .6).",
  "`REGEXP_EXTRACT(s, '[a-z]+', 1)`, a group the pattern lacks, is a 500 (§sql-semantics.4).",
  'RIGHT and FULL joins repeat each unmatched right row once per segment of the left table (§sql-semantics.8):',
  '  drawn only where the left table has one segment or the join is refused.',
  'A multi-value string cast to a number, or passed to a function of numbers, fails mid-answer after a 200',
  '  (§sql-semantics.1, .11): the cast matrix keeps one such cast.',
].reduce<string[]>((lines, line) => {
  if (line.startsWith('  ')) lines[lines.length - 1] += ` ${line.trim()}`;
  else lines.push(line);
  return lines;
}, []);

function familyRows(generated: readonly QueryResult[]): string[] {
  const families = new Map<string, QueryResult[]>();
  for (const query of generated) {
    const family = query.id.replace(/^g-/, '').replace(/-\d+$/, '');
    families.set(family, [...(families.get(family) ?? []), query]);
  }
  return [...families.entries()].map(
    ([family, queries]) =>
      `| ${family} | ${queries.length} | ${queries.filter((q) => q.status === 'match').length} |`,
  );
}

export function writeStatement(markdownFile: string, input: StatementInput): void {
  writeFileSync(markdownFile, `${statementMarkdown(input)}\n`);
  const counts = {
    druid: input.druid,
    reference: input.reference,
    commit: input.commit,
    startedAt: input.result.startedAt,
    queries: input.result.queries.length,
    generated: input.result.queries.filter((q) => q.id.startsWith('g-')).length,
    identical: input.result.queries.filter((q) => q.status === 'match').length,
    divergences: input.result.queries
      .filter((q) => q.status !== 'match')
      .map((q) => ({
        id: q.id,
        status: q.status,
        kind: q.kind,
        class: q.expectation?.class ?? 'unclassified',
      })),
  };
  writeFileSync(markdownFile.replace(/\.md$/, '.json'), `${JSON.stringify(counts, null, 1)}\n`);
}
