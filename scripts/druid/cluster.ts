// Starts and stops the processes of one cluster: each recorded in a PID file, stopped only if it still is ours.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { markerOf, ownsProcess, type PidRecord, parsePidRecord } from './ownership.ts';
import { CLI_TYPE, type ClusterDirs, type DruidService, HEAPS, type PortPlan, type Service } from './plan.ts';

const JAVA_OPTIONS = [
  '-Duser.timezone=UTC',
  '-Dfile.encoding=UTF-8',
  '-XX:+ExitOnOutOfMemoryError',
  '-Djava.util.logging.manager=org.apache.logging.log4j.jul.LogManager',
  ...['java.base/jdk.internal.misc', 'java.base/jdk.internal.ref'].map(
    (p) => `--add-exports=${p}=ALL-UNNAMED`,
  ),
  ...[
    'java.base/java.nio',
    'java.base/sun.nio.ch',
    'java.base/jdk.internal.ref',
    'java.base/java.io',
    'java.base/java.lang',
    'jdk.management/com.sun.management.internal',
  ].map((p) => `--add-opens=${p}=ALL-UNNAMED`),
];

/** The java arguments of a service. */
export function javaArgs(service: Service, dirs: ClusterDirs, ports: PortPlan): string[] {
  const { heap, direct } = HEAPS[service];
  const memory = [`-Xms${heap}`, `-Xmx${heap}`, `-XX:MaxDirectMemorySize=${direct}`];
  const own = [markerOf(dirs.home), `-Djava.io.tmpdir=${join(dirs.var, 'tmp')}`];
  if (service === 'zookeeper')
    return [
      ...memory,
      ...own,
      '-Dzookeeper.admin.enableServer=false',
      '-Dzookeeper.4lw.commands.whitelist=ruok',
      '-cp',
      join(dirs.lib, '*'),
      'org.apache.zookeeper.server.ZooKeeperServerMain',
      String(ports.zookeeper),
      join(dirs.var, 'zk'),
    ];
  const classpath = [join(dirs.conf, '_common'), join(dirs.conf, service), join(dirs.lib, '*')].join(':');
  return [
    ...memory,
    ...own,
    ...JAVA_OPTIONS,
    `-Dlog4j.configurationFile=${join(dirs.conf, '_common', 'log4j2.xml')}`,
    '-cp',
    classpath,
    'org.apache.druid.cli.Main',
    'server',
    CLI_TYPE[service as DruidService],
  ];
}

const pidFile = (dirs: ClusterDirs, service: string) => join(dirs.pids, `${service}.json`);
export const logFile = (dirs: ClusterDirs, service: string) => join(dirs.log, `${service}.log`);

export function startProcess(java: string, service: Service, dirs: ClusterDirs, ports: PortPlan): number {
  mkdirSync(dirs.pids, { recursive: true });
  mkdirSync(dirs.log, { recursive: true });
  const out = openSync(logFile(dirs, service), 'a');
  const child = spawn(java, javaArgs(service, dirs, ports), {
    cwd: dirs.home,
    detached: true,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  if (child.pid === undefined) throw new Error(`${service} did not start (${java})`);
  child.unref();
  const record: PidRecord = { service, pid: child.pid, home: dirs.home };
  writeFileSync(pidFile(dirs, service), JSON.stringify(record));
  return child.pid;
}

const cmdlineOf = (pid: number): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
};

export const alive = (pid: number): boolean => existsSync(`/proc/${pid}`);

/** The recorded processes of the cluster that still are the ones the launcher started. */
export function ownedProcesses(dirs: ClusterDirs): PidRecord[] {
  if (!existsSync(dirs.pids)) return [];
  return readdirSync(dirs.pids)
    .map((name) => parsePidRecord(readFileSync(join(dirs.pids, name), 'utf8')))
    .filter((record): record is PidRecord => record !== undefined && record.home === dirs.home)
    .filter((record) => ownsProcess(cmdlineOf(record.pid), dirs.home));
}

const tail = (file: string, lines = 25): string => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** ZooKeeper answers `imok` to `ruok`. */
const zookeeperAnswers = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.end('ruok'));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('close', () => done(text === 'imok'));
    socket.on('error', () => done(false));
    socket.setTimeout(2000, () => socket.destroy());
  });

const healthy = async (port: number): Promise<boolean> => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/status/health`, {
      signal: AbortSignal.timeout(3000),
    });
    return response.status === 200 && (await response.text()).trim() === 'true';
  } catch {
    return false;
  }
};

/** Waits until the service answers; throws with the tail of its log when it dies or the deadline passes. */
export async function awaitHealthy(
  service: Service,
  pid: number,
  port: number,
  dirs: ClusterDirs,
  timeoutMs: number,
): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  const check = () => (service === 'zookeeper' ? zookeeperAnswers(port) : healthy(port));
  for (;;) {
    if (await check()) return;
    const log = logFile(dirs, service);
    if (!alive(pid)) throw new Error(`${service} (pid ${pid}) exited; the end of ${log}:\n${tail(log)}`);
    if (Date.now() > giveUpAt)
      throw new Error(
        `${service} did not answer on port ${port} within ${timeoutMs / 1000} s; the end of ${log}:\n${tail(log)}`,
      );
    await delay(1000);
  }
}

/** Stops the cluster's own processes, the given services first; SIGKILL after 20 s (a JVM can hang in shutdown). */
export async function stopOwned(dirs: ClusterDirs, order: readonly string[]): Promise<string[]> {
  const stopped: string[] = [];
  const owned = ownedProcesses(dirs);
  // ZooKeeper last, and only when asked for: the Druid services need it while they shut down.
  const last = order.includes('zookeeper') ? ['zookeeper'] : [];
  for (const group of [order.filter((s) => s !== 'zookeeper'), last]) {
    const targets = owned
      .filter((record) => group.includes(record.service))
      .sort((a, b) => group.indexOf(a.service) - group.indexOf(b.service));
    for (const { pid, service } of targets) {
      process.kill(pid, 'SIGTERM');
      stopped.push(`${service} (${pid})`);
    }
    const giveUpAt = Date.now() + 20_000;
    while (targets.some(({ pid }) => alive(pid)) && Date.now() < giveUpAt) await delay(500);
    for (const { pid } of targets) if (ownsProcess(cmdlineOf(pid), dirs.home)) process.kill(pid, 'SIGKILL');
  }
  // The PID files of those services go: the processes they named are stopped, or were not ours (anymore).
  if (existsSync(dirs.pids))
    for (const name of readdirSync(dirs.pids))
      if (order.includes(name.replace(/\.json$/, ''))) rmSync(join(dirs.pids, name));
  return stopped;
}

/** Stops the cluster's own processes of these services and starts them again, each waited for until it answers. */
export async function restartServices(
  java: string,
  services: readonly Service[],
  dirs: ClusterDirs,
  ports: PortPlan,
  timeoutMs: number,
): Promise<string[]> {
  const stopped = await stopOwned(dirs, services);
  for (const service of services) {
    const pid = startProcess(java, service, dirs, ports);
    await awaitHealthy(
      service,
      pid,
      service === 'zookeeper' ? ports.zookeeper : ports[service],
      dirs,
      timeoutMs,
    );
  }
  return stopped;
}
