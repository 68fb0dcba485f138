// What a target can do beyond the always-checkable rules; scenarios tagged @needs:<capability> skip without it.

export const CAPABILITIES = {
  'fresh-target': 'the kit can start a new, never-configured instance of the target',
  'server-properties': 'the kit can start the target with chosen server properties',
  autoscaling: 'the target runs an autoscaler that provisions workers from the worker configuration',
  security:
    "the target runs basic security and the kit's credentials may manage users, roles and permissions",
  'complex-columns': "the target's SQL produces complex-typed values (PARSE_JSON gives COMPLEX<json>)",
  'sql-ingestion':
    'the target runs SQL-based ingestion tasks (POST /<word>/v2/sql/task); without it the kit loads data with native batch tasks',
  'set-statements':
    "the target's SQL takes SET statements before the query (`SET key = value; SELECT …`; Druid 36 and later)",
  'durable-storage':
    "the target's statements write SELECT results to durable storage (selectDestination durableStorage; spec: statements rule 38)",
  'newer-json-syntax':
    "the target's SQL has JSON_QUERY_ARRAY and JSON_OBJECT's `key, value` entries (Druid 33 has both; 27 neither)",
  'query-timeout':
    'the target stops a statement or SQL task past its context.timeout (Druid 34 and later; Druid 27 ignores it)',
} as const;

export type Capability = keyof typeof CAPABILITIES;

export const isCapability = (name: string): name is Capability => Object.hasOwn(CAPABILITIES, name);

const ALL = Object.keys(CAPABILITIES) as Capability[];

/** Only a target the kit starts itself (the in-process reference) can have these. */
const IN_PROCESS_ONLY: readonly Capability[] = ['fresh-target', 'server-properties'];

/** What a probe can see through the public API of a remote target (kit/core/probe-capabilities.ts). */
export const PROBEABLE = [
  'security',
  'complex-columns',
  'sql-ingestion',
  'set-statements',
  'query-timeout',
  'durable-storage',
  'newer-json-syntax',
] as const satisfies readonly Capability[];
export type ProbeableCapability = (typeof PROBEABLE)[number];

/** `TARGET_CAPABILITIES=auto` (or unset): probe what can be probed; may be combined with declared names. */
export const AUTO = 'auto';

/** How the kit knows whether the target has a capability. */
export type CapabilitySource = 'declared' | 'probed' | 'in-process';

export interface CapabilityFinding {
  readonly present: boolean;
  readonly source: CapabilitySource;
  /** Why, in a reader's words: what was declared, or what the probe saw. */
  readonly evidence: string;
}

export type CapabilityFindings = Readonly<Record<Capability, CapabilityFinding>>;

/** What a probe saw for one capability. */
export interface ProbeResult {
  readonly present: boolean;
  readonly evidence: string;
}

export interface Declaration {
  /** Probe what is probeable and not declared: TARGET_CAPABILITIES unset, empty, or listing `auto`. */
  readonly probe: boolean;
  readonly declared: readonly Capability[];
}

/** Reads TARGET_CAPABILITIES; an unknown name is an error, so a typo never silently skips scenarios. */
export function readDeclaration(names: readonly string[]): Declaration {
  const unknown = names.filter((name) => name !== AUTO && !isCapability(name));
  if (unknown.length > 0)
    throw new Error(
      `TARGET_CAPABILITIES names unknown capabilities: ${unknown.join(', ')} (known: ${ALL.join(', ')}, or ${AUTO})`,
    );
  return {
    probe: names.length === 0 || names.includes(AUTO),
    declared: names.filter(isCapability),
  };
}

const IN_PROCESS_EVIDENCE = 'the kit starts the reference itself';

/**
 * Decides every capability. In process the reference has them all. A remote target has what it declares,
 * then what the probes saw (when probing), never what only a target the kit starts can have.
 */
export function decideCapabilities(
  inProcess: boolean,
  declaration: Declaration,
  probed: Partial<Record<Capability, ProbeResult>>,
): CapabilityFindings {
  const decide = (capability: Capability): CapabilityFinding => {
    if (inProcess) return { present: true, source: 'in-process', evidence: IN_PROCESS_EVIDENCE };
    if (IN_PROCESS_ONLY.includes(capability))
      return {
        present: false,
        source: 'in-process',
        evidence: 'only a reference the kit starts itself has it, and TARGET_URL names a remote target',
      };
    if (declaration.declared.includes(capability))
      return { present: true, source: 'declared', evidence: 'listed in TARGET_CAPABILITIES' };
    const probe = probed[capability];
    if (probe !== undefined) return { ...probe, source: 'probed' };
    const probeable = (PROBEABLE as readonly Capability[]).includes(capability);
    return {
      present: false,
      source: 'declared',
      evidence:
        declaration.probe && !probeable
          ? 'not listed in TARGET_CAPABILITIES, and it cannot be probed'
          : 'not listed in TARGET_CAPABILITIES, which turns probing off unless it lists auto',
    };
  };
  return Object.fromEntries(ALL.map((capability) => [capability, decide(capability)])) as Record<
    Capability,
    CapabilityFinding
  >;
}

export const presentCapabilities = (findings: CapabilityFindings): Set<Capability> =>
  new Set(ALL.filter((capability) => findings[capability].present));

/** The reason a scenario needing `capability` does not run, e.g. `target lacks security (probed: …)`. */
export function lackReason(capability: Capability, findings: CapabilityFindings): string {
  const { source, evidence } = findings[capability];
  return `target lacks ${capability} (${source}: ${evidence})`;
}
