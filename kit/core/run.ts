// State shared by the whole run: the kit's configuration, the target, and what the target can do.
import type { Capability, CapabilityFindings } from './capabilities.ts';
import type { Target } from './client.ts';
import type { KitConfig } from './target-config.ts';

export interface Run {
  readonly config: KitConfig;
  readonly target: Target;
  readonly capabilities: ReadonlySet<Capability>;
  /** Each capability with where the kit learnt it (declared, probed, in process) and why. */
  readonly capabilityFindings: CapabilityFindings;
}

let current: Run | undefined;

export function setRun(run: Run | undefined): void {
  current = run;
}

export function theRun(): Run {
  if (!current) throw new Error('The run has not started: BeforeAll did not open a target');
  return current;
}
