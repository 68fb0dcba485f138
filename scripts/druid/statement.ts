// Writes docs/conformance/<name>.md and .json from a kit run against a real server (the Druid labs, or a third-party
// server such as FerroDruid): how the run was made, the counts with and without the profile, the team's
// classification of each failure (a hand-written file), then the kit's report.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kindLines, type ScenarioKinds } from '../../kit/report/counted-apart.ts';
import { readNotes } from '../../kit/report/matrix/read-runs.ts';

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
  readonly scenarioKinds?: ScenarioKinds;
  readonly deviationBehaviours?: readonly unknown[];
  readonly rules?: readonly {
    id: string;
    status: string;
    scenarios: readonly { outcome: string; reason?: string }[];
  }[];
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
  /** Why no real Druid here checks a rule, by rule ID (docs/conformance/matrix-notes.json). */
  readonly notes?: ReadonlyMap<string, string>;
}

/** The statuses under which a run gave a rule no verdict. */
const UNCHECKED = new Set(['unsupported', 'blocked', 'excluded', 'not covered']);

/** Every rule the run did not check, with the team's note on why (else the kit's reason). */
function uncheckedSection(summary: RunSummary, notes: ReadonlyMap<string, string>): string[] {
  const rules = (summary.rules ?? []).filter((rule) => UNCHECKED.has(rule.status));
  if (rules.length === 0) return [];
  const lines = [
    `## Rules this run could not check (${rules.length})`,
    '',
    'Each with why, from `docs/conformance/matrix-notes.json` where no real Druid here can check it, else the ' +
      "kit's reason (a capability this lab lacks, which another lab or version may have: see the matrix).",
    '',
  ];
  for (const rule of rules) {
    const reasons = [...new Set(rule.scenarios.flatMap((s) => (s.reason === undefined ? [] : [s.reason])))];
    const why = notes.get(rule.id) ?? (reasons.join('; ') || 'no scenario ran');
    lines.push(`- **${rule.id}** (${rule.status}): ${why.replace(/\s+/g, ' ')}`);
  }
  return [...lines, ''];
}

/** The statement's Markdown (pure): the kit's report follows without its own title and generation line. */
export function statementMarkdown(input: StatementInput): string {
  const { totals: t, score, profile, generatedAt } = input.summary;
  const day = generatedAt.slice(0, 10);
  const blocked = t.blocked ?? 0;
  const scenarios = t.passed + t.failed + t.unsupported + t.excluded + t.error + t.deviates + blocked;
  const kinds = input.summary.scenarioKinds === undefined ? [] : kindLines(input.summary.scenarioKinds);
  const behaviours = input.summary.deviationBehaviours?.length;
  const rules = `${score.rulesPassed} / ${score.rulesTotal} rules passed (${score.percent} %)`;
  const blockedText = t.blocked === undefined ? '' : `, ${t.blocked} blocked`;
  const origin =
    input.origin ??
    `the lab's live ${input.title}\n(assembled from Maven Central jars, see README "Running the kit against real Apache Druid")`;
  const profileLine =
    profile === null
      ? '- **No profile** was given to this run.'
      : `- **With the profile** (\`${profile.name}\`): ${t.passed} passed, ${t.deviates} deviate as listed, ` +
        `${t.failed} failed outside the profile, ${t.unsupported} unsupported${blockedText}, ${t.error} kit errors` +
        (behaviours === undefined ? '.' : `; the deviations are ${behaviours} distinct behaviours.`);
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
    `- **Scenarios:** ${scenarios}, every scenario of the suite at that commit` +
      (blocked === 0 ? '.' : ` (${blocked} blocked: the target could not set them up).`),
    ...kinds.map((line) => `- ${line.replace(/^(stated rules|decided):/, (label) => `**${label}**`)}`),
    `- **Score:** ${rules}${profile === null ? '' : ' (the same with and without the profile: a deviating rule is not passed)'}.`,
    `- **Without the profile:** ${t.passed} passed, ${t.failed + t.deviates} failed, ${t.unsupported} unsupported` +
      `${blockedText}, ${t.error} kit errors.`,
    profileLine,
    '',
    input.classification.trimEnd(),
    '',
    ...uncheckedSection(input.summary, input.notes ?? new Map()),
    "## The kit's report, as written",
    '',
    withoutHeading(input.report),
  ].join('\n');
}

/** The report minus its "# Conformance report" title and "Generated …" line, which the statement's header replaces. */
const withoutHeading = (report: string): string =>
  report.replace(/^# Conformance report\n+Generated [^\n]*\n+/, '');

const USAGE =
  'usage: npm run druid:statement -- <run dir> <name> <title> <commit> <command> <classification file> [<notes file> [<origin>]]\n' +
  '  e.g. reports/druid-33 apache-druid-33 "Apache Druid 33.0.0 (whole suite)" 1e13c21 "npm run …" class-33.md\n' +
  '  <notes file> says why no real Druid here checks a rule (docs/conformance/matrix-notes.json; - for none);\n' +
  '  <origin> says where the target came from ("FerroDruid 1.5.1, built from its source"); the Druid lab by default';

function main(argv: readonly string[]): void {
  const [run, name, title, commit, command, classFile, notesArgument, origin] = argv;
  const notesFile = notesArgument === '-' ? undefined : notesArgument;
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
    ...(notesFile === undefined ? {} : { notes: readNotes(notesFile) }),
  });
  writeFileSync(join(out, `${name}.md`), text);
  copyFileSync(join(run, 'conformance.json'), join(out, `${name}.json`));
  console.log(`written docs/conformance/${name}.md and .json`);
}

if (process.argv[1] === import.meta.filename) main(process.argv.slice(2));
