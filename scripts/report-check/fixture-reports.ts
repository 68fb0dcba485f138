// Writes the reports a reader would open, from made-up runs judged with a deviation profile: conformance.html of a
// run with every outcome, and matrix.html of that run beside a later one where the failing rule passes (built by
// the matrix CLI).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIXTURE_PROFILE,
  FIXTURE_TARGET,
  fixtureCatalogue,
  fixtureMessages,
} from '../../kit/report/fixtures/fixture-run.ts';
import { writeReports } from '../../kit/report/write-reports.ts';

export interface FixtureReports {
  readonly conformanceHtml: string;
  readonly matrixHtml: string;
}

function writeRun(dir: string, fixed: boolean, targetVersion: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'messages.ndjson'), fixtureMessages({ fixed }));
  writeFileSync(join(dir, 'target.json'), JSON.stringify({ ...FIXTURE_TARGET, targetVersion }));
  writeReports(dir, fixtureCatalogue(), '2025-01-01T00:00:00.000Z', FIXTURE_PROFILE, () => true);
}

export function writeFixtureReports(root: string): FixtureReports {
  writeRun(join(root, 'v31'), false, FIXTURE_TARGET.targetVersion);
  writeRun(join(root, 'v32'), true, '32.0.0-fixture');
  const cli = join(import.meta.dirname, '..', '..', 'kit', 'report', 'conformance-matrix.ts');
  const matrix = spawnSync(
    process.execPath,
    ['--import', 'tsx', cli, join(root, 'v31'), '--label', `v32=${join(root, 'v32')}`, '--out', root],
    { encoding: 'utf8' },
  );
  if (matrix.status !== 0) throw new Error(`conformance-matrix failed: ${matrix.stderr}`);
  return { conformanceHtml: join(root, 'v31', 'conformance.html'), matrixHtml: join(root, 'matrix.html') };
}
