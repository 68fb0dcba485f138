// npm run druid:up -- --version 33|27 [--port-offset N] [--lab DIR] [--lib DIR] [--timeout-s N] [--secure]
// Lays out the jars if needed, writes the configuration, starts ZooKeeper and the five Druid services, waits for each.
// --secure (27 only) adds druid-basic-security: an admin, the escalator's internal client, the basic authorizer.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './args.ts';
import { awaitHealthy, ownedProcesses, startProcess, stopOwned } from './cluster.ts';
import { writeConfiguration } from './configuration.ts';
import { extensionLaidOut, installExtension, laidOut, layOut, layOutExtension } from './layout.ts';
import { type Context, commandFor, main } from './main.ts';
import { SERVICES, type Service, VERSIONS } from './plan.ts';
import { checkJava, checkMaven, checkPorts, javaCommand } from './preflight.ts';
import { checkSecureVersion, LAB_CREDENTIALS, SECURITY_EXTENSION } from './security.ts';

const VAR_DIRS = [
  'zk',
  'tmp',
  'segments',
  'segment-cache',
  'indexing-logs',
  'task',
  'metadata',
  'hadoop-tmp',
];

async function up(context: Context): Promise<number> {
  const { args, ports, dirs } = context;
  if (args.secure) checkSecureVersion(args.version);
  const java = javaCommand(process.env);
  checkJava(java);
  if (ownedProcesses(dirs).length > 0)
    throw new UsageError(
      `Druid ${args.version} already runs from ${dirs.home}: ${commandFor('druid:down', context)}`,
    );
  await checkPorts(ports);
  if (!laidOut(dirs.lib)) {
    if (args.lib !== undefined) throw new UsageError(`--lib ${args.lib} holds no laid-out Druid classpath`);
    checkMaven();
    layOut(args.version, dirs.lib, join(args.lab, `maven-${args.version}`));
  }
  if (args.secure && !extensionLaidOut(args.lab, args.version, SECURITY_EXTENSION)) {
    checkMaven();
    layOutExtension(args.lab, args.version, SECURITY_EXTENSION);
  }
  writeConfiguration(args.version, dirs, ports, args.secure);
  for (const name of VAR_DIRS) mkdirSync(join(dirs.var, name), { recursive: true });
  for (const name of ['extensions', 'hadoop-dependencies'])
    mkdirSync(join(dirs.home, name), { recursive: true });
  if (args.secure)
    installExtension(args.lab, args.version, SECURITY_EXTENSION, join(dirs.home, 'extensions'));

  const portOf = (service: Service) => (service === 'zookeeper' ? ports.zookeeper : ports[service]);
  const started: { service: Service; pid: number }[] = [];
  const start = (service: Service) => {
    const pid = startProcess(java, service, dirs, ports);
    console.log(`started ${service} (pid ${pid}, port ${portOf(service)})`);
    started.push({ service, pid });
    return pid;
  };
  const wait = async (service: Service, pid: number) => {
    await awaitHealthy(service, pid, portOf(service), dirs, args.timeoutMs);
    console.log(`${service} answers on port ${portOf(service)}`);
  };
  try {
    // ZooKeeper, then the Coordinator (it starts the Derby metadata store the others need), then the rest at once.
    const [first, second, ...rest] = SERVICES;
    for (const service of [first, second]) await wait(service, start(service));
    const pids = rest.map((service) => ({ service, pid: start(service) }));
    for (const { service, pid } of pids) await wait(service, pid);
  } catch (error) {
    console.error(
      `stopping what this run started: ${(await stopOwned(dirs, [...SERVICES].reverse())).join(', ')}`,
    );
    throw error;
  }
  console.log(
    `Druid ${VERSIONS[args.version].druid}${VERSIONS[args.version].msq ? ' with MSQ' : ''} is up: router http://127.0.0.1:${ports.router} ` +
      `(coordinator-overlord ${ports['coordinator-overlord']}, broker ${ports.broker}, historical ${ports.historical}, ` +
      `indexer ${ports.indexer}, ZooKeeper ${ports.zookeeper}, Derby ${ports.derby}); logs in ${dirs.log}\n` +
      (args.secure
        ? `basic security: user ${LAB_CREDENTIALS.adminUser}, password ${LAB_CREDENTIALS.adminPassword} (druid:conformance passes them to the kit)\n`
        : '') +
      `check it: ${commandFor('druid:conformance', context)} -- features/sql/result-formats.feature\n` +
      `stop it:  ${commandFor('druid:down', context)}`,
  );
  return 0;
}

main('druid:up', up);
