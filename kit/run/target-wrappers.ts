// The layers the kit puts around the run's target, in order: each one changes how requests reach it.
import type { Target } from '../core/client.ts';
import { readOnlyTarget } from '../core/read-only.ts';
import type { KitConfig } from '../core/target-config.ts';
import { differentialTarget } from '../differential/differential-target.ts';

/** Wraps the run's target in every layer the configuration asks for; with none, the target is unchanged. */
export async function wrapTarget(config: KitConfig, target: Target): Promise<Target> {
  // Innermost: in differential mode every request of an @sql scenario also goes to the reference.
  let wrapped = await differentialTarget(config, target);
  // Outermost: a request that could change state is refused before any other layer sees it.
  if (config.readOnly) wrapped = readOnlyTarget(wrapped);
  return wrapped;
}
