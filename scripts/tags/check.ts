// Checks the tags of feature texts against the tag catalogue and the rule IDs of spec/rules.json (pure).
import { AstBuilder, compile, Errors, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { type GherkinDocument, IdGenerator, type Pickle, type Scenario, type Tag } from '@cucumber/messages';
import { CAPABILITIES, classifyTag } from '../../kit/report/tag-catalogue.ts';

export interface FeatureSource {
  /** Path reported in findings, e.g. `features/sql/query.feature`. */
  readonly uri: string;
  readonly text: string;
}

export interface Finding {
  readonly uri: string;
  readonly line: number;
  readonly message: string;
}

export interface TagReport {
  readonly findings: readonly Finding[];
  /** Number of pickles: one per Scenario, one per Examples row of a Scenario Outline. */
  readonly scenarios: number;
  /** Catalogue rule IDs carried by at least one scenario, sorted. */
  readonly rulesCovered: readonly string[];
}

/** Every tag written in the document: on the Feature, Rules, Scenarios and Examples. */
function writtenTags(document: GherkinDocument): Tag[] {
  const tags: Tag[] = [];
  const addScenario = (scenario: Scenario | undefined): void => {
    if (scenario === undefined) return;
    tags.push(...scenario.tags, ...scenario.examples.flatMap((examples) => examples.tags));
  };
  tags.push(...(document.feature?.tags ?? []));
  for (const child of document.feature?.children ?? []) {
    addScenario(child.scenario);
    tags.push(...(child.rule?.tags ?? []));
    for (const ruleChild of child.rule?.children ?? []) addScenario(ruleChild.scenario);
  }
  return tags;
}

function tagProblem(tag: string, ruleIds: ReadonlySet<string>): string | undefined {
  const classified = classifyTag(tag);
  switch (classified.kind) {
    case 'unknown':
      return `unknown tag ${tag} (not in the tag catalogue, see kit/report/tag-catalogue.ts)`;
    case 'rule':
      return ruleIds.has(classified.ruleId) ? undefined : `${tag} names no rule in spec/rules.json`;
    case 'needs':
      return classified.known
        ? undefined
        : `unknown capability in ${tag} (known: ${CAPABILITIES.join(', ')})`;
    default:
      return undefined;
  }
}

function parseFindings(uri: string, error: unknown): Finding[] {
  if (!(error instanceof Errors.GherkinException)) throw error;
  const errors = error.errors?.length ? error.errors : [error];
  return errors.map((each) => ({
    uri,
    line: each instanceof Errors.GherkinException ? (each.location?.line ?? 1) : 1,
    message: `cannot parse: ${each.message}`,
  }));
}

function parse(source: FeatureSource): { document?: GherkinDocument; findings: Finding[] } {
  const newId = IdGenerator.uuid();
  const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
  try {
    return { document: parser.parse(source.text), findings: [] };
  } catch (error) {
    return { findings: parseFindings(source.uri, error) };
  }
}

function pickleRuleIds(pickle: Pickle): string[] {
  return pickle.tags.flatMap((tag) => {
    const classified = classifyTag(tag.name);
    return classified.kind === 'rule' ? [classified.ruleId] : [];
  });
}

/** Checks every tag of every feature, and that every scenario (pickle) carries a rule-ID tag. */
export function checkTags(sources: readonly FeatureSource[], ruleIds: ReadonlySet<string>): TagReport {
  const findings: Finding[] = [];
  const covered = new Set<string>();
  let scenarios = 0;
  for (const source of sources) {
    const { document, findings: parseProblems } = parse(source);
    findings.push(...parseProblems);
    if (document === undefined) continue;
    for (const tag of writtenTags(document)) {
      const message = tagProblem(tag.name, ruleIds);
      if (message !== undefined) findings.push({ uri: source.uri, line: tag.location.line, message });
    }
    for (const pickle of compile(document, source.uri, IdGenerator.uuid())) {
      scenarios += 1;
      const ids = pickleRuleIds(pickle);
      for (const id of ids) if (ruleIds.has(id)) covered.add(id);
      if (ids.length === 0) {
        const line = pickle.location?.line ?? 1;
        findings.push({ uri: source.uri, line, message: `scenario "${pickle.name}" carries no rule-ID tag` });
      }
    }
  }
  findings.sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
  return { findings, scenarios, rulesCovered: [...covered].sort() };
}
