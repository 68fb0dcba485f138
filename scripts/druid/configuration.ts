// Writes a cluster's configuration files from the plan (plan.ts), so that druid:up and druid:restart both apply it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type ClusterDirs, configurationFiles, type PortPlan, type Version } from './plan.ts';
import { kitCredentials, securityProperties } from './security.ts';

const COMMON = join('_common', 'common.runtime.properties');

/** Whether the cluster's written configuration has basic security on (druid:up --secure laid it out so). */
export function writtenSecure(dirs: ClusterDirs): boolean {
  const path = join(dirs.conf, COMMON);
  return existsSync(path) && kitCredentials(readFileSync(path, 'utf8')) !== undefined;
}

/**
 * Writes every configuration file of the plan; answers those whose text changed (relative to the conf folder). A
 * running process reads its files only when it starts: a changed file takes effect for the services restarted after.
 */
export function writeConfiguration(
  version: Version,
  dirs: ClusterDirs,
  ports: PortPlan,
  secure: boolean,
): string[] {
  const files = configurationFiles(version, dirs, ports, secure ? securityProperties() : {});
  const changed: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const file = join(dirs.conf, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    changed.push(path);
  }
  return changed;
}
