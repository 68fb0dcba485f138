// The layers the kit puts around the run's target, in order: each one changes how requests reach it.
import type { Target } from './client.ts';
import { differentialTarget } from './differential-target.ts';
import type { KitConfig } from './target-config.ts';

/** Wraps the run's target in every layer the configuration asks for; with none, the target is unchanged. */
export async function wrapTarget(config: KitConfig, target: Target): Promise<Target> {
  return differentialTarget(config, target);
}
