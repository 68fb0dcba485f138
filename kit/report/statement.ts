// The machine-readable conformance statement: which kit checked which target against which rules, and the verdict.
import { createHash } from 'node:crypto';
import type { ConformanceReport } from './aggregate.ts';
import type { RuleStatus } from './outcomes.ts';

/** The spec the rule catalogue is taken from; its text states no version of its own (only the API paths carry one). */
const SPEC = { title: 'Analytics Cluster HTTP API', version: null } as const;

export interface ConformanceStatement {
  readonly kit: { readonly name: string; readonly version: string };
  readonly spec: {
    readonly title: string;
    /** Null: the spec states no version. The catalogue's digest identifies the rules checked. */
    readonly version: string | null;
    readonly catalogue: { readonly rules: number; readonly sha256: string };
  };
  readonly target: {
    /** As target.json gives it: credentials redacted, or `in-process reference server`. */
    readonly url: string | null;
    /** What the target reports at GET /status, or null. */
    readonly version: string | null;
    readonly capabilities: readonly string[];
  };
  /** The deviation profile the run was judged with: `deviates` rules deviate as that system does. */
  readonly profile: { readonly name: string; readonly title: string } | null;
  readonly rules: Readonly<Record<string, RuleStatus>>;
  readonly ruleCounts: ConformanceReport['ruleCounts'];
  readonly score: ConformanceReport['score'];
  readonly generatedAt: string;
}

/** conformance.json: the report and its statement. */
export interface ConformanceFile extends ConformanceReport {
  readonly statement: ConformanceStatement;
}

export interface StatementInput {
  /** name and version from the kit's package.json. */
  readonly kit: { readonly name: string; readonly version: string };
  /** The text of spec/rules.json, whose digest names the catalogue. */
  readonly catalogueText: string;
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function conformanceStatement(report: ConformanceReport, input: StatementInput): ConformanceStatement {
  const capabilities = field(report.target, 'capabilities');
  return {
    kit: input.kit,
    spec: {
      ...SPEC,
      catalogue: {
        rules: report.rules.length,
        sha256: createHash('sha256').update(input.catalogueText).digest('hex'),
      },
    },
    target: {
      url: stringOrNull(field(report.target, 'target')),
      version: stringOrNull(field(report.target, 'targetVersion')),
      capabilities: Array.isArray(capabilities) ? capabilities.filter((c) => typeof c === 'string') : [],
    },
    profile: report.profile === null ? null : { name: report.profile.name, title: report.profile.title },
    rules: Object.fromEntries(report.rules.map((rule) => [rule.id, rule.status])),
    ruleCounts: report.ruleCounts,
    score: report.score,
    generatedAt: report.generatedAt,
  };
}
