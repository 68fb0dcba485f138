// Runs a launcher command: bad input is one line and exit 2, anything else that fails exit 1.
import { join } from 'node:path';
import { type LauncherArgs, parseArgs, UsageError } from './args.ts';
import { type ClusterDirs, clusterDirs, type PortPlan, portPlan } from './plan.ts';

export const REPO = join(import.meta.dirname, '..', '..');

export interface Context {
  readonly args: LauncherArgs;
  readonly ports: PortPlan;
  readonly dirs: ClusterDirs;
}

/** `npm run druid:down -- --version 27 --port-offset 20000`, as the user would type it for this cluster. */
export const commandFor = (script: string, { args }: Context): string =>
  `npm run ${script} -- --version ${args.version}${args.portOffset === 0 ? '' : ` --port-offset ${args.portOffset}`}${
    args.lab === join(REPO, '.druid-lab') ? '' : ` --lab ${args.lab}`
  }`;

export function main(name: string, command: (context: Context) => Promise<number | undefined>): void {
  const run = async (): Promise<number> => {
    const args = parseArgs(process.argv.slice(2), process.env, process.cwd(), REPO);
    const ports = portPlan(args.portOffset);
    return (
      (await command({
        args,
        ports,
        dirs: clusterDirs(args.lab, args.version, args.portOffset, args.lib),
      })) ?? 0
    );
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const usage =
        error instanceof UsageError || (error instanceof Error && error.message.startsWith('--port-offset'));
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(usage ? 2 : 1);
    },
  );
}
