// Writes docs/conformance/<name>.md and .json from a kit run against a real server (the Druid labs, or a third-party
// server such as FerroDruid): how the run was made, the counts with and without the profile, the team's
// classification of each failure (a hand-written file), then the kit's report.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the statement needs from a run's conformance.json. */
interface RunSummary {
  readonly generatedAt: string;
  readonly totals: {
    passed: number;
    failed: number;
    unsupported: number;
    excluded: number;
    error: number;
    deviates: number;
    /** Scenarios the target could not set up; absent from runs before the kit had the outcome. */
    blocked?: number;
  };
  readonly score: { rulesPassed: number; rulesTotal: number; percent: number };
  readonly profile: { name: string } | null;
}

export interface StatementInput {
  readonly title: string;
  readonly commit: string;
  readonly command: string;
  readonly classification: string;
  /** Where the target came from, after "against"; the Druid lab's live server by default. */
  readonly origin?: string;
  readonly summary: RunSummary;
  readonly report: string;
}

/** The statement's Markdown (pure): the kit's report follows without its own title and generation line. */
export function statementMarkdown(input: StatementInput): string {
  const { totals: t, score, profile, generatedAt } = input.summary;
  const day = generatedAt.slice(0, 10);
  const rules = `${score.rulesPassed} / ${score.rulesTotal} rules passed (${score.percent} %)`;
  const blocked = t.blocked === undefined ? '' : `, ${t.blocked} blocked`;
  const origin =
    input.origin ??
    `the lab's live ${input.title}\n(assembled from Maven Central jars, see README "Running the kit against real Apache Druid")`;
  const profileLine =
    profile === null
      ? '- **No profile** was given to this run.'
      : `- **With the profile** (\`${profile.name}\`): ${t.passed} passed, ${t.deviates} deviate as listed, ` +
        `${t.failed} failed outside the profile, ${t.unsupported} unsupported${blocked}, ${t.error} kit errors.`;
  return [
    "<!-- Produced by the kit's own run; the classification below is the team's reading of each failure. -->",
    `# ${input.title}: the kit's verdict`,
    '',
    `Produced by the conformance kit at commit \`${input.commit}\` on ${day} against ${origin}, with:`,
    '',
    '```sh',
    input.command,
    '```',
    '',
    `- **Score:** ${rules}${profile === null ? '' : ' (the same with and without the profile: a deviating rule is not passed)'}.`,
    `- **Without the profile:** ${t.passed} passed, ${t.failed + t.deviates} failed, ${t.unsupported} unsupported` +
      `${blocked}, ${t.error} kit errors.`,
    profileLine,
    '',
    input.classification.trimEnd(),
    '',
    "## The kit's report, as written",
    '',
    withoutHeading(input.report),
  ].join('\n');
}

/** The report minus its "# Conformance report" title and "Generated …" line, which the statement's header replaces. */
const withoutHeading = (report: string): string =>
  report.replace(/^# Conformance report\n+Generated [^\n]*\n+/, '');

const USAGE =
  'usage: npm run druid:statement -- <run dir> <name> <title> <commit> <command> <classification file> [<origin>]\n' +
  '  e.g. reports/druid-33 apache-druid-33 "Apache Druid 33.0.0 (whole suite)" 1e13c21 "npm run …" class-33.md\n' +
  '  <origin> says where the target came from ("FerroDruid 1.5.1, built from its source"); the Druid lab by default';

function main(argv: readonly string[]): void {
  const [run, name, title, commit, command, classFile, origin] = argv;
  if (
    run === undefined ||
    name === undefined ||
    title === undefined ||
    commit === undefined ||
    command === undefined ||
    classFile === undefined ||
    !/^[a-z0-9][a-z0-9.-]*$/.test(name)
  ) {
    console.error(USAGE);
    process.exit(2);
  }
  const out = join(import.meta.dirname, '..', '..', 'docs', 'conformance');
  const summary = JSON.parse(readFileSync(join(run, 'conformance.json'), 'utf8')) as RunSummary;
  const text = statementMarkdown({
    title,
    commit,
    command,
    classification: readFileSync(classFile, 'utf8'),
    ...(origin === undefined ? {} : { origin }),
    summary,
    report: readFileSync(join(run, 'conformance.md'), 'utf8'),
  });
  writeFileSync(join(out, `${name}.md`), text);
  copyFileSync(join(run, 'conformance.json'), join(out, `${name}.json`));
  console.log(`written docs/conformance/${name}.md and .json`);
}

if (process.argv[1] === import.meta.filename) main(process.argv.slice(2));
