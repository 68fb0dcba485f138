// What a target can do beyond the always-checkable rules; scenarios tagged @needs:<capability> skip without it.

export const CAPABILITIES = {
  'fresh-target': 'the kit can start a new, never-configured instance of the target',
  'server-properties': 'the kit can start the target with chosen server properties',
  autoscaling: 'the target runs an autoscaler that provisions workers from the worker configuration',
  security:
    "the target runs basic security and the kit's credentials may manage users, roles and permissions",
  'complex-columns': "the target's SQL produces complex-typed values (PARSE_JSON gives COMPLEX<json>)",
} as const;

/** What the in-process reference lacks until the issue that builds it lands. */
const REFERENCE_LACKS: readonly Capability[] = [];

export type Capability = keyof typeof CAPABILITIES;

export const isCapability = (name: string): name is Capability => Object.hasOwn(CAPABILITIES, name);

/** The in-process reference can do everything; a remote target has what it declares. */
export function capabilitiesOf(inProcess: boolean, declared: readonly string[]): Set<Capability> {
  if (inProcess)
    return new Set(
      (Object.keys(CAPABILITIES) as Capability[]).filter((name) => !REFERENCE_LACKS.includes(name)),
    );
  return new Set(declared.filter(isCapability));
}
