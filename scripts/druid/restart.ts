// npm run druid:restart -- --version 33|27 [--port-offset N] [--lab DIR] -- <service> [<service> …]
// Stops and starts again some services of a cluster druid:up started (e.g. an Indexer whose task slots Druid 27 keeps
// after a shutdown, docs/facts/ingestion.md §ingestion.1); only processes that cluster owns are touched. The
// configuration is written from the plan first, so a changed plan reaches the services restarted.
import { UsageError } from './args.ts';
import { ownedProcesses, restartServices } from './cluster.ts';
import { writeConfiguration, writtenSecure } from './configuration.ts';
import { type Context, commandFor, main } from './main.ts';
import { checkJava, javaCommand } from './preflight.ts';
import { servicesToRestart } from './restart-services.ts';

async function restart(context: Context): Promise<number> {
  const { args, ports, dirs } = context;
  const running = ownedProcesses(dirs).map((record) => record.service);
  if (running.length === 0)
    throw new UsageError(
      `no process of Druid ${args.version} runs from ${dirs.home}: ${commandFor('druid:up', context)}`,
    );
  const services = servicesToRestart(args.rest, running);
  const java = javaCommand(process.env);
  checkJava(java);
  const changed = writeConfiguration(args.version, dirs, ports, writtenSecure(dirs));
  console.log(
    changed.length === 0
      ? 'configuration unchanged'
      : `configuration written from the plan, changed: ${changed.join(', ')} (read by the services started after)`,
  );
  const stopped = await restartServices(java, services, dirs, ports, args.timeoutMs);
  console.log(`stopped ${stopped.join(', ')}; started ${services.join(', ')} again, each answers`);
  return 0;
}

main('druid:restart', restart);
