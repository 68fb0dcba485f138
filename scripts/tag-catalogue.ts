// The closed catalogue of Gherkin tags the feature files may use, and a classifier for a single tag.
import { CAPABILITIES as CAPABILITY_DESCRIPTIONS, type Capability } from '../steps/support/capabilities.ts';

/** The areas of spec/rules.json; `@<area>` tags name one of them. */
export const AREAS = [
  'sql',
  'statements',
  'tasks',
  'compaction',
  'coordinator-config',
  'overlord-config',
  'rules',
  'segments',
  'legacy-metadata',
  'security',
  'general',
] as const;
export type Area = (typeof AREAS)[number];

/** What a target must offer for a `@needs:<capability>` scenario to run; defined beside the hook that skips. */
export const CAPABILITIES = Object.keys(CAPABILITY_DESCRIPTIONS) as readonly Capability[];

/** The step of request handling a `@phase:<phase>` scenario exercises. */
export const PHASES = ['parse', 'validate', 'execute'] as const;
export type Phase = (typeof PHASES)[number];

export type TagKind = 'rule' | 'area' | 'serial' | 'decided' | 'optional' | 'needs' | 'known-gap' | 'phase';

export interface TagFamily {
  readonly kind: TagKind;
  /** How the tag is written, with `<...>` standing for its variable part. */
  readonly form: string;
  readonly description: string;
}

/** Every tag family allowed in features/; any other tag is an error. */
export const TAG_CATALOGUE: readonly TagFamily[] = [
  {
    kind: 'rule',
    form: '@<AAA-000>',
    description: 'ID of a spec rule the scenario checks; must exist in spec/rules.json.',
  },
  {
    kind: 'area',
    form: '@<area>',
    description: `Area of the spec the feature belongs to, one of: ${AREAS.join(', ')}. Normally on the Feature line.`,
  },
  {
    kind: 'serial',
    form: '@serial',
    description: 'Changes cluster-global state; never runs in parallel with another @serial scenario.',
  },
  {
    kind: 'decided',
    form: '@decided',
    description:
      'Checks behaviour the spec leaves open and the kit decides (reason in the feature description); reported separately.',
  },
  { kind: 'optional', form: '@optional', description: 'Checks a "may" behaviour of the spec.' },
  {
    kind: 'needs',
    form: '@needs:<capability>',
    description: `Runs only on a target offering the capability, one of: ${CAPABILITIES.join(', ')}.`,
  },
  {
    kind: 'known-gap',
    form: '@known-gap:<issue-number>',
    description: 'Known non-conformance of the reference, tracked by the issue.',
  },
  {
    kind: 'phase',
    form: '@phase:<phase>',
    description: `Request-handling phase the scenario exercises, one of: ${PHASES.join(', ')}.`,
  },
];

export const RULE_ID_TAG = /^@([A-Z]{3}-\d{3})$/;

export type ClassifiedTag =
  | { readonly kind: 'rule'; readonly ruleId: string }
  | { readonly kind: 'area'; readonly area: Area }
  | { readonly kind: 'serial' | 'decided' | 'optional' }
  | { readonly kind: 'needs'; readonly capability: string; readonly known: boolean }
  | { readonly kind: 'known-gap'; readonly issue: number }
  | { readonly kind: 'phase'; readonly phase: Phase }
  | { readonly kind: 'unknown' };

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Which catalogue family a tag (written with its leading `@`) belongs to. */
export function classifyTag(tag: string): ClassifiedTag {
  const ruleId = RULE_ID_TAG.exec(tag)?.[1];
  if (ruleId !== undefined) return { kind: 'rule', ruleId };
  if (!tag.startsWith('@')) return { kind: 'unknown' };
  const name = tag.slice(1);
  if (isOneOf(AREAS, name)) return { kind: 'area', area: name };
  if (name === 'serial' || name === 'decided' || name === 'optional') return { kind: name };
  const [prefix, value] = name.split(/:(.*)/s);
  if (value === undefined || value === '') return { kind: 'unknown' };
  if (prefix === 'needs') return { kind: 'needs', capability: value, known: isOneOf(CAPABILITIES, value) };
  if (prefix === 'known-gap' && /^\d+$/.test(value)) return { kind: 'known-gap', issue: Number(value) };
  if (prefix === 'phase' && isOneOf(PHASES, value)) return { kind: 'phase', phase: value };
  return { kind: 'unknown' };
}
