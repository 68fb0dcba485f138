// The closed catalogue of Gherkin tags the feature files may use, and a classifier for a single tag.
import { CAPABILITIES as CAPABILITY_DESCRIPTIONS, type Capability } from '../core/capabilities.ts';

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

export const RULE_ID_TAG = /^@([A-Z]{3}-\d{3})$/;

export type ClassifiedTag =
  | { readonly kind: 'rule'; readonly ruleId: string }
  | { readonly kind: 'area'; readonly area: Area }
  | { readonly kind: 'serial' | 'decided' | 'optional' | 'hardening' | 'slow-query' }
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
  if (
    name === 'serial' ||
    name === 'decided' ||
    name === 'optional' ||
    name === 'hardening' ||
    name === 'slow-query'
  )
    return { kind: name };
  const [prefix, value] = name.split(/:(.*)/s);
  if (value === undefined || value === '') return { kind: 'unknown' };
  if (prefix === 'needs') return { kind: 'needs', capability: value, known: isOneOf(CAPABILITIES, value) };
  if (prefix === 'known-gap' && /^\d+$/.test(value)) return { kind: 'known-gap', issue: Number(value) };
  if (prefix === 'phase' && isOneOf(PHASES, value)) return { kind: 'phase', phase: value };
  return { kind: 'unknown' };
}
