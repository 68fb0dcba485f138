// The layers the kit puts around the run's target, in order: each one changes how requests reach it.
import type { Target } from './client.ts';
import { differentialTarget } from './differential-target.ts';
import { readOnlyTarget } from './read-only.ts';
import type { KitConfig } from './target-config.ts';

/** Wraps the run's target in every layer the configuration asks for; with none, the target is unchanged. */
export async function wrapTarget(config: KitConfig, target: Target): Promise<Target> {
  // Innermost: in differential mode every request of an @sql scenario also goes to the reference.
  let wrapped = await differentialTarget(config, target);
  // Outermost: a request that could change state is refused before any other layer sees it.
  if (config.readOnly) wrapped = readOnlyTarget(wrapped);
  return wrapped;
}
