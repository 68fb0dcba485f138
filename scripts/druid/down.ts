// npm run druid:down -- --version 33|27 [--port-offset N] [--lab DIR]
// Stops only the processes druid:up started for that cluster, and only while they still are those processes.
import { stopOwned } from './cluster.ts';
import { type Context, main } from './main.ts';
import { SERVICES } from './plan.ts';

async function down({ args, dirs }: Context): Promise<number> {
  const stopped = await stopOwned(dirs, [...SERVICES].reverse());
  console.log(
    stopped.length === 0
      ? `no process of Druid ${args.version} started from ${dirs.home} runs`
      : `stopped ${stopped.join(', ')}`,
  );
  return 0;
}

main('druid:down', down);
