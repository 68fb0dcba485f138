// Creates or reuses each group's virtual environment: reinstalled only when its requirement files change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ClientGroup, constraintsFile, requirementsFile, venvDir, venvPython } from './groups.ts';

/** The Python that creates the environments: $PYTHON, else python3 on the PATH. */
const basePython = (): string => process.env.PYTHON ?? 'python3';

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** What the installed environment was built from; a change means a new install. */
function fingerprint(group: ClientGroup): string {
  const hash = createHash('sha256');
  for (const file of [requirementsFile(group), constraintsFile(group)]) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** Returns the group's interpreter, installing the pinned packages first when needed (minutes for Superset). */
export function ensureVenv(group: ClientGroup): string {
  const marker = resolve(venvDir(group), '.installed-from');
  const wanted = fingerprint(group);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted && existsSync(venvPython(group))) {
    return venvPython(group);
  }
  console.log(`clients: installing ${group.name} into ${venvDir(group)}`);
  rmSync(venvDir(group), { recursive: true, force: true });
  run(basePython(), ['-m', 'venv', venvDir(group)]);
  run(venvPython(group), [
    '-m',
    'pip',
    'install',
    '--quiet',
    '-r',
    requirementsFile(group),
    '-c',
    constraintsFile(group),
  ]);
  writeFileSync(marker, wanted);
  return venvPython(group);
}

/** `name==version` of the packages a group pins at the top, as installed (for the summary). */
export function pinnedVersions(group: ClientGroup): string[] {
  return readFileSync(requirementsFile(group), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
