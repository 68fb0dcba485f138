// Checks before anything starts: Java 17 or newer, Maven when jars must be laid out, free ports.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { javaMajor, UsageError } from './args.ts';
import type { PortName, PortPlan } from './plan.ts';

/** The java command: `JAVA`, else `JAVA_HOME/bin/java`, else `java` on the PATH. */
export const javaCommand = (env: NodeJS.ProcessEnv): string =>
  env.JAVA ?? (env.JAVA_HOME ? `${env.JAVA_HOME}/bin/java` : 'java');

export function checkJava(java: string): void {
  const run = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (run.error !== undefined)
    throw new UsageError(`no Java found (${java}): install Java 17 or newer, or set JAVA_HOME`);
  const major = javaMajor(`${run.stderr}${run.stdout}`);
  if (major === undefined || major < 17)
    throw new UsageError(
      `Java ${major ?? '(unknown version)'} found (${java}): Druid needs Java 17 or newer`,
    );
}

export function checkMaven(): void {
  const run = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
  if (run.error !== undefined || run.status !== 0)
    throw new UsageError(
      'no mvn found: Maven (with access to Maven Central) lays out the Druid jars; install it',
    );
}

const portFree = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '0.0.0.0', () => server.close(() => done(true)));
  });

export async function checkPorts(ports: PortPlan): Promise<void> {
  for (const [name, port] of Object.entries(ports) as [PortName, number][])
    if (!(await portFree(port)))
      throw new UsageError(
        `port ${port} (${name}) is in use: stop what listens there, or pass --port-offset N to move every port by N`,
      );
}
