// Which services `druid:restart` may stop and start again (pure).
import { UsageError } from './args.ts';
import { SERVICES, type Service } from './plan.ts';

/** The services named after `--`, checked: known, and each running from this cluster. */
export function servicesToRestart(names: readonly string[], running: readonly string[]): Service[] {
  if (names.length === 0)
    throw new UsageError(`name the services to restart after -- (of: ${SERVICES.join(', ')})`);
  return names.map((name) => {
    const service = SERVICES.find((known) => known === name);
    if (service === undefined) throw new UsageError(`unknown service "${name}" (of: ${SERVICES.join(', ')})`);
    if (!running.includes(service)) throw new UsageError(`${service} does not run from this cluster`);
    return service;
  });
}
